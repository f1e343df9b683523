import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension DrawerLayout {
    /// The rectangle an adapter fills with the panel's background and rounds with
    /// ``DrawerPanelShape/corners``, in the container's coordinates.
    ///
    /// A floating panel (``hasEdgeInset``) ends at its outline, ``DrawerFrame/visibleRect``, so
    /// the gap it keeps from the container's edge stays empty; an edge-attached panel is
    /// ``DrawerFrame/panelRect``, which runs on past the container's edge (behind the keyboard,
    /// under a rubber band, under a push-back's scale) so no gap ever opens behind it. Both share
    /// the free edge and the placement across the axis, so the free corners are the outline's.
    public func drawnRect(of frame: DrawerFrame) -> CGRect {
        hasEdgeInset ? frame.visibleRect : frame.panelRect
    }
}
