#if canImport(SwiftUI) && (os(iOS) || os(macOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    /// A scroll view whose offset belongs to the drawer around it (seed 001's
    /// `ResizableScrollView`): one drag scrolls the content or moves the drawer, handing over both
    /// ways without lifting the finger, as the engine's scroll hand-off decides.
    ///
    /// The content is laid out at its natural length, clipped, and shifted by the engine's
    /// `DrawerFrame.contentOffset`; the glide after a flick is the engine's too. This works from
    /// iOS 16 and macOS 13 alike and never lets a system scroll view and the drawer disagree about
    /// who owns the gesture. Vertical drawers only.
    ///
    /// ```swift
    /// .drawer(isPresented: $showsList) { _ in
    ///     DrawerScrollView {
    ///         ForEach(rows) { RowView(row: $0) }
    ///     }
    /// }
    /// ```
    public struct DrawerScrollView<Content: View>: View {
        @Environment(\.drawerContentOffset) private var offset
        private let content: Content

        /// Creates a scroll view for `content`.
        public init(@ViewBuilder content: () -> Content) {
            self.content = content()
        }

        /// The clipped, offset content.
        public var body: some View {
            GeometryReader { viewport in
                VStack(spacing: 0) { content }
                    .fixedSize(horizontal: false, vertical: true)
                    .frame(width: viewport.size.width, alignment: .top)
                    .background {
                        GeometryReader { measured in
                            Color.clear.preference(
                                key: DrawerScrollMetricsKey.self,
                                value: DrawerScrollMetrics(
                                    frame: viewport.frameInDrawerSpace(),
                                    contentLength: measured.size.height))
                        }
                    }
                    .offset(y: -offset)
            }
            .clipped()
            // Clipping does not clip hit-testing: rows scrolled out of the viewport take no taps.
            .contentShape(Rectangle())
        }
    }
#endif
