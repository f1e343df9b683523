import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension DrawerDetent {
    /// Closed: the drawer is hidden behind its edge.
    public static let closed = DrawerDetent(identifier: .closed, kind: .closed)

    /// Seed 001's name for ``closed``.
    public static let hidden = closed

    /// 5 % of the container (seed 000's `small`).
    public static let small = fraction(0.05, identifier: .small)

    /// Half of the container.
    public static let medium = fraction(0.5, identifier: .medium)

    /// The whole container (clamped to what the keyboard leaves free).
    public static let large = fraction(1, identifier: .large)

    /// Fitted to the content's measured length (seed 001's medium).
    public static let fit = fitToContent(identifier: .fit)

    /// A fraction of the container's length along the drawer's axis.
    ///
    /// The fraction is clamped to ``all`` (seed 000); NaN becomes 0 rather than crashing.
    /// Without an identifier, a value that a named detent has *is* that detent (1 is ``large``,
    /// 0.5 ``medium``, 0.05 ``small``, 0 ``closed``): seed 000 names detents by value, so
    /// `1.0` and `.large` must be one identity (the rule: `DrawerDetent+FractionIdentity.swift`).
    /// - Parameters:
    ///   - value: the fraction of the container, 0…1.
    ///   - identifier: defaults to the named detent at the value, else a name derived from the
    ///     value, e.g. `fraction-0.25`.
    public static func fraction(_ value: CGFloat, identifier: Identifier? = nil) -> DrawerDetent {
        let clamped = value.clamped(to: all)
        guard let identifier else { return unnamedFraction(clamped) }
        return DrawerDetent(identifier: identifier, kind: .fraction(clamped))
    }

    /// The container's length divided by `divisor` (UCSheetView's fractional detent).
    ///
    /// A divisor that is zero, negative or not finite makes the detent inactive: there is no
    /// length it could stand for.
    public static func fractional(divisor: CGFloat, identifier: Identifier) -> DrawerDetent {
        DrawerDetent(identifier: identifier, kind: .divisor(divisor))
    }

    /// A fixed length in points. Negative lengths resolve to the minimum panel length; NaN and
    /// infinity make the detent inactive.
    ///
    /// Without an identifier the detent is named after its length, `points-<length>` (as
    /// SwiftUI's `PresentationDetent.height(_:)` needs none): the same length is the same detent
    /// in every list and across updates, so `.points(240)` in a selection binding names the one
    /// in the detents.
    public static func points(_ length: CGFloat, identifier: Identifier? = nil) -> DrawerDetent {
        DrawerDetent(identifier: identifier ?? Identifier(rawValue: "points-\(length)"), kind: .points(length))
    }

    /// A fixed length in points along the drawer's axis, named after the length: SwiftUI's
    /// `PresentationDetent.height(_:)` spelling of ``points(_:identifier:)`` without an identifier
    /// (for a side drawer the length is its width).
    ///
    /// ```swift
    /// .drawerDetents([.height(240), .large])
    /// ```
    public static func height(_ height: CGFloat) -> DrawerDetent {
        points(height)
    }

    /// The available length minus `gap` points left free at the far edge (UCSheetView's offset
    /// from top). A negative gap counts as zero; NaN and infinity make the detent inactive.
    public static func offsetFromFarEdge(_ gap: CGFloat, identifier: Identifier) -> DrawerDetent {
        DrawerDetent(identifier: identifier, kind: .offsetFromFarEdge(gap))
    }

    /// The content's measured length plus the part of the safe area it sits over. Inactive
    /// until the adapter has measured the content.
    public static func fitToContent(identifier: Identifier = .fit) -> DrawerDetent {
        DrawerDetent(identifier: identifier, kind: .fitToContent)
    }

    /// A detent computed by `resolver` from the context each time the container changes.
    /// Returning `nil` makes it inactive for that context; NaN or infinity also do.
    public static func custom(
        identifier: Identifier,
        resolver: @escaping @Sendable (DrawerDetentContext) -> CGFloat?
    ) -> DrawerDetent {
        DrawerDetent(identifier: identifier, kind: .custom(resolver))
    }
}

extension DrawerDetent: ExpressibleByFloatLiteral {
    /// A fraction of the container, clamped to 0…1: the named detent at that value (`1.0` is
    /// ``large``), otherwise a fraction named after the value.
    public init(floatLiteral value: Double) {
        self = .fraction(CGFloat(value))
    }
}
