import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension DrawerGrabberMetrics {
    /// The iOS 26 sheet's grabber: 36 × 5 pt, 5 pt below the top (measured by others from one
    /// view-hierarchy capture, DrawerKit issue 24; provisional).
    public static let iOS26Sheet = DrawerGrabberMetrics(width: 36, height: 5, offset: 5)

    /// Where the grabber sits on a panel whose drawn outline is `outline`, for a drawer on
    /// `side`: centred along the free edge, ``offset`` in from it, ``width`` along it and
    /// ``height`` across (turned for a side drawer, whose free edge is vertical).
    ///
    /// The grabber never leaves the outline: its length and thickness are limited to the
    /// outline's, and the offset to what is left; an empty outline gives an empty rectangle, a
    /// null, infinite or non-finite one `.zero`.
    public func rect(in outline: CGRect, side: DrawerPhysicalEdge) -> CGRect {
        guard !outline.isNull, !outline.isInfinite else { return .zero }
        let box = outline.standardized
        guard box.minX.isFinite, box.minY.isFinite, box.width.isFinite, box.height.isFinite else { return .zero }
        let along = side.isVertical ? box.width : box.height
        let across = side.isVertical ? box.height : box.width
        let length = min(width, along)
        let thickness = min(height, across)
        let inset = min(offset, across - thickness)
        let start = (along - length) / 2
        switch side {
        case .bottom: return CGRect(x: box.minX + start, y: box.minY + inset, width: length, height: thickness)
        case .top: return CGRect(x: box.minX + start, y: box.maxY - inset - thickness, width: length, height: thickness)
        case .left: return CGRect(x: box.maxX - inset - thickness, y: box.minY + start, width: thickness, height: length)
        case .right: return CGRect(x: box.minX + inset, y: box.minY + start, width: thickness, height: length)
        }
    }
}
