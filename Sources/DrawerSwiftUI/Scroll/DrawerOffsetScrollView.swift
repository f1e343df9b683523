#if canImport(SwiftUI) && (os(iOS) || os(macOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    /// ``DrawerScrollView`` where UIKit does not exist (macOS): the content laid out at its natural
    /// length, clipped, and shifted by the engine's `DrawerFrame.contentOffset`, which the
    /// drawer's drags and wheel scrolls drive (glide included); it reports its place and length
    /// to the drawer. No system scroll view is involved, so the drawer and a scroll view can
    /// never both claim a gesture; the cost is no system indicators and every row built.
    ///
    /// Compiled on every platform the module claims (and so type-checked with the rest), used
    /// only where `canImport(UIKit)` is false.
    struct DrawerOffsetScrollView<Content: View>: View {
        @Environment(\.drawerContentOffset) private var offset
        let content: Content

        var body: some View {
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
