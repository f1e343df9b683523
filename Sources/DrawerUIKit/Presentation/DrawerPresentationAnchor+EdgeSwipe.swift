#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import UIKit

    extension DrawerPresentationAnchor {
        /// Where a press at `point` (host coordinates) may start this drawer's edge swipe
        /// (DrawerCore's `DrawerEdgeSwipeScope`): a window-level drawer belongs to the screen that
        /// presents it — the view of the controller that manages the anchor — and takes edge swipes
        /// only while the anchor is visible (in the window, under no hidden or transparent view)
        /// and the press lands on that screen (not on a modal, a pushed page or another window
        /// view above it). An anchor no controller manages counts its outermost view below the
        /// window as its screen. A navigation controller around that screen that can go back gives it
        /// a back swipe, which DrawerCore lets win at the leading edge.
        ///
        /// A drawer over the anchor's frame (``DrawerPresentationPlacement/content``) has a host
        /// covering only that frame, whose recognizer sits on the window
        /// (`DrawerContentHostView`): it takes edge swipes along that frame's edges while the
        /// anchor is visible, none while it is not.
        func edgeSwipeScope(at point: CGPoint) -> DrawerEdgeSwipeScope {
            guard placement == .window else { return isVisibleOnScreen ? .container : .none }
            guard let host, let window, isVisibleOnScreen else { return .none }
            let controller = superview?.drawerEnclosingController ?? adoptingController
            guard let screen = controller?.view ?? outermostView, screen.window === window else { return .none }
            // The host leaves a closed drawer's edge region to what is under it.
            guard let pressed = window.hitTest(host.convert(point, to: window), with: nil), pressed.isDescendant(of: screen)
            else { return .none }
            return .area(
                screen.convert(screen.bounds, to: host),
                systemBackSwipeAvailable: DrawerHostView.offersBackSwipe(controller))
        }

        /// The anchor's outermost ancestor below its window: the screen of an anchor no
        /// controller manages (a UIKit app that adds it to a plain view).
        var outermostView: UIView? {
            var view: UIView = self
            while let superview = view.superview, !(superview is UIWindow) { view = superview }
            return view.superview is UIWindow ? view : nil
        }

        /// Whether the anchor is in a window and no view from it up is hidden or transparent (a
        /// covered navigation level, a screen faded out).
        var isVisibleOnScreen: Bool {
            guard window != nil else { return false }
            var view: UIView? = self
            while let current = view {
                if current.isHidden || current.alpha < 0.01 { return false }
                view = current.superview
            }
            return true
        }

        /// Lets `host` ask this anchor where its drawer's edge swipe may start.
        func scopeEdgeSwipes(in host: DrawerHostView) {
            host.edgeSwipeScopes[presenter.id] = { [weak self] in self?.edgeSwipeScope(at: $0) ?? .none }
        }
    }
#endif
