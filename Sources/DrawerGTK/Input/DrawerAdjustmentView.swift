#if os(Linux)
    import CGtk
    import DrawerCore
    import Foundation

    /// A GTK scrolled window seen as DrawerCore's `DrawerTrackableScrollView`: the adjustment
    /// along the drawer's axis gives offset and lengths, and the host's drag gesture gives the
    /// finger (GTK's scrolled window does not drag with a mouse, so the drawer's gesture is the
    /// only finger there is). A snapshot: made for each observation.
    struct DrawerAdjustmentView: DrawerTrackableScrollView {
        var drawerContentOffset: CGPoint
        var drawerContentInset = DrawerInsets.zero
        var drawerContentSize: CGSize
        var drawerViewportSize: CGSize
        var drawerIsTracking: Bool
        var drawerIsDecelerating = false
        var drawerPanTranslation: CGPoint
        var drawerPanVelocity = CGPoint.zero

        /// `binding`'s adjustment now, with the finger `finger` (translation since the press)
        /// when one is down on this drawer's list.
        @MainActor
        init(_ binding: DrawerScrollBinding, vertical: Bool, finger: CGPoint?) {
            let state = binding.state
            drawerContentOffset = vertical ? CGPoint(x: 0, y: state.offset) : CGPoint(x: state.offset, y: 0)
            drawerContentSize =
                vertical
                ? CGSize(width: 0, height: state.contentLength) : CGSize(width: state.contentLength, height: 0)
            drawerViewportSize =
                vertical
                ? CGSize(width: 0, height: state.viewportLength) : CGSize(width: state.viewportLength, height: 0)
            drawerIsTracking = finger != nil
            drawerPanTranslation = finger ?? .zero
        }
    }
#endif
