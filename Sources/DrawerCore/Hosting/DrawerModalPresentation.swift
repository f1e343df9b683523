import Foundation

/// The rules of a drawer shown through a platform's own modal presentation — UIKit's
/// `present(_:animated:completion:)` of a drawer controller through a custom presentation
/// controller — so that the platform's transition, its dismissal and its dismissal callbacks follow
/// the drawer's spring and the engine's decisions instead of deciding anything themselves.
///
/// An adapter keeps one value per presented drawer, tells it when the platform begins a
/// transition (``presentationBegan()``, ``platformDismissalBegan()``), and after every input hands
/// it the drawer's events with its engine (``steps(after:engine:)``); it carries out the
/// ``Step``s it gets back, in order:
///
/// | The drawer | Step | UIKit |
/// |---|---|---|
/// | rests open after being presented, or a person takes hold of it | ``Step/finishPresentation`` | `completeTransition(true)` of the presentation |
/// | starts towards its closed stop (a swipe's release, a dimming tap, Escape, the app's close) | ``Step/beginDismissal(byPerson:)`` | `presentationControllerWillDismiss` when by a person, then `dismiss(animated:completion:)` |
/// | rests closed | ``Step/finishDismissal(byPerson:)`` | `finishInteractiveTransition`, `completeTransition(true)`, then `presentationControllerDidDismiss` when by a person |
/// | is caught on its way out and heads open again | ``Step/cancelDismissal(byPerson:)`` | `cancelInteractiveTransition`, `completeTransition(false)` |
/// | refuses a person's close, or holds it for the app's answer | ``Step/attemptToDismiss`` | `presentationControllerDidAttemptToDismiss` |
///
/// Whose close it is follows UIKit's rule that the will/did-dismiss callbacks are "not called if
/// the presentation is dismissed programmatically" (the `presentationControllerWillDismiss(_:)` and
/// `presentationControllerDidDismiss(_:)` pages): a swipe, a dimming tap, Escape or a handle tap
/// is a person's; the app's close, a binding and a close the app confirmed after a dismissal hold
/// (``DrawerDismissalHold``, UIKit's "discard changes?" after `presentationControllerDidAttemptToDismiss`)
/// are the app's.
package struct DrawerModalPresentation: Sendable, Hashable {
    /// Where the platform's presentation of the drawer is.
    package enum Phase: Sendable, Hashable {
        /// Not presented (before ``presentationBegan()``, after a finished dismissal).
        case notPresented
        /// The platform's presentation transition runs while the drawer opens.
        case presenting
        /// Presented: no transition runs.
        case presented
        /// The platform's dismissal transition runs while the drawer closes; `byPerson` says whose
        /// close it is.
        case dismissing(byPerson: Bool)
    }

    /// What the adapter does on the platform's side.
    package enum Step: Sendable, Hashable {
        /// The drawer is shown: end the presentation transition, completed.
        case finishPresentation
        /// The drawer heads for its closed stop: start the platform's dismissal (for a person's
        /// close, tell the presentation's delegate it will dismiss first).
        case beginDismissal(byPerson: Bool)
        /// The drawer rests closed: end the dismissal transition, completed (for a person's close,
        /// tell the delegate it did dismiss, after the transition ended).
        case finishDismissal(byPerson: Bool)
        /// The drawer heads open again before it closed: undo the dismissal transition; the
        /// drawer stays presented, and no did-dismiss is told.
        case cancelDismissal(byPerson: Bool)
        /// A person's close was refused (``DrawerEvent/didAttemptToDismiss(cause:)``) or is held
        /// for the app's answer (``DrawerEvent/didHoldDismissal(_:)``): tell the delegate of the
        /// attempt.
        case attemptToDismiss
    }

    /// Where the presentation is.
    package private(set) var phase: Phase = .notPresented
    /// Whether the app confirmed a held dismissal, so the close that follows is the app's.
    private var closeConfirmedByApp = false

    /// A drawer not presented yet.
    package init() {}

    /// The platform began presenting the drawer; the adapter opens it now.
    package mutating func presentationBegan() {
        phase = .presenting
        closeConfirmedByApp = false
    }

    /// The platform began a dismissal the drawer did not start (the app called the platform's own
    /// dismiss): the app's close. The adapter closes the drawer now; the dismissal ends with the
    /// drawer at rest closed, or is undone if a person catches it first.
    package mutating func platformDismissalBegan() {
        phase = .dismissing(byPerson: false)
    }

    /// The platform ended a transition without waiting for the drawer (a presentation or a
    /// dismissal without animation): `presented` says which state it left.
    package mutating func platformTransitionEnded(presented: Bool) {
        phase = presented ? .presented : .notPresented
        if !presented { closeConfirmedByApp = false }
    }

    /// The steps one input's `events` of the drawer call for, given its `engine` after that input.
    /// Calling it again with the same state returns nothing new: a step is given once.
    package mutating func steps(after events: [DrawerEvent], engine: DrawerEngine) -> [Step] {
        var steps: [Step] = []
        let isShown = phase != .notPresented
        for event in events {
            switch event {
            case .didAttemptToDismiss, .didHoldDismissal:
                if isShown { steps.append(.attemptToDismiss) }
            case .didEndDismissalHold(_, .confirmed):
                closeConfirmedByApp = true
            default:
                break
            }
        }
        let heading = engine.closingCause
        let closedCause = events.lazy.compactMap { if case .didDismiss(let cause) = $0 { cause } else { nil } }.first
        if phase == .presenting, Self.hasShown(engine) || heading != nil || closedCause != nil {
            steps.append(.finishPresentation)
            phase = .presented
        }
        if phase == .presented, let cause = heading ?? closedCause {
            let byPerson = cause.isUserInitiated && !closeConfirmedByApp
            closeConfirmedByApp = false
            steps.append(.beginDismissal(byPerson: byPerson))
            phase = .dismissing(byPerson: byPerson)
        }
        if case .dismissing(let byPerson) = phase {
            if closedCause != nil || Self.restsClosed(engine) {
                steps.append(.finishDismissal(byPerson: byPerson))
                phase = .notPresented
            } else if heading == nil {
                steps.append(.cancelDismissal(byPerson: byPerson))
                phase = .presented
            }
        }
        return steps
    }

    /// Whether a person's close of the presented drawer is refused: UIKit refuses a user-initiated
    /// dismissal "when the `presentationController`.`isModalInPresentation` returns `true` or
    /// `presentationControllerShouldDismiss(_:)` returns `false`" (the
    /// `presentationControllerDidAttemptToDismiss(_:)` page). `delegateAllowsDismissal` is asked
    /// only when the controller is not modal; `nil` is a delegate without an answer.
    package static func refusesPersonsDismissal(
        isModalInPresentation: Bool, delegateAllowsDismissal: () -> Bool?
    ) -> Bool {
        isModalInPresentation || delegateAllowsDismissal() == false
    }

    /// How long the drawer's spring takes to open it fully from closed or to close it from fully
    /// open, in seconds: what a transition animator reports as its duration (the spring decides the
    /// real end; a flick's velocity shortens it).
    package static func transitionDuration(of engine: DrawerEngine) -> Double {
        let length = engine.stops.last.map { Double($0.extent) } ?? 0
        guard length > 0 else { return 0 }
        return engine.activeSpring.settlingTime(displacement: length, velocity: 0, epsilon: engine.settleTolerance)
    }

    /// Whether the presented drawer is shown: at rest on an open stop, or held by a person.
    static func hasShown(_ engine: DrawerEngine) -> Bool {
        if engine.dragState == .tracking { return true }
        return engine.isResting && !restsClosed(engine)
    }

    /// Whether the drawer rests on a closed stop (also a drawer controller's "nothing to close").
    package static func restsClosed(_ engine: DrawerEngine) -> Bool {
        engine.isResting && engine.stops.stop(for: engine.detent)?.isClosed == true
    }
}
