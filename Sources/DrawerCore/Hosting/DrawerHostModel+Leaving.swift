import Foundation

extension DrawerHostModel {
    /// Closes `id` with its spring because what presented it is gone for good (SwiftUI ended the
    /// presenting view's identity; a UIKit app dropped the anchor), so the adapter can remove it
    /// once ``isReadyForRemoval(_:)`` says so.
    ///
    /// From now on the drawer is leaving: it takes no touch (points over it reach what is below,
    /// as they do while a UIKit or SwiftUI sheet is being dismissed), a drag that owned it ends
    /// where it is, its scroll views stop handing their drags over, and its bindings and the
    /// app's commands no longer move it. Without this a person could catch the closing drawer
    /// and leave it open with nothing left to close it (found by the SwiftUI storm: a drag on
    /// a sheet whose presenter had just gone left it at large for good). Unknown ids are
    /// ignored; calling it again changes nothing.
    package mutating func closeForRemoval(_ id: ID, time: Double) {
        guard var entry = entries[id], !entry.isLeaving else { return }
        advance(to: time)
        if dragOwner == id {
            stack.withLayer(id) { $0.dragEnded(time: time, velocity: .zero) }
            dragOwner = nil
        }
        stopTrackingScrollView(in: id, time: time)
        entry.isLeaving = true
        entries[id] = entry
        // The engine's close for an ended presentation (a held dismissal is withdrawn, the app's
        // willSettle hook is not asked); without a closed stop it stays where it is and is
        // removed there. A drawer already closed or closing (its presenter's close closed it) is
        // not closed again: it reports one dismissal, with the cause it closed for.
        if let engine = engine(of: id), !isClosedOrClosing(engine) || engine.isWaitingForDismissalAnswer {
            stack.withLayer(id) { _ = $0.closeEndingPresentation(time: time) }
        }
        collect()
    }

    /// Whether `id` is leaving (``closeForRemoval(_:time:)``).
    package func isLeaving(_ id: ID) -> Bool { entries[id]?.isLeaving == true }

    /// Whether the adapter should remove `id` now: it is leaving and has come to rest (closed,
    /// or where it stays when it has no closed detent to go to).
    package func isReadyForRemoval(_ id: ID) -> Bool { isLeaving(id) && !isBusy(id) }
}
