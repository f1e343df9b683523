#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import DrawerUIKit
    import UIKit

    /// The UIKit end of a SwiftUI drawer's scroll tracking on iOS: which `UIScrollView` the drawer
    /// shares its drags with (the one under a ``DrawerScrollView`` or under the app's own
    /// `ScrollView` / `List` marked with ``SwiftUI/View/drawerScrollTracking()``), and the view
    /// its readings are measured in.
    ///
    /// One per drawer surface, held in its state and handed down to the content through the
    /// environment. It decides nothing: it reads the scroll view (``reading()``), shows the offset
    /// the host model returns (``show(_:)``), and calls ``onPan`` when the scroll view's own pan
    /// reports, so the surface runs the model. The scroll view keeps its own pan, deceleration,
    /// bounce, indicators and delegate (SwiftUI's).
    @MainActor
    final class DrawerScrollTracking: NSObject {
        /// A view laid out over the surface's container (``DrawerScrollAnchor``): readings are
        /// in its coordinates, which are the drawer space the model works in.
        weak var container: UIView?
        /// The scroll view the drawer shares drags with, once a finder has found it.
        private(set) weak var scrollView: UIScrollView?
        /// Whether the model has been given readings and keeps a tracker for them.
        var isReporting = false
        /// Runs the model once the scroll view's pan has reported (set by the surface).
        var onPan: @MainActor () -> Void = {}
        /// The scroll view's pan reports to this target (DrawerUIKit's selector trampoline).
        private lazy var panTarget = DrawerActionTarget { [weak self] in self?.onPan() }

        /// One reading of the scroll view: what it shows, where it is, where the finger is, in
        /// the container's coordinates. `nil` while there is none, or it is not on screen with
        /// the container.
        struct Reading {
            var snapshot: DrawerScrollViewSnapshot
            var viewport: CGRect
            var location: CGPoint
        }

        /// A finder inside the scroll content found its enclosing scroll view. The newest wins;
        /// the same one again changes nothing.
        func attach(_ found: UIScrollView) {
            guard found !== scrollView else { return }
            if let scrollView { panTarget.detach(from: scrollView.panGestureRecognizer) }
            scrollView = found
            panTarget.attach(to: found.panGestureRecognizer)
            // Found while SwiftUI lays the content out: the model runs on the next turn, not
            // inside SwiftUI's update.
            Task { @MainActor [weak self] in self?.onPan() }
        }

        /// The scroll view as the model takes it, or `nil` (see ``Reading``).
        func reading() -> Reading? {
            guard let scrollView, let container, let window = container.window, scrollView.window === window else {
                return nil
            }
            return Reading(
                snapshot: scrollView.drawerSnapshot(in: container),
                viewport: container.convert(scrollView.bounds, from: scrollView),
                location: scrollView.panGestureRecognizer.location(in: container))
        }

        /// Shows the offset the model returned.
        func show(_ offset: CGPoint) {
            scrollView?.drawerShow(offset)
        }
    }
#endif
