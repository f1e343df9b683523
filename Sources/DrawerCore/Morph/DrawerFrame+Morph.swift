import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension DrawerFrame {
    /// This frame drawn as `morph`, whose end is `end` (the frame at the smallest open stop):
    /// the outline and corners become the morph's, the content fades as it says, and the panel
    /// keeps the end's size, moved so its outline's top-left corner sits at the morph's — an
    /// adapter lays the content out once, at its end size, and clips it to the outline, so
    /// nothing is laid out smaller than its minimum. Extent, dimming, progress and the content
    /// context stay the engine's: the spring, the drag and the dimming know nothing of the morph.
    package func drawn(as morph: DrawerMorph, end: DrawerFrame, container: CGSize) -> DrawerFrame {
        var frame = self
        let shift = CGPoint(x: morph.rect.minX - end.visibleRect.minX, y: morph.rect.minY - end.visibleRect.minY)
        frame.visibleRect = morph.rect
        frame.panelRect = end.panelRect.offsetBy(dx: shift.x, dy: shift.y)
        // The content keeps its end size (adapters clip it to the outline; hit-testing already
        // intersects it with the outline).
        frame.contentRect = end.contentRect.offsetBy(dx: shift.x, dy: shift.y)
        frame.cornerRadius = morph.corners.maximum
        frame.shape.corners = morph.corners
        frame.shape.insets = DrawerInsets(
            top: morph.rect.minY, left: morph.rect.minX,
            bottom: container.height - morph.rect.maxY, right: container.width - morph.rect.maxX)
        frame.contentOpacity = morph.contentOpacity
        return frame
    }
}
