#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    /// A scroll view that shares drags with the drawer around it (seed 001's
    /// `ResizableScrollView`): one drag scrolls the content or moves the drawer, handing over both
    /// ways without lifting the finger, as DrawerCore's scroll tracker decides.
    ///
    /// **iOS**: a real SwiftUI `ScrollView` whose rows sit in a `LazyVStack` (only the visible rows
    /// are built), with the system's indicators, bounce, deceleration, `ScrollViewReader`,
    /// VoiceOver scrolling and keyboard avoidance. The drawer finds the `UIScrollView` under it
    /// (``SwiftUI/View/drawerScrollTracking()``) and tracks it as DrawerUIKit tracks a
    /// `UIScrollView`: the list keeps its own pan and physics, and while the drawer moves under
    /// the finger the list is held still. Its safe-area inset adjustment is turned off, as
    /// DrawerUIKit's `track(scrollView:in:)` does for the view it is handed, so the list does not
    /// slide by the status bar's height when the drawer is dragged under it. Your own `ScrollView`
    /// or `List` shares drags too, found by the drawer, and keeps its insets.
    ///
    /// ```swift
    /// .drawer(isPresented: $showsList) { _ in
    ///     DrawerScrollView {
    ///         ForEach(rows) { RowView(row: $0) }
    ///     }
    /// }
    /// ```
    public struct DrawerScrollView<Content: View>: View {
        private let content: Content

        /// Creates a scroll view for `content`, stacked vertically without spacing.
        public init(@ViewBuilder content: () -> Content) {
            self.content = content()
        }

        /// The system scroll view, its content marked for the drawer's scroll tracking.
        public var body: some View {
            ScrollView(.vertical) {
                LazyVStack(spacing: 0) { content }
                    .modifier(DrawerScrollTrackingModifier(claimsScrollView: true))
            }
        }
    }
#endif
