#if canImport(SwiftUI) && (os(iOS) || os(macOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    /// Draws a host model's scale-back of the content on the view the drawers are presented over:
    /// clipped to a rounded rectangle of the effect's corner radius, scaled about its centre, then
    /// moved by the model's translation. Layout is untouched, so the drawers over it do not move.
    struct DrawerScaleBackEffect: ViewModifier {
        let scaleBack: DrawerHostScaleBack<Int>
        @Environment(\.layoutDirection) private var layoutDirection

        func body(content: Content) -> some View {
            let effect = scaleBack.content
            let translation = scaleBack.contentTranslation
            // The model's translation is physical (x to the right); SwiftUI mirrors horizontal
            // offsets in a right-to-left layout, so x is mirrored back there.
            let x = layoutDirection == .rightToLeft ? -translation.x : translation.x
            content
                .clipShape(RoundedRectangle(cornerRadius: effect.cornerRadius, style: .continuous))
                .scaleEffect(effect.scale)
                .offset(x: x, y: translation.y)
        }
    }
#endif
