#if canImport(SwiftUI) && (os(iOS) || os(macOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    /// Draws a host model's scale-back of the content on the view the drawers are presented over:
    /// clipped to a rounded rectangle of the effect's corner radius, scaled about its centre, then
    /// moved by the model's translation. Layout is untouched, so the drawers over it do not move.
    ///
    /// The modifiers are always there (a conditional modifier would give the content a new
    /// identity, and reset its state, each time a drawer starts or stops pushing); while nothing
    /// pushes they change nothing, the clip included (`DrawerScaleBackClip`).
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
                .clipShape(DrawerScaleBackClip(cornerRadius: effect.cornerRadius, isActive: effect != .none))
                .scaleEffect(effect.scale)
                .offset(x: x, y: translation.y)
        }
    }

    /// The clip of a pushed-back view: its rounded frame while pushed; otherwise a rectangle far
    /// beyond it, so what the view draws outside its frame (a background under the safe area, a
    /// shadow) is not cut while nothing pushes it.
    struct DrawerScaleBackClip: Shape {
        var cornerRadius: CGFloat
        var isActive: Bool

        nonisolated func path(in rect: CGRect) -> Path {
            let clip = isActive ? rect : rect.insetBy(dx: -100_000, dy: -100_000)
            return RoundedRectangle(cornerRadius: isActive ? cornerRadius : 0, style: .continuous).path(in: clip)
        }
    }
#endif
