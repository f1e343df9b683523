// UIGestureRecognizer, its pan and tap subclasses, its delegate and UITouch (see UIKit.swift for the
// citation legend). The bodies are the UIKit double's: a recognizer receives the touches of the
// window's hit-tested view and its ancestors, runs UIKit's state machine (possible → began →
// changed → ended / cancelled, or possible → failed; a discrete tap possible → ended), asks the
// window's touch sequence (UIWindow+Touches.swift) whether it may begin, and sends its action to its
// targets on every state it reaches except failed ("UIGestureRecognizer" page, "The gesture
// recognizer state machine").

// sdk: iPhoneOS17.4.sdk UITouch.h, seen (18.0 header not available; `UIKIT_EXTERN API_AVAILABLE(ios(2.0))
// NS_SWIFT_UI_ACTOR @interface UITouch : NSObject`) · doc: https://developer.apple.com/documentation/uikit/uitouch
@available(iOS 2.0, *)
@MainActor open class UITouch: NSObject {
    /// Where the finger is, in window coordinates.
    var windowLocation: CGPoint
    weak var storedView: UIView?
    weak var storedWindow: UIWindow?

    init(windowLocation: CGPoint, view: UIView?, window: UIWindow) {
        self.windowLocation = windowLocation
        storedView = view
        storedWindow = window
        super.init()
    }

    // sdk: iPhoneOS17.4.sdk UITouch.h, seen (`- (CGPoint)locationInView:(nullable UIView *)view;`; "pass nil to get
    // the location in the window's coordinates") · doc: https://developer.apple.com/documentation/uikit/uitouch/location(in:)
    open func location(in view: UIView?) -> CGPoint {
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: nil)
    }
    // sdk: iPhoneOS17.4.sdk UITouch.h, seen (`@property(nullable,nonatomic,readonly,strong) UIView *view;`: the view the
    // touch was hit-tested to) · doc: https://developer.apple.com/documentation/uikit/uitouch/view
    open var view: UIView? { storedView }
}

// sdk: iPhoneOS16.2.sdk UIGestureRecognizer.h, seen (18.0 header not available, nor any 17.x or 18.x one in
// either copy; `UIKIT_EXTERN API_AVAILABLE(ios(3.2)) NS_SWIFT_UI_ACTOR @interface UIGestureRecognizer : NSObject`)
// · doc: https://developer.apple.com/documentation/uikit/uigesturerecognizer
@available(iOS 3.2, *)
@MainActor open class UIGestureRecognizer: NSObject {
    /// A target is not retained (DOUBLE: the header does not say; UIControl's, which it mirrors,
    /// is documented as not retained). A target that went away is skipped.
    struct TargetAction {
        weak var target: AnyObject?
        let action: Selector
    }

    var targets: [TargetAction] = []
    weak var storedDelegate: (any UIGestureRecognizerDelegate)?
    var storedState = State.possible
    var storedIsEnabled = true
    var storedCancelsTouchesInView = true
    weak var storedView: UIView?
    var failureRequirements: [WeakRecognizer] = []
    /// The touch sequence this recognizer takes part in (nil between touches).
    weak var sequence: DoubleTouchSequence?
    /// Where the touch went down and is now, in window coordinates.
    var touchStart = CGPoint.zero
    var touchLocation = CGPoint.zero
    /// The owning control's own handling (a scroll view's pan), run before the targets, as a
    /// scroll view is its own pan recognizer's first target.
    var ownHandler: (@MainActor (UIGestureRecognizer) -> Void)?

    // sdk: iPhoneOS16.2.sdk UIGestureRecognizer.h, seen (`typedef NS_ENUM(NSInteger, UIGestureRecognizerState)`,
    // named UIGestureRecognizer.State by UIKit.apinotes; `recognized`, an alias of `ended`, is not declared)
    // · doc: https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
    }
    // sdk: iPhoneOS16.2.sdk UIGestureRecognizer.h, seen (`- (instancetype)init;` beside a designated
    // initialiser, so a convenience initialiser by the importer's rules) · doc: https://developer.apple.com/documentation/uikit/uigesturerecognizer/init()
    // DEVIATION: `override`, because Linux's NSObject declares init() in Swift; the SDK's override is implicit.
    public override convenience init() { self.init(target: nil, action: nil) }
    // sdk: iPhoneOS16.2.sdk UIGestureRecognizer.h, seen (`- (instancetype)initWithTarget:(nullable id)target
    // action:(nullable SEL)action NS_DESIGNATED_INITIALIZER;`) · doc: https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }
    // sdk: iPhoneOS16.2.sdk UIGestureRecognizer.h, seen (`- (void)addTarget:(id)target action:(SEL)action;`)
    // · doc: https://developer.apple.com/documentation/uikit/uigesturerecognizer/addtarget(_:action:)
    // (the page: "If you request to add a target-action pair that has already been added, then the request is
    // ignored"; the double compares targets only, as each of DrawerKit's targets has one action)
    open func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        guard !targets.contains(where: { $0.target === object }) else { return }
        targets.append(TargetAction(target: object, action: action))
    }
    // sdk: iPhoneOS16.2.sdk UIGestureRecognizer.h, seen (`@property(nullable,nonatomic,weak) id
    // <UIGestureRecognizerDelegate> delegate;`) · doc: https://developer.apple.com/documentation/uikit/uigesturerecognizer/delegate
    weak open var delegate: (any UIGestureRecognizerDelegate)? {
        get { storedDelegate }
        set { storedDelegate = newValue }
    }
    // sdk: iPhoneOS16.2.sdk UIGestureRecognizer.h, seen (`@property(nonatomic,readonly) UIGestureRecognizerState state;`)
    // · doc: https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
    open var state: UIGestureRecognizer.State { storedState }
    // sdk: iPhoneOS16.2.sdk UIGestureRecognizer.h, seen (`@property(nonatomic, getter=isEnabled) BOOL enabled;` "default is
    // YES. disabled gesture recognizers will not receive touches") · doc: https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled
    open var isEnabled: Bool {
        get { storedIsEnabled }
        set {
            storedIsEnabled = newValue
            if !newValue { sequence?.withdraw(self) }
        }
    }
    // sdk: iPhoneOS16.2.sdk UIGestureRecognizer.h, seen (`@property(nullable, nonatomic,readonly) UIView *view;`)
    // · doc: https://developer.apple.com/documentation/uikit/uigesturerecognizer/view
    open var view: UIView? { storedView }
    // sdk: iPhoneOS16.2.sdk UIGestureRecognizer.h, seen (`@property(nonatomic) BOOL cancelsTouchesInView;` "default is YES.
    // causes touchesCancelled:withEvent: or pressesCancelled:withEvent: to be sent to the view for all touches or presses
    // recognized as part of this gesture immediately before the action method is called") · doc: https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview
    open var cancelsTouchesInView: Bool {
        get { storedCancelsTouchesInView }
        set { storedCancelsTouchesInView = newValue }
    }
    // sdk: iPhoneOS16.2.sdk UIGestureRecognizer.h, seen (`- (void)requireGestureRecognizerToFail:(UIGestureRecognizer
    // *)otherGestureRecognizer;`, `require(toFail:)` by the importer's rules as the doc page spells it; "create a
    // relationship with another gesture recognizer that will prevent this gesture's actions from being called until
    // otherGestureRecognizer transitions to UIGestureRecognizerStateFailed") · doc: https://developer.apple.com/documentation/uikit/uigesturerecognizer/require(tofail:)
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    // MARK: The double's state machine (not SDK members)

    /// Sets the state and, for every state but `.possible` and `.failed`, sends the action: the
    /// owner's handling first, then each live target in the order they were added.
    func transition(to newState: State) {
        storedState = newState
        guard newState != .possible, newState != .failed else { return }
        ownHandler?(self)
        for entry in targets {
            guard let target = entry.target else { continue }
            (target as? SelectorPerforming)?.perform(entry.action)
        }
    }

    /// Asks the touch sequence whether this recognizer may leave `.possible` now; fails it when
    /// refused, leaves it waiting when a recognizer it requires to fail has not decided.
    func attemptToRecognize(as newState: State) {
        guard let sequence else { return }
        switch sequence.decide(self) {
        case .recognize:
            // The view's touches are cancelled "immediately before the action method is called"
            // (cancelsTouchesInView), and the recognizers this one excludes fail.
            storedState = newState
            sequence.recognized(self)
            transition(to: newState)
        case .fail:
            storedState = .failed
            sequence.recognized(self)
        case .wait:
            break
        }
    }

    func touchBegan(at location: CGPoint) {
        touchStart = location
        touchLocation = location
    }
    func touchMoved(to location: CGPoint) { touchLocation = location }
    func touchEnded() {}
    func touchCancelled() {
        switch storedState {
        case .began, .changed: transition(to: .cancelled)
        case .possible: storedState = .failed
        default: break
        }
    }
    /// Back to `.possible` once the touch sequence is over, as UIKit resets recognizers after
    /// they end, fail or are cancelled.
    func reset() {
        storedState = .possible
        sequence = nil
    }
}

/// A recognizer held weakly (its `require(toFail:)` partners, the touch sequence's list).
struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
}

// sdk: UIPanGestureRecognizer.h, seen (`UIKIT_EXTERN API_AVAILABLE(ios(3.2)) API_UNAVAILABLE(watchos)
// NS_SWIFT_UI_ACTOR`) · doc: https://developer.apple.com/documentation/uikit/uipangesturerecognizer
@available(iOS 3.2, *)
@available(watchOS, unavailable)
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// DOUBLE: the distance a finger travels before a pan begins. UIKit documents only that the
    /// fingers must have "moved enough to be considered a pan"; 10 pt is the commonly measured value.
    package static let doubleHysteresis: CGFloat = 10
    /// DOUBLE: the window of recent samples the velocity is measured over.
    package static let doubleVelocityWindow: Double = 0.05
    var samples: [(location: CGPoint, time: Double)] = []
    var storedMaximumNumberOfTouches = Int.max
    /// A second finger this pan takes part with (window coordinates), while it is down.
    var secondFinger: CGPoint?

    // sdk: UIPanGestureRecognizer.h, doc page ("The maximum number of fingers that can touch the view for gesture
    // recognition"; "The default value is NSUIntegerMax") · doc: https://developer.apple.com/documentation/uikit/uipangesturerecognizer/maximumnumberoftouches
    open var maximumNumberOfTouches: Int {
        get { storedMaximumNumberOfTouches }
        set { storedMaximumNumberOfTouches = newValue }
    }

    /// Where the gesture is: the centroid of its fingers (`UIGestureRecognizer.location(in:)`'s
    /// page: "usually the centroid of the touches involved in the gesture"). A finger added or
    /// lifted mid-pan moves it, so the translation jumps (widely reported for UIKit's pans).
    var centroid: CGPoint {
        guard let secondFinger else { return touchLocation }
        return CGPoint(x: (touchLocation.x + secondFinger.x) / 2, y: (touchLocation.y + secondFinger.y) / 2)
    }

    /// A second finger lands, moves or lifts during this pan. DOUBLE: a finger beyond
    /// `maximumNumberOfTouches` is left out of the pan (UIKit does not document what a
    /// recognized pan does with one), and the second finger goes to the first finger's pans.
    func secondFingerMoved(to location: CGPoint?) {
        guard storedMaximumNumberOfTouches >= 2 else { return }
        secondFinger = location
        touchMoved(to: touchLocation)
    }

    // sdk: UIPanGestureRecognizer.h, seen (`- (CGPoint)translationInView:(nullable UIView *)view;` "translation in the
    // coordinate system of the specified view") · doc: https://developer.apple.com/documentation/uikit/uipangesturerecognizer/translation(in:)
    // DOUBLE: measured from the touch-down point, the hysteresis included.
    open func translation(in view: UIView?) -> CGPoint {
        UIPanGestureRecognizer.vector(from: touchStart, to: centroid, in: view)
    }
    // sdk: UIPanGestureRecognizer.h, seen (`- (CGPoint)velocityInView:(nullable UIView *)view;` "velocity of the pan in
    // points/second in the coordinate system of the specified view") · doc: https://developer.apple.com/documentation/uikit/uipangesturerecognizer/velocity(in:)
    // DOUBLE: the average over the samples of the last 50 ms before the latest event; zero when the finger
    // did not move in that window.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let last = samples.last else { return .zero }
        let recent = samples.filter { $0.time >= last.time - UIPanGestureRecognizer.doubleVelocityWindow - 1e-9 }
        guard let first = recent.first, last.time > first.time else { return .zero }
        let vector = UIPanGestureRecognizer.vector(from: first.location, to: last.location, in: view)
        let duration = CGFloat(last.time - first.time)
        return CGPoint(x: vector.x / duration, y: vector.y / duration)
    }

    static func vector(from start: CGPoint, to end: CGPoint, in view: UIView?) -> CGPoint {
        guard let view else { return CGPoint(x: end.x - start.x, y: end.y - start.y) }
        let a = view.convert(start, from: nil)
        let b = view.convert(end, from: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    override func touchBegan(at location: CGPoint) {
        super.touchBegan(at: location)
        secondFinger = nil
        samples = [(location, MediaClock.now)]
    }

    override func touchMoved(to location: CGPoint) {
        super.touchMoved(to: location)
        samples.append((centroid, MediaClock.now))
        if samples.count > 64 { samples.removeFirst(samples.count - 64) }
        switch storedState {
        case .possible:
            let dx = location.x - touchStart.x
            let dy = location.y - touchStart.y
            if (dx * dx + dy * dy).squareRoot() >= UIPanGestureRecognizer.doubleHysteresis {
                attemptToRecognize(as: .began)
            }
        case .began, .changed: transition(to: .changed)
        default: break
        }
    }

    override func touchEnded() {
        // The lift is a sample at the last position (it carries the lift's time).
        samples.append((centroid, MediaClock.now))
        switch storedState {
        case .began, .changed: transition(to: .ended)
        case .possible: storedState = .failed
        default: break
        }
    }
}

// sdk: UITapGestureRecognizer.h, seen (`UIKIT_EXTERN API_AVAILABLE(ios(3.2)) API_UNAVAILABLE(watchos)
// NS_SWIFT_UI_ACTOR`) · doc: https://developer.apple.com/documentation/uikit/uitapgesturerecognizer
@available(iOS 3.2, *)
@available(watchOS, unavailable)
@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
    /// DOUBLE: how far a finger may move and still tap (UIKit does not document it).
    package static let doubleAllowableMovement: CGFloat = 10

    override func touchMoved(to location: CGPoint) {
        super.touchMoved(to: location)
        let dx = location.x - touchStart.x
        let dy = location.y - touchStart.y
        if storedState == .possible, (dx * dx + dy * dy).squareRoot() > UITapGestureRecognizer.doubleAllowableMovement {
            storedState = .failed
            sequence?.recognized(self)
        }
    }

    override func touchEnded() {
        // A discrete gesture: recognized (ended) on the lift, or failed.
        if storedState == .possible { attemptToRecognize(as: .ended) }
    }
}

// sdk: iPhoneOS16.2.sdk UIGestureRecognizer.h, seen (`NS_SWIFT_UI_ACTOR @protocol UIGestureRecognizerDelegate
// <NSObject> @optional …`) · doc: https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate
// DEVIATION: an @objc protocol with optional requirements in the SDK; @objc protocols need an
// Objective-C NSObject, which Linux lacks, so the optional requirements get defaults that answer as
// an unimplemented optional method does.
@MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    // sdk: iPhoneOS16.2.sdk UIGestureRecognizer.h, seen (`- (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer
    // *)gestureRecognizer;` "called when a gesture recognizer attempts to transition out of UIGestureRecognizerStatePossible.
    // returning NO causes it to transition to UIGestureRecognizerStateFailed") · doc: https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizershouldbegin(_:)
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    // sdk: iPhoneOS16.2.sdk UIGestureRecognizer.h, seen (`- (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer
    // shouldReceiveTouch:(UITouch *)touch;`) · doc: https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldreceive:)-5bjfi
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    // sdk: iPhoneOS16.2.sdk UIGestureRecognizer.h, seen (`- (BOOL)gestureRecognizer:(UIGestureRecognizer *)gestureRecognizer
    // shouldRecognizeSimultaneouslyWithGestureRecognizer:(UIGestureRecognizer *)otherGestureRecognizer;`)
    // · doc: https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldrecognizesimultaneouslywith:)
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    // sdk: iPhoneOS16.2.sdk UIGestureRecognizer.h, seen (DEVIATION default, see the protocol: an unimplemented optional
    // method lets the recognizer begin) · doc: https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    // sdk: iPhoneOS16.2.sdk UIGestureRecognizer.h, seen (DEVIATION default, see the protocol: the page says the default
    // is true) · doc: https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    // sdk: iPhoneOS16.2.sdk UIGestureRecognizer.h, seen (DEVIATION default, see the protocol: "The default implementation
    // returns false") · doc: https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}
