import Foundation

extension DrawerHostModel {
    /// What the drawers push back now, following their progress on every frame, with
    /// ``DrawerScaleBack``'s geometry (the rule of ``DrawerStack/scaleBack(width:)``, limited to
    /// drawers with ``DrawerHostDrawerOptions/scalesBackBehind``): the app's content follows the
    /// bottom-most open drawer that pushes, and a pushing drawer pushes back the open drawer
    /// directly below it (a mini player's bar under a sheet, a sheet under a sheet). The width is
    /// the container's length across the pushing drawer's axis (a bottom sheet's width, a side
    /// drawer's height). Adapters draw it as a scale about the centre, a corner radius and an
    /// offset along the axis.
    public var scaleBack: DrawerHostScaleBack<ID> {
        let effects = stack.scaleBack(
            pushing: { entries[$0.id]?.options.scalesBackBehind == true }, width: { crossLength(of: $0.id) })
        var result = DrawerHostScaleBack<ID>(content: effects.content)
        for (layer, effect) in zip(stack.layers, effects.layers) where effect != .none {
            result.drawers[layer.id] = effect
        }
        return result
    }

    /// The container's length across the drawer's axis: its width for a top or bottom drawer.
    func crossLength(of id: ID) -> CGFloat {
        switch side(of: id) {
        case .left?, .right?: container.size.height
        default: container.size.width
        }
    }
}
