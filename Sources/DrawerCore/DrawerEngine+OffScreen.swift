import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension DrawerEngine {
    /// The drawer's view left the screen: whatever gesture it is in ends as a release with no
    /// velocity, and every motion comes to its end at once.
    ///
    /// A pointer drag or a wheel gesture ends through the normal release rules (the snap
    /// policy, the app's `willSettle` hook, a held dismissal past the threshold; a press that was
    /// never claimed is a tap). Then a settle lands on its stop, a spring to a held dismissal's
    /// threshold lands there, and a content glide stops where it would have: nothing is drawn
    /// off screen, and GTK stops ticking an unmapped widget, so a motion left running would only
    /// end when the view came back, if ever, and a drag on a page that never came back would
    /// never be paired with its settle (issue 49's storm). UIKit completes the animations of a
    /// view outside a window at once for the same reason.
    mutating func leaveScreen(time: Double) {
        advanceClock(to: time)
        if case .dragging(let session) = phase {
            if session.isWheel {
                endWheelGesture(time: time)
            } else {
                dragEnded(time: time, velocity: .zero)
            }
        }
        finishMotion()
    }

    /// Brings a settle and a content glide to their ends now, as their last frames would.
    mutating func finishMotion() {
        if case .settling(let animation) = phase { endSettle(animation) }
        if let glide = contentMomentum {
            scroll.offset = glide.sample(at: .infinity, maximumOffset: scroll.maximumOffset).offset
            contentMomentum = nil
        }
        refreshFrame()
    }
}
