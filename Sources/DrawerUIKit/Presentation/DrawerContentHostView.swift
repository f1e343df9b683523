#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import UIKit

    /// The ``DrawerHostView`` of a drawer drawn over one view (``DrawerPresentationPlacement/content``):
    /// a subview of the window, directly above the window's view that holds that view (its
    /// screen), covering exactly the presenting view's frame.
    ///
    /// It is not inside the presenting view, so the presenting view's own controls keep every
    /// touch the drawer does not take, whatever the UI framework does with the view that presents
    /// it: SwiftUI's hit-testing of a representable is undocumented (a representable in an
    /// overlay is reported to take every touch in its frame, whatever its view's `hitTest`
    /// answers), while UIKit documents that a view whose `hitTest(_:with:)` returns `nil` leaves
    /// the touch to the views under it
    /// (https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)), which is what
    /// this host does outside its panels, handles and dimming. Its place among the screen's hosts
    /// is DrawerCore's `DrawerScreenLayering`: under the screen's window-level host, so a
    /// `.sheet`-like drawer still covers it. It follows the presenting view's frame at each of
    /// that view's layouts and SwiftUI updates, and before each touch; it is hidden while the
    /// presenting view is (a hidden or transparent view from it up) and leaves the window with it.
    @MainActor
    package final class DrawerContentHostView: DrawerHostView {
        /// The view whose frame the host covers (the anchor), held weakly.
        public internal(set) weak var presentingView: DrawerPresentationAnchor?
        /// The window's view the host sits directly above (held weakly).
        public private(set) weak var holder: UIView?

        /// A host for the drawers drawn over the ``presentingView`` set after.
        init() {
            super.init(frame: .zero)
            // The frame is the presenting view's, set by ``followPresentingView()``, not the window's.
            autoresizingMask = []
        }

        /// Not supported: a host is made in code.
        public required init?(coder: NSCoder) {
            fatalError("init(coder:) is not supported")
        }

        /// Puts the host above the presenting view's screen in its window, or out of any window
        /// when the presenting view is in none.
        func place() {
            guard let presentingView, let window = presentingView.window else {
                if superview != nil { removeFromSuperview() }
                holder = nil
                return
            }
            var screen: UIView = presentingView
            while let superview = screen.superview, superview !== window { screen = superview }
            guard screen.superview === window else { return }
            holder = screen
            let subviews = window.subviews
            if superview === window, let index = subviews.firstIndex(where: { $0 === self }),
                let screenIndex = subviews.firstIndex(where: { $0 === screen }), screenIndex < index,
                DrawerScreenLayering.contentHostIsInPlace(below: window.drawerLayers(subviews[(screenIndex + 1)..<index], over: screen))
            {
                followPresentingView()
                return
            }
            window.insertDrawerHost(self, above: screen)
            followPresentingView()
        }

        /// Takes the presenting view's frame in the window, and hides the host while that view
        /// is not visible.
        func followPresentingView() {
            guard let presentingView, let window, superview === window, presentingView.window === window else { return }
            let frame = DrawerScreenLayering.contentHostFrame(for: presentingView.convert(presentingView.bounds, to: window))
            if self.frame != frame { self.frame = frame }
            let hidden = !presentingView.isVisibleOnScreen
            if isHidden != hidden { isHidden = hidden }
        }

        /// Follows the presenting view first (it may have moved without a layout of its own: a
        /// scroll view around it scrolled), then takes what the drawers take there.
        public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            let inWindow = convert(point, to: nil)
            followPresentingView()
            guard !isHidden else { return nil }
            return super.hitTest(convert(inWindow, from: nil), with: event)
        }
    }
#endif
