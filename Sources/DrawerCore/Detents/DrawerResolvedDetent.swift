import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A detent turned into a length for one container: a stop the drawer can rest at.
public struct DrawerResolvedDetent: Sendable, Hashable, CustomStringConvertible {
    /// The identity of the detent that owns this stop.
    public var identifier: DrawerDetent.Identifier
    /// How far the drawer is revealed at this stop, in points. Finite and not negative.
    public var extent: CGFloat
    /// Whether a drag can come to rest here. Programmatic-only stops (seed 000's detents that
    /// are not in `interactiveDetents`) are reachable from code only.
    public var isInteractive: Bool

    /// Creates a stop.
    public init(identifier: DrawerDetent.Identifier, extent: CGFloat, isInteractive: Bool = true) {
        self.identifier = identifier
        self.extent = extent.nonNegativeFinite
        self.isInteractive = isInteractive
    }

    /// Whether the drawer is hidden at this stop.
    public var isClosed: Bool { extent == 0 }

    /// The identifier and length, for logs and test failures.
    public var description: String {
        "\(identifier.rawValue)@\(extent)\(isInteractive ? "" : " (programmatic)")"
    }
}
