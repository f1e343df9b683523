import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension DrawerHostModel {
    /// How far in from each side of the container the drawers cover it now: for every drawer
    /// that shows, the part of its visible panel inside the container, measured from the edge it
    /// is attached to, and the largest of them per side.
    ///
    /// This is the drawers' geometry for the app behind them (a map's padding, a floating button
    /// that rides above the sheet). It follows every frame of a drag, a spring and a rubber band,
    /// so an adapter that publishes it when it changes gives the app live values. The sides are
    /// physical: a leading drawer covers the left in left-to-right and the right in right-to-left,
    /// as it is drawn. A narrow sheet still covers its edge by its height (the app decides what
    /// beside it stays usable). Dimming covers nothing here: it is not a panel. Closed drawers,
    /// and a container with no size, cover nothing.
    @_specialize(exported: true, where ID == String)
    @_specialize(exported: true, where ID == Int)
    package func coveredInsets() -> DrawerInsets {
        let bounds = CGRect(origin: .zero, size: container.size)
        guard bounds.width > 0, bounds.height > 0 else { return .zero }
        var covered = DrawerInsets.zero
        for layer in stack.layers where isShown(layer.id) {
            let visible = layer.engine.frame.visibleRect.intersection(bounds)
            guard !visible.isNull, visible.width > 0, visible.height > 0 else { continue }
            switch layer.engine.layout.side {
            case .bottom: covered.bottom = max(covered.bottom, bounds.maxY - visible.minY)
            case .top: covered.top = max(covered.top, visible.maxY - bounds.minY)
            case .left: covered.left = max(covered.left, visible.maxX - bounds.minX)
            case .right: covered.right = max(covered.right, bounds.maxX - visible.minX)
            }
        }
        return covered
    }
}
