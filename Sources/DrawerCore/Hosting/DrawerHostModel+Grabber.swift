import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension DrawerHostModel {
    /// Where the grabber of `id` is drawn now, in the container's coordinates: its style's
    /// ``DrawerGrabberMetrics`` placed on the free edge of the panel's drawn outline
    /// (``DrawerFrame/visibleRect``), so it follows a floating panel's insets and a narrow
    /// panel's placement. `.null` for an unknown id or a drawer without a handle strip.
    package func grabberRect(of id: ID) -> CGRect {
        guard let engine = engine(of: id), let length = entries[id]?.options.handleLength, length > 0 else { return .null }
        return engine.configuration.style.grabber.rect(in: engine.frame.visibleRect, side: engine.layout.side)
    }
}
