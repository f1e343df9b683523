import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Which ``DrawerDetentShape`` each stop of a drawer takes.
///
/// A stop named in ``perDetent`` takes that shape. Otherwise a stop that reaches the far safe
/// area (its extent is within half a point of the available length minus the far safe-area
/// inset: a sheet whose top is at the status bar) takes ``fullHeight``, and every other open stop
/// takes ``partial`` — the iOS 26 rule: partial-height sheets float, a full-height sheet anchors
/// to the screen's edges (WWDC25 session 323, "Adopting Liquid Glass"). The closed stop takes the
/// shape of the smallest open stop with no edge inset, so a drawer slides in from its edge and
/// lifts off it as it opens, without a step.
///
/// ```swift
/// var style = DrawerStyle.iOS26Sheet()
/// style.shape?.perDetent["peek"] = DrawerDetentShape(edgeInset: 16, sideInset: 16,
///     freeCorners: .radius(24), edgeCorners: .concentric(minimum: 24), materialBlend: 0)
/// ```
public struct DrawerShapeStyle: Sendable, Hashable {
    /// The shape of open stops below full height.
    public var partial: DrawerDetentShape
    /// The shape of a stop that reaches the far safe area.
    public var fullHeight: DrawerDetentShape
    /// Shapes chosen per detent; they win over ``partial`` and ``fullHeight``.
    public var perDetent: [DrawerDetent.Identifier: DrawerDetentShape]

    /// Creates a shape style.
    public init(
        partial: DrawerDetentShape,
        fullHeight: DrawerDetentShape? = nil,
        perDetent: [DrawerDetent.Identifier: DrawerDetentShape] = [:]
    ) {
        self.partial = partial
        self.fullHeight = fullHeight ?? partial
        self.perDetent = perDetent
    }

    /// The shape for `stop` in `context` (before the layout limits insets to the container).
    func shape(for stop: DrawerResolvedDetent, in context: DrawerDetentContext) -> DrawerDetentShape {
        if let chosen = perDetent[stop.identifier] { return chosen }
        let fullLength = context.availableLength - context.farSafeAreaInset
        return stop.extent >= fullLength - Self.fullHeightTolerance ? fullHeight : partial
    }

    /// How close to the far safe area a stop must reach to count as full height, in points.
    public static let fullHeightTolerance: CGFloat = 0.5
}
