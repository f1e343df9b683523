#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import SwiftUI
    import UIKit

    /// A UIKit view laid out behind a drawer surface, exactly over its container: the scroll
    /// view's pan, its viewport and the finger are measured in this view's coordinates, which
    /// are the drawer space the host model works in (the surface's origin; it does not move with
    /// the panel). It takes no touches.
    struct DrawerScrollAnchor: UIViewRepresentable {
        let tracking: DrawerScrollTracking
        /// Runs the model when the tracked scroll view's pan reports.
        let onPan: @MainActor () -> Void

        func makeUIView(context: Context) -> DrawerScrollAnchorView {
            let view = DrawerScrollAnchorView(frame: .zero)
            view.isUserInteractionEnabled = false
            return view
        }

        func updateUIView(_ view: DrawerScrollAnchorView, context: Context) {
            view.tracking = tracking
            tracking.container = view
            tracking.onPan = onPan
        }

        /// The surface is gone: the tracking lets go of the surface's update (which holds the
        /// surface's state, and so the tracking itself).
        static func dismantleUIView(_ view: DrawerScrollAnchorView, coordinator: Void) {
            view.tracking?.onPan = {}
        }
    }

    /// The UIKit view of a ``DrawerScrollAnchor``.
    final class DrawerScrollAnchorView: UIView {
        weak var tracking: DrawerScrollTracking?
    }
#endif
