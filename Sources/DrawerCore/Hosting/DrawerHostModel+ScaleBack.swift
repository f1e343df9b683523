import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension DrawerHostModel {
    /// What the drawers push back now, following their progress on every frame, with
    /// ``DrawerScaleBack``'s geometry (the rule of `DrawerStack.scaleBack(width:)`, limited to
    /// drawers with ``DrawerHostDrawerOptions/scalesBackBehind``): the app's content follows the
    /// bottom-most open drawer that pushes, and a pushing drawer pushes back the open drawer
    /// directly below it (a mini player's bar under a sheet, a sheet under a sheet). The width is
    /// the container's length across the pushing drawer's axis (a bottom sheet's width, a side
    /// drawer's height). Adapters draw it as a scale about the centre, a corner radius and the
    /// translation the result names (`DrawerHostScaleBack.contentTranslation`,
    /// `DrawerHostScaleBack.drawerTranslation(_:)`): the direction is the model's, from the
    /// pushing drawer's side (the content) or the pushed drawer's own side (a drawer).
    package var scaleBack: DrawerHostScaleBack<ID> {
        @_specialize(exported: true, where ID == String)
        @_specialize(exported: true, where ID == Int)
        get {
            let effects = stack.scaleBackEffects(
                pushing: { entries[$0.id]?.options.scalesBackBehind == true }, width: { crossLength(of: $0.id) })
            var result = DrawerHostScaleBack<ID>(content: effects.content)
            if let pusher = effects.contentPusher { result.contentSide = stack.layers[pusher].engine.layout.side }
            for (layer, effect) in zip(stack.layers, effects.layers) where effect != .none {
                result.drawers[layer.id] = effect
                result.drawerSides[layer.id] = layer.engine.layout.side
            }
            return result
        }
    }

    /// The container's length across the drawer's axis: its width for a top or bottom drawer.
    func crossLength(of id: ID) -> CGFloat {
        switch side(of: id) {
        case .left?, .right?: container.size.height
        default: container.size.width
        }
    }
}
