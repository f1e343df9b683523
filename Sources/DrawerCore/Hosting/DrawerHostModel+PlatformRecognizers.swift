import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The hosting rules for toolkits whose recognizers hit-test and pass a threshold themselves
/// (UIKit): which view takes a touch, and whether a recognizer that moved may begin.
extension DrawerHostModel {
    /// Whether the host view itself takes a touch at `point` (UIKit's `point(inside:with:)`):
    /// wherever ``hitTest(_:)`` names a panel, a handle or a dimming view, but not the edge
    /// region of a closed side drawer. That strip lies over the app's own controls (a leading
    /// navigation-bar button, the start of every row: 10 % of a 390-pt phone is 39 pt), so a tap
    /// there must reach them; the edge swipe is taken by a recognizer on the view behind the
    /// host, which begins only when ``isEdgeSwipeStart(_:)`` and the drag's direction say so.
    package func takesTouch(at point: CGPoint) -> Bool {
        switch hitTest(point) {
        case .passThrough, .edgeRegion: false
        case .content, .handle, .dimming: true
        }
    }

    /// Whether a press at `point` lies in the edge region of a closed drawer (and nothing above
    /// covers it): where the edge-swipe recognizer behind the host may begin.
    package func isEdgeSwipeStart(_ point: CGPoint) -> Bool {
        isEdgeSwipeStart(point, systemBackSwipeAvailable: false)
    }

    /// Whether a press at `point` starts a closed drawer's edge swipe while the platform may
    /// take a back swipe from the container's leading edge (`systemBackSwipeAvailable`: on iOS,
    /// a navigation stack with a controller to pop). The back swipe wins: people expect a swipe
    /// from the leading edge to go back wherever iOS offers it, so a drawer attached to the
    /// leading side (left in left-to-right, right in right-to-left) yields its whole edge region
    /// then, and opens from it again once the stack is at its root. Drawers on any other side
    /// answer as ``isEdgeSwipeStart(_:)``. The back swipe of the drawer's own screen counts too
    /// (``DrawerEdgeSwipeScope/area(_:systemBackSwipeAvailable:)``).
    package func isEdgeSwipeStart(_ point: CGPoint, systemBackSwipeAvailable: Bool) -> Bool {
        guard case .edgeRegion(let id) = hitTest(point) else { return false }
        let backSwipe = systemBackSwipeAvailable || entries[id]?.edgeSwipeScope.offersBackSwipe == true
        guard backSwipe, let engine = engine(of: id) else { return true }
        return engine.layout.side != DrawerEdge.leading.physical(in: container.layoutDirection)
    }

    /// A platform pan recognizer that has passed its own movement threshold asks whether it may
    /// begin (UIKit's `gestureRecognizerShouldBegin`): the press at `point` and the travel so far,
    /// `translation`, both in container coordinates. Returns the drawer that claims the drag, or
    /// `nil` when the recognizer must fail and leave the touch to the content.
    ///
    /// A position alone is not enough to decide: a horizontal swipe on a carousel or on a row's
    /// swipe actions inside a bottom sheet starts on the sheet too. The drawer's own claim rule
    /// decides with the direction (travel along its axis at least as long as across it); a drag
    /// it rejects is cancelled here, so the drawer stays where it was and emits nothing. A drag
    /// still undecided (no travel at all) is allowed to begin: the recognizer has no later chance
    /// to ask, and the next step decides it.
    ///
    /// Asking again for the same press and travel answers from the drag already begun: UIKit asks
    /// both the recognizer's view and its delegate, and the host is both; a second press would
    /// end the first drag and take the travel twice.
    @discardableResult
    package mutating func beginRecognizedDrag(at point: CGPoint, translation: CGPoint, time: Double) -> ID? {
        if let owner = dragOwner, let press = recognizedPress, press.point == point, press.translation == translation,
            let state = engine(of: owner)?.dragState, state != .none
        {
            return owner
        }
        recognizedPress = nil
        guard let owner = dragBegan(at: point, time: time) else { return nil }
        switch dragChanged(translation: translation, time: time) {
        case .tracking, .pending:
            recognizedPress = (point, translation)
            return owner
        case .none:
            dragCancelled(time: time)
            return nil
        }
    }
}
