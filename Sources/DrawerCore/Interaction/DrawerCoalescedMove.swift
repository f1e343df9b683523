import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One move of a drag that the platform folded into a later pointer event, so that the release
/// velocity is read from every move the finger made, not from the last one alone.
///
/// A busy main loop makes GDK fold the motion events that queued up into the newest one and keep
/// their positions and times as its history (`gdk_event_get_history`: "positions that are not
/// delivered as separate events to the application because they occurred in the same frame",
/// https://docs.gtk.org/gdk4/method.Event.get_history.html); `GtkGestureDrag` reports the newest
/// alone. A flick handed over in one burst then reads as a press and one move 60 ms later: a
/// pause longer than `DrawerVelocityTracker.restInterval`, so its release read as a finger that
/// rested, with no velocity, and a hard flick settled one stop short. Fed one by one at their own
/// times, the folded moves give the drag the samples it would have had.
package struct DrawerCoalescedMove: Sendable, Equatable {
    /// The travel since the press, as the event's own translation is given.
    package var translation: CGPoint
    /// When the move happened, on the drag's clock.
    package var time: Double

    /// A move `translation` from the press at `time`.
    package init(translation: CGPoint, time: Double) {
        self.translation = translation
        self.time = time
    }

    /// The moves of one pointer event, oldest first, ending with the event's own move.
    ///
    /// - Parameters:
    ///   - translation: The event's travel since the press.
    ///   - position: The event's position, in the coordinates of `folded`'s positions.
    ///   - time: The event's time.
    ///   - folded: The folded samples, oldest first (GDK's order).
    ///
    /// Rules, so a bad history never moves the drawer where the finger was not:
    /// - A folded position becomes a translation by its offset from the event's position.
    /// - A folded sample whose position or time is not finite is dropped, and so is every folded
    ///   sample when the event's own position, translation or time is not finite.
    /// - A folded sample not later than the previous one kept, or not earlier than the event, is
    ///   dropped: a history that goes back in time is not a path.
    /// - The event's own move is always the last, as given (the drag's own rules apply to it).
    package static func moves(
        translation: CGPoint, position: CGPoint, time: Double, folded: [(position: CGPoint, time: Double)]
    ) -> [DrawerCoalescedMove] {
        let own = DrawerCoalescedMove(translation: translation, time: time)
        guard position.x.isFinite, position.y.isFinite, translation.x.isFinite, translation.y.isFinite, time.isFinite
        else { return [own] }
        var moves: [DrawerCoalescedMove] = []
        moves.reserveCapacity(folded.count + 1)
        for sample in folded {
            guard sample.position.x.isFinite, sample.position.y.isFinite, sample.time.isFinite, sample.time < time else {
                continue
            }
            if let last = moves.last, sample.time <= last.time { continue }
            let travel = CGPoint(
                x: translation.x - (position.x - sample.position.x), y: translation.y - (position.y - sample.position.y))
            guard travel.x.isFinite, travel.y.isFinite else { continue }
            moves.append(DrawerCoalescedMove(translation: travel, time: sample.time))
        }
        moves.append(own)
        return moves
    }
}
