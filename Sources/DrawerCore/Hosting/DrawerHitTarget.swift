import Foundation

/// What a point in the host's container is over, by the `DrawerHostModel`'s rules
/// (`DrawerHostModel.hitTest(_:)`).
package enum DrawerHitTarget<ID: Hashable & Sendable>: Sendable, Hashable {
    /// The visible, interactive content of the drawer: taps and the content's own gestures go to
    /// the app's views there; a drag there may still move the drawer after the minimum distance,
    /// unless the drawer's ``DrawerHostDrawerOptions/dragsFromContent`` is off (seed 000).
    case content(ID)
    /// The drawer's handle, or a part of its panel that only drags (content not interactive at
    /// this detent, or while the drawer is dragged).
    case handle(ID)
    /// The dimming behind the drawer: a tap closes the drawer (or collapses one that cannot
    /// close); nothing behind it is reachable.
    case dimming(ID)
    /// The edge region of a closed drawer that an edge swipe may open (seed 003).
    case edgeRegion(ID)
    /// None of the drawers: the event belongs to what is behind them.
    case passThrough

    /// The drawer the point belongs to, if any.
    package var drawer: ID? {
        switch self {
        case .content(let id), .handle(let id), .dimming(let id), .edgeRegion(let id): id
        case .passThrough: nil
        }
    }
}
