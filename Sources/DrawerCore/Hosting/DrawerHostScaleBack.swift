import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How far the drawers of a `DrawerHostModel` push back what lies behind them now: the app's
/// content and each drawer (the iOS page sheet, vaul). Only drawers with
/// ``DrawerHostDrawerOptions/scalesBackBehind`` push; the geometry is ``DrawerScaleBack``'s.
///
/// An adapter draws each effect as a scale about the centre of what it pushes, a corner radius,
/// and a translation in container coordinates (``contentTranslation``,
/// ``drawerTranslation(_:)``), so which way things move is decided here, not by the adapter.
package struct DrawerHostScaleBack<ID: Hashable & Sendable>: Sendable, Hashable {
    /// The effect on the app's content behind every drawer.
    package var content: DrawerScaleBack
    /// The screen side of the drawer the content follows: the content moves towards it (down
    /// behind a bottom sheet). `.bottom` while nothing pushes the content.
    package var contentSide: DrawerPhysicalEdge
    /// The effect on each drawer pushed back by the one above it; drawers not named are not.
    package var drawers: [ID: DrawerScaleBack]
    /// The screen side each pushed drawer is attached to: its own offset runs along it (a
    /// covered bottom sheet lifts, away from the bottom).
    package var drawerSides: [ID: DrawerPhysicalEdge]

    /// Creates an effect; nothing is pushed back by default.
    package init(
        content: DrawerScaleBack = .none, contentSide: DrawerPhysicalEdge = .bottom,
        drawers: [ID: DrawerScaleBack] = [:], drawerSides: [ID: DrawerPhysicalEdge] = [:]
    ) {
        self.content = content
        self.contentSide = contentSide
        self.drawers = drawers
        self.drawerSides = drawerSides
    }

    /// The effect on the drawer `id`: ``DrawerScaleBack/none`` unless one above pushes it.
    package func drawer(_ id: ID) -> DrawerScaleBack { drawers[id] ?? .none }

    /// How far to move the content after scaling it, in container coordinates (x right, y down).
    package var contentTranslation: CGPoint { content.translation(towards: contentSide) }

    /// How far to move the drawer `id` after scaling it, in container coordinates; zero unless a
    /// drawer above pushes it.
    package func drawerTranslation(_ id: ID) -> CGPoint {
        drawer(id).translation(towards: drawerSides[id] ?? .bottom)
    }

    /// The effect of two hosts drawn one over the other, each with its own model (SwiftUI's
    /// window-level drawers run one model per drawer): the content follows the lower host when
    /// one of its drawers pushes it, else the upper one, as one model's content follows its
    /// bottom-most pushing drawer. Neither host knows the other's drawers, so no drawer is pushed
    /// back across hosts; the drawers' effects of both are kept, the lower host's for an id both
    /// name.
    package func combined(withHostAbove above: DrawerHostScaleBack) -> DrawerHostScaleBack {
        var result = content == .none ? above : self
        result.drawers = drawers.merging(above.drawers) { lower, _ in lower }
        result.drawerSides = drawerSides.merging(above.drawerSides) { lower, _ in lower }
        return result
    }
}

extension DrawerScaleBack {
    /// The effect's ``offset`` as a translation in container coordinates (x right, y down), for a
    /// drawer attached to `side`: positive offsets move towards that side.
    package func translation(towards side: DrawerPhysicalEdge) -> CGPoint {
        switch side {
        case .bottom: CGPoint(x: 0, y: offset)
        case .top: CGPoint(x: 0, y: -offset)
        case .left: CGPoint(x: -offset, y: 0)
        case .right: CGPoint(x: offset, y: 0)
        }
    }
}
