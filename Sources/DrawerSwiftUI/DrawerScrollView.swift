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
    /// the finger the list is held still. To share drags with your own `ScrollView` or `List`
    /// instead, apply ``SwiftUI/View/drawerScrollTracking()`` to its content.
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
                    .drawerScrollTracking()
            }
        }
    }
#endif
