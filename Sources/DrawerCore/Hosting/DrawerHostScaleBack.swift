import Foundation

/// How far the drawers of a ``DrawerHostModel`` push back what lies behind them now: the app's
/// content and each drawer (the iOS page sheet, vaul). Only drawers with
/// ``DrawerHostDrawerOptions/scalesBackBehind`` push; the geometry is ``DrawerScaleBack``'s.
public struct DrawerHostScaleBack<ID: Hashable & Sendable>: Sendable, Hashable {
    /// The effect on the app's content behind every drawer.
    public var content: DrawerScaleBack
    /// The effect on each drawer pushed back by the one above it; drawers not named are not.
    public var drawers: [ID: DrawerScaleBack]

    /// Creates an effect; nothing is pushed back by default.
    public init(content: DrawerScaleBack = .none, drawers: [ID: DrawerScaleBack] = [:]) {
        self.content = content
        self.drawers = drawers
    }

    /// The effect on the drawer `id`: ``DrawerScaleBack/none`` unless one above pushes it.
    public func drawer(_ id: ID) -> DrawerScaleBack { drawers[id] ?? .none }
}
