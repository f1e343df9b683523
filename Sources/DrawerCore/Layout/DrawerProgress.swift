import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Where a drawer is between two neighbouring stops.
///
/// Between `lower` and `upper`, ``fraction`` runs from 0 at `lower` to 1 at `upper`. At or
/// beyond the outermost stops, both name the same stop and the fraction is 0.
public struct DrawerProgress: Sendable, Hashable {
    /// The stop at or below the drawer.
    public var lower: DrawerDetent.Identifier
    /// The stop at or above the drawer.
    public var upper: DrawerDetent.Identifier
    /// How far from `lower` towards `upper`, 0…1.
    public var fraction: CGFloat

    /// Creates a progress value; the fraction is clamped to 0…1.
    public init(lower: DrawerDetent.Identifier, upper: DrawerDetent.Identifier, fraction: CGFloat) {
        self.lower = lower
        self.upper = upper
        self.fraction = fraction.clamped(to: 0...1)
    }
}
