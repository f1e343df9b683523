import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Where a closed drawer with an edge region (a side menu, seed 003) may be opened by an edge
/// swipe: the screen that owns it, as its adapter last found it.
///
/// A side menu belongs to the screen that presents it. Its host may cover more than that screen
/// (SwiftUI's window-level host covers the window), so the adapter tells the model, for each
/// press, whether the press is on the menu's screen and that screen is the visible one; the model
/// then admits the edge region only there (``DrawerHostModel/hitTest(_:)``,
/// ``DrawerHostModel/isEdgeSwipeStart(_:systemBackSwipeAvailable:)``).
package enum DrawerEdgeSwipeScope: Sendable, Equatable {
    /// Anywhere along the container's edge (a host that covers only the drawer's screen: GTK's,
    /// UIKit's own). The default.
    case container
    /// Only inside `area` (container coordinates), the drawer's screen; with
    /// `systemBackSwipeAvailable` when that screen is in a navigation stack that can go back, whose
    /// back swipe then wins at the leading edge.
    case area(CGRect, systemBackSwipeAvailable: Bool)
    /// Nowhere: the drawer's screen is not the visible one (covered by a modal, pushed under
    /// another page, out of the window).
    case none

    /// Whether a press at `point` may start the drawer's edge swipe.
    func admits(_ point: CGPoint) -> Bool {
        switch self {
        case .container: true
        case .area(let area, _): area.contains(point)
        case .none: false
        }
    }

    /// Whether the drawer's screen offers a back swipe.
    var offersBackSwipe: Bool {
        if case .area(_, let available) = self { return available }
        return false
    }
}

extension DrawerHostModel {
    /// Scopes the edge swipe of `id` (``DrawerEdgeSwipeScope``); an adapter sets it for the
    /// press it is about to offer. Unknown ids are ignored; returns whether `id` is here.
    @discardableResult
    package mutating func setEdgeSwipeScope(_ scope: DrawerEdgeSwipeScope, for id: ID) -> Bool {
        guard entries[id] != nil else { return false }
        entries[id]?.edgeSwipeScope = scope
        return true
    }

    /// The edge-swipe scope of `id` (``DrawerEdgeSwipeScope/container`` until one is set).
    package func edgeSwipeScope(of id: ID) -> DrawerEdgeSwipeScope? { entries[id]?.edgeSwipeScope }

    /// Whether some drawer here may be opened by an edge swipe (it has an edge region and is not
    /// leaving): only then does an adapter need an edge recognizer beyond its host, so a screen
    /// without a side drawer has none.
    package var takesEdgeSwipes: Bool {
        entries.values.contains { !$0.isLeaving && $0.configuration.gesture.edgeRegionFraction != nil }
    }
}
