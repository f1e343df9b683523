import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a detent can see when it resolves: lengths along the drawer's axis, in points.
///
/// Given to ``DrawerDetent/custom(identifier:resolver:)`` closures. Every value is finite and
/// not negative.
public struct DrawerDetentContext: Sendable, Hashable {
    /// The container's length along the drawer's axis.
    public var containerLength: CGFloat
    /// The container's length across the axis.
    public var crossLength: CGFloat
    /// How much of the axis is left once an obstruction (keyboard) on the drawer's edge is
    /// taken away. No detent resolves beyond it.
    public var availableLength: CGFloat
    /// The obstruction's length on the drawer's edge.
    public var obstructionLength: CGFloat
    /// The safe-area inset on the drawer's own edge (home indicator for a bottom sheet).
    public var nearSafeAreaInset: CGFloat
    /// The safe-area inset on the far edge (status bar for a bottom sheet).
    public var farSafeAreaInset: CGFloat
    /// The content's measured length, if the adapter has measured it.
    public var contentFittingLength: CGFloat?
    /// The shortest length any open detent may resolve to.
    public var minimumLength: CGFloat

    /// Creates a context; prefer ``init(container:edge:minimumLength:)``.
    public init(
        containerLength: CGFloat, crossLength: CGFloat, availableLength: CGFloat,
        obstructionLength: CGFloat, nearSafeAreaInset: CGFloat, farSafeAreaInset: CGFloat,
        contentFittingLength: CGFloat?, minimumLength: CGFloat
    ) {
        self.containerLength = containerLength.nonNegativeFinite
        self.crossLength = crossLength.nonNegativeFinite
        self.availableLength = availableLength.nonNegativeFinite
        self.obstructionLength = obstructionLength.nonNegativeFinite
        self.nearSafeAreaInset = nearSafeAreaInset.nonNegativeFinite
        self.farSafeAreaInset = farSafeAreaInset.nonNegativeFinite
        self.contentFittingLength = contentFittingLength.map(\.nonNegativeFinite)
        self.minimumLength = minimumLength.nonNegativeFinite
    }

    /// The context for a drawer on `edge` of `container`.
    ///
    /// The obstruction is capped at the container's length, and the minimum length at the
    /// available length, so that the clamping range is never empty.
    public init(container: DrawerContainer, edge: DrawerEdge, minimumLength: CGFloat = 0) {
        let side = edge.physical(in: container.layoutDirection)
        let length = side.axisLength(of: container.size)
        let obstruction = min(side.inset(of: container.obstruction), length)
        let available = length - obstruction
        self.init(
            containerLength: length,
            crossLength: side.crossLength(of: container.size),
            availableLength: available,
            obstructionLength: obstruction,
            nearSafeAreaInset: side.inset(of: container.safeArea),
            farSafeAreaInset: side.opposite.inset(of: container.safeArea),
            contentFittingLength: container.contentFittingLength,
            minimumLength: min(minimumLength.nonNegativeFinite, available))
    }

    /// The part of the near safe area not already covered by the obstruction: a keyboard hides
    /// the home indicator, so content resting on the keyboard needs no extra room for it.
    public var uncoveredNearSafeAreaInset: CGFloat {
        max(0, nearSafeAreaInset - obstructionLength)
    }
}
