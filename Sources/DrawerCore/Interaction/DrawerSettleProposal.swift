import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Where the engine is about to send a drawer, shown to the
/// ``DrawerConfiguration/willSettle`` hook so the app can pick another stop (FloatingPanel's
/// `willEndDragging(targetState: inout)`).
public struct DrawerSettleProposal: Sendable, Hashable {
    /// The stop the engine chose.
    public var target: DrawerDetent.Identifier
    /// The drawer's extent now.
    public var extent: CGFloat
    /// The velocity the animation starts with (points per second, positive opening).
    public var velocity: CGFloat
    /// Why the drawer is settling.
    public var reason: Reason

    /// Why a drawer settles.
    public enum Reason: Sendable, Hashable {
        /// A drag or wheel gesture ended.
        case release
        /// The app asked for a detent (including accessibility actions and a dismissal command;
        /// not a close that ends the presentation, which is never proposed).
        case programmatic
    }

    /// Creates a proposal.
    public init(target: DrawerDetent.Identifier, extent: CGFloat, velocity: CGFloat, reason: Reason) {
        self.target = target
        self.extent = extent
        self.velocity = velocity
        self.reason = reason
    }
}
