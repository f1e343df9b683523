import Foundation

/// Where a scroll view's own pan gesture is in its life, in the toolkit-neutral words of
/// UIKit's `UIGestureRecognizer.State` (GTK's drag gesture maps onto the same phases).
///
/// The adapter only translates its toolkit's state into a phase; which phases count as "a finger
/// is dragging the list" is ``isDragging``, decided here.
package enum DrawerPanPhase: Sendable, Hashable, CaseIterable {
    /// No gesture yet: the finger may be down, but the recognizer has not decided it is a drag
    /// (UIKit's `.possible`, the state a tap on a row stays in).
    case possible
    /// The recognizer has just decided the finger is dragging (UIKit's `.began`).
    case began
    /// The finger moved while dragging (UIKit's `.changed`).
    case changed
    /// The finger lifted (UIKit's `.ended`).
    case ended
    /// The system took the gesture away (UIKit's `.cancelled`).
    case cancelled
    /// The touches were not a drag (UIKit's `.failed`).
    case failed

    /// Whether a finger is dragging the list: only once the recognizer has begun, and until it
    /// ends. A finger that is merely down (a tap on a row, a press that stops a glide) is not a
    /// drag, so it never catches a moving drawer or starts a drag that a tap would end.
    package var isDragging: Bool {
        switch self {
        case .began, .changed: true
        case .possible, .ended, .cancelled, .failed: false
        }
    }
}
