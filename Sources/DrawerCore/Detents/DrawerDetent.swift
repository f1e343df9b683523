import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A resting position of a drawer, described relative to its container and resolved to a length
/// in points only when the container is known.
///
/// Detents are values with an ``Identifier``. Equality and hashing use the identifier only, so
/// a set of detents holds one detent per name (a custom resolver closure cannot be compared).
///
/// ```swift
/// let detents: [DrawerDetent] = [
///     .closed,
///     .points(120, identifier: "peek"),
///     .medium,
///     .offsetFromFarEdge(18, identifier: .large),
/// ]
/// ```
///
/// A float literal is a fraction of the container, clamped to 0…1 as in seed 000:
/// `let third: DrawerDetent = 0.33`. A literal at a named detent's value is that detent
/// (`1.0` is ``large``, `0.0` is ``closed``), so seed 000's `.detents([.large])` and
/// `.interactiveDetents([1.0])` name the same one.
public struct DrawerDetent: Sendable, Hashable, CustomStringConvertible {
    /// How a detent turns a container into a length.
    public enum Kind: Sendable {
        /// A fraction of the container's length along the drawer's axis, 0…1.
        case fraction(CGFloat)
        /// The container's length divided by a divisor (UCSheetView's `fractional(divisor:)`).
        case divisor(CGFloat)
        /// A fixed length in points (UCSheetView's `absolute(height:)`).
        case points(CGFloat)
        /// The available length minus a gap left at the far edge (UCSheetView's
        /// `absolute(offsetFromTop:)`, FloatingPanel's full state 18 pt below the top).
        case offsetFromFarEdge(CGFloat)
        /// The content's own measured length plus the safe area under it.
        case fitToContent
        /// An app-supplied resolver; returning `nil` makes the detent inactive for that context
        /// (like iOS 16's `custom(identifier:resolver:)`).
        case custom(@Sendable (DrawerDetentContext) -> CGFloat?)
        /// Fully closed: extent zero, exempt from the minimum panel length.
        case closed
    }

    /// The detent's identity.
    public var identifier: Identifier
    /// How the detent resolves.
    public var kind: Kind

    /// Creates a detent from an identifier and a kind.
    ///
    /// Prefer the factory methods (``fraction(_:identifier:)``, ``points(_:identifier:)``…),
    /// which apply the documented clamping to their arguments.
    public init(identifier: Identifier, kind: Kind) {
        self.identifier = identifier
        self.kind = kind
    }

    /// Compares identifiers only.
    public static func == (lhs: DrawerDetent, rhs: DrawerDetent) -> Bool {
        lhs.identifier == rhs.identifier
    }

    /// Hashes the identifier only.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
    }

    /// The identifier and kind, for logs and test failures.
    public var description: String {
        "\(identifier.rawValue)(\(kind.summary))"
    }
}

extension DrawerDetent.Kind {
    var summary: String {
        switch self {
        case .fraction(let value): "fraction \(value)"
        case .divisor(let value): "divisor \(value)"
        case .points(let value): "\(value) pt"
        case .offsetFromFarEdge(let value): "\(value) pt from far edge"
        case .fitToContent: "fit to content"
        case .custom: "custom"
        case .closed: "closed"
        }
    }
}
