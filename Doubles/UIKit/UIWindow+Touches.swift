// The UIKit double's touch delivery (not SDK symbols: `package` and internal only). One finger at a
// time, as the scenarios need. What it follows:
// - "Using responders and the responder chain" and `hitTest(_:with:)`: a touch belongs to the view
//   hit-tested at touch-down for its whole life;
// - "UIGestureRecognizer": "A window delivers touch events to a gesture recognizer before it
//   delivers them to the hit-tested view attached to the gesture recognizer", and recognizers of the
//   view's ancestors take part too; a recognizer that recognizes prevents the others unless a
//   delegate allows simultaneous recognition; `require(toFail:)` holds a recognizer back until the
//   other fails; `cancelsTouchesInView` sends the view `touchesCancelled(_:with:)`.
// DOUBLE: UIKit documents no order among the recognizers of one touch ("there is no set order");
// `UIKitDouble.recognizerOrder` picks one, so a scenario can be run both ways.

/// One touch from down to up: the hit view, the recognizers taking part, and the arbitration
/// between them.
@MainActor final class DoubleTouchSequence {
    enum Decision { case recognize, fail, wait }

    let touch: UITouch
    let hitView: UIView?
    private(set) var recognizers: [UIGestureRecognizer]
    private var viewCancelled = false
    /// Recognizers that asked to begin while one they require to fail was undecided.
    private var waiting: [(recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State)] = []

    init(touch: UITouch, hitView: UIView?) {
        self.touch = touch
        self.hitView = hitView
        var chain: [UIGestureRecognizer] = []
        var view = hitView
        while let current = view {
            chain += current.storedGestureRecognizers.filter(\.storedIsEnabled)
            view = current.storedSuperview
        }
        if UIKitDouble.recognizerOrder == .windowFirst { chain.reverse() }
        recognizers = chain.filter { recognizer in
            recognizer.storedDelegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true
        }
        for recognizer in recognizers { recognizer.sequence = self }
    }

    func began(at location: CGPoint) {
        for recognizer in recognizers { recognizer.touchBegan(at: location) }
        hitView?.touchesBegan([touch], with: nil)
    }

    func moved(to location: CGPoint) {
        touch.windowLocation = location
        for recognizer in recognizers where recognizer.sequence === self { recognizer.touchMoved(to: location) }
        if !viewCancelled { hitView?.touchesMoved([touch], with: nil) }
    }

    func ended() {
        for recognizer in recognizers where recognizer.sequence === self { recognizer.touchEnded() }
        // Recognizers still waiting for a partner to fail are decided now that every one has.
        for entry in waiting where entry.recognizer.storedState == .possible {
            entry.recognizer.attemptToRecognize(as: entry.state)
        }
        if !viewCancelled { hitView?.touchesEnded([touch], with: nil) }
        finish()
    }

    func cancelled() {
        for recognizer in recognizers where recognizer.sequence === self { recognizer.touchCancelled() }
        if !viewCancelled { hitView?.touchesCancelled([touch], with: nil) }
        finish()
    }

    private func finish() {
        for recognizer in recognizers where recognizer.sequence === self { recognizer.reset() }
        waiting = []
    }

    /// A recognizer disabled mid-touch leaves it: cancelled if it had begun (the isEnabled page).
    func withdraw(_ recognizer: UIGestureRecognizer) {
        recognizer.touchCancelled()
        recognizer.reset()
        recognizers.removeAll { $0 === recognizer }
    }

    /// May `recognizer` leave `.possible`? Refused while another recognized without allowing it
    /// alongside; held while one it requires to fail is undecided; refused for a tap on a button
    /// that is not the recognizer's own view (UIControl.swift); then its view's and its
    /// delegate's `gestureRecognizerShouldBegin`.
    func decide(_ recognizer: UIGestureRecognizer) -> Decision {
        for other in recognizers where other !== recognizer && other.sequence === self {
            let recognized = [.began, .changed, .ended].contains(other.storedState)
            if recognized && !Self.simultaneous(recognizer, other) { return .fail }
        }
        for requirement in recognizer.failureRequirements {
            guard let other = requirement.recognizer, other.sequence === self else { continue }
            switch other.storedState {
            case .possible:
                if !waiting.contains(where: { $0.recognizer === recognizer }) {
                    waiting.append((recognizer, recognizer is UITapGestureRecognizer ? .ended : .began))
                }
                return .wait
            case .failed: continue
            default: return .fail
            }
        }
        guard !tapBelongsToButton(recognizer),
            recognizer.storedView?.gestureRecognizerShouldBegin(recognizer) ?? true,
            recognizer.storedDelegate?.gestureRecognizerShouldBegin(recognizer) ?? true
        else { return .fail }
        return .recognize
    }

    /// After `recognizer` left `.possible`: if it recognized, the others it does not run with
    /// fail, and the view's touches are cancelled; if it failed, recognizers waiting on it decide.
    func recognized(_ recognizer: UIGestureRecognizer) {
        switch recognizer.storedState {
        case .began, .changed, .ended:
            for other in recognizers where other !== recognizer && other.sequence === self {
                if other.storedState == .possible && !Self.simultaneous(recognizer, other) { other.storedState = .failed }
            }
            if recognizer.storedCancelsTouchesInView && !viewCancelled {
                viewCancelled = true
                hitView?.touchesCancelled([touch], with: nil)
            }
        case .failed:
            let ready = waiting.filter { entry in
                entry.recognizer.failureRequirements.allSatisfy { $0.recognizer?.storedState != .possible }
            }
            waiting.removeAll { entry in ready.contains { $0.recognizer === entry.recognizer } }
            for entry in ready where entry.recognizer.storedState == .possible {
                entry.recognizer.attemptToRecognize(as: entry.state)
            }
        default:
            break
        }
    }

    static func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        (a.storedDelegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.storedDelegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }
}

extension UIWindow {
    /// A finger goes down at `location` (window coordinates), now on the double's clock.
    package func doubleTouchDown(at location: CGPoint) {
        doubleTouch?.cancelled()
        let hit = hitTest(location, with: nil)
        let touch = UITouch(windowLocation: location, view: hit, window: self)
        let sequence = DoubleTouchSequence(touch: touch, hitView: hit)
        doubleTouch = sequence
        sequence.began(at: location)
        layoutIfNeeded()
    }

    /// The finger moves to `location`; ignored without a finger down.
    package func doubleTouchMove(to location: CGPoint) {
        doubleTouch?.moved(to: location)
        layoutIfNeeded()
    }

    /// The finger lifts where it last moved.
    package func doubleTouchUp() {
        let sequence = doubleTouch
        doubleTouch = nil
        sequence?.ended()
        layoutIfNeeded()
    }

    /// The system takes the touch (an incoming call, a system gesture).
    package func doubleTouchCancel() {
        let sequence = doubleTouch
        doubleTouch = nil
        sequence?.cancelled()
        layoutIfNeeded()
    }

    /// A second finger lands at `location` (window coordinates) while the first is down; it
    /// joins the first finger's pans (DOUBLE: UIKit hit-tests it on its own; the scenarios need
    /// only this case, a second finger on the same drawer). `nil` lifts it.
    package func doubleSecondFinger(at location: CGPoint?) {
        guard let sequence = doubleTouch else { return }
        for case let pan as UIPanGestureRecognizer in sequence.recognizers where pan.sequence === sequence {
            pan.secondFingerMoved(to: location)
        }
        layoutIfNeeded()
    }

    /// The view the current touch was hit-tested to (nil without a touch, or over nothing).
    package var doubleTouchedView: UIView? { doubleTouch?.hitView }
}
