import Foundation

extension DrawerHostModel {
    /// The host's view left the screen (GTK: the overlay was unmapped, hidden or removed; UIKit:
    /// the host view left its window): every drag ends as a release with no velocity, and every
    /// drawer comes to rest at once.
    ///
    /// A drag that loses its page, its window or its gesture must still end, or its drawer
    /// would come back mid-way, between detents, still owning the drag. So the pointer drag, a
    /// tracked scroll view's drag and every wheel gesture end as releases at rest, through the
    /// normal settle, dismissal-hold and event rules (a release past the threshold of a drawer
    /// that confirms its dismissals is held there), and each drawer's settle, spring to its
    /// threshold or content glide ends now: nothing is drawn off screen, and GTK does not tick
    /// an unmapped widget. Every `willBeginDragging` is thus followed by its settle or
    /// dismissal before this returns. Nothing else changes: the drawers stay presented, and
    /// the next input finds them at rest.
    package mutating func viewLeftScreen(time: Double) {
        advance(to: time)
        dragLost(time: time)
        for layer in stack.layers {
            stack.withLayer(layer.id) { $0.leaveScreen(time: time) }
        }
        collect()
    }

    /// The platform took the drag away because the view lost it (GTK cancels a gesture's
    /// sequence when its widget is unmapped or a grab takes the pointer; UIKit cancels the
    /// touches of a view that leaves its window): the drag ends as a release with no velocity,
    /// through the normal settle and dismissal-hold rules, where it is.
    ///
    /// Unlike ``dragCancelled(time:)`` (a system gesture took over, the drawer goes back to where
    /// the drag started), nothing says the person meant to undo the drag: it ends as a finger
    /// that stopped and lifted would. Without a drag in progress nothing happens.
    package mutating func dragLost(time: Double) {
        advance(to: time)
        guard let owner = dragOwner else { return }
        if isTrackedDrag {
            releaseTrackedDrag(of: owner, time: time)
        } else {
            dragOwner = nil
            stack.withLayer(owner) { $0.dragEnded(time: time, velocity: .zero) }
        }
        collect()
    }
}
