import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How much a drawer pushes back what lies behind it: the iOS page sheet's and vaul's
/// "background scale", following the drawer's progress.
///
/// At full progress the app's content is scaled to `(w − 26) / w` of its width, moved 14 pt
/// towards the drawer's edge (down, behind a bottom sheet, so a strip of backdrop shows at
/// the top) and given a corner radius of 8 pt — vaul's numbers (`WINDOW_TOP_OFFSET` 26 px,
/// 8 px radius, 14 px down). A drawer behind another drawer
/// is pushed back by 16 pt instead (vaul's `NESTED_DISPLACEMENT`). Everything is linear in the
/// drawer's open fraction, so a drag scales the background continuously. The engine computes
/// the geometry; adapters apply it as a transform.
public struct DrawerScaleBack: Sendable, Hashable {
    /// The scale to apply around the centre, in 0…1; 1 is untouched.
    public var scale: CGFloat
    /// The corner radius to give what is scaled, in points.
    public var cornerRadius: CGFloat
    /// How far to move what is scaled towards the drawer's own edge, in points (negative: away
    /// from it, as a covered drawer lifts by 16 pt).
    public var offset: CGFloat

    /// Nothing pushed back.
    public static let none = DrawerScaleBack(scale: 1, cornerRadius: 0, offset: 0)

    /// The width vaul takes off what is behind a drawer at full progress, in points.
    public static let insetWidth: CGFloat = 26
    /// How far a drawer behind another drawer is pushed back at full progress, in points.
    public static let nestedDisplacement: CGFloat = 16
    /// The corner radius of what is pushed back at full progress, in points.
    public static let fullCornerRadius: CGFloat = 8
    /// How far the app's content moves away from the drawer's edge at full progress, in points.
    public static let contentOffset: CGFloat = 14

    /// Creates an effect from its parts (sanitised: scale into 0…1, NaN → untouched).
    public init(scale: CGFloat, cornerRadius: CGFloat, offset: CGFloat) {
        self.scale = scale.isFinite ? scale.clamped(to: 0...1) : 1
        self.cornerRadius = cornerRadius.nonNegativeFinite
        self.offset = offset.isFinite ? offset : 0
    }

    /// The effect on the app's content behind a drawer open by `fraction` (0…1) in a container
    /// `width` points across the drawer's axis.
    public static func content(behindDrawerOpenBy fraction: CGFloat, width: CGFloat) -> DrawerScaleBack {
        effect(fraction: fraction, width: width, inset: insetWidth, offset: contentOffset)
    }

    /// The effect on a drawer covered by another drawer open by `fraction`.
    public static func drawer(behindDrawerOpenBy fraction: CGFloat, width: CGFloat) -> DrawerScaleBack {
        effect(fraction: fraction, width: width, inset: nestedDisplacement, offset: -nestedDisplacement)
    }

    /// Where `rect` is drawn under this effect: scaled about its centre, then moved ``offset``
    /// towards `side` (down for a bottom drawer's content; a negative offset lifts it away).
    /// Adapters that cannot transform a widget (a backdrop drawing the panel's shadow) draw at
    /// this rectangle; the corner radius is ``cornerRadius`` where one is drawn.
    public func applied(to rect: CGRect, towards side: DrawerPhysicalEdge) -> CGRect {
        guard self != .none, !rect.isNull, rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite,
            rect.height.isFinite
        else { return rect }
        let width = rect.width * scale
        let height = rect.height * scale
        let shift = translation(towards: side)
        return CGRect(
            x: rect.midX - width / 2 + shift.x, y: rect.midY - height / 2 + shift.y, width: width, height: height)
    }

    private static func effect(fraction: CGFloat, width: CGFloat, inset: CGFloat, offset: CGFloat) -> DrawerScaleBack {
        let p = fraction.isFinite ? fraction.clamped(to: 0...1) : 0
        guard width.isFinite, width > inset else { return .none }
        let fullScale = (width - inset) / width
        return DrawerScaleBack(scale: 1 - (1 - fullScale) * p, cornerRadius: fullCornerRadius * p, offset: offset * p)
    }
}
