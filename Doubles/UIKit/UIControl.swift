// UIControl and UIButton in the UIKit double: target/action on `.touchUpInside`, driven by the
// touches the window delivers to the control (see UIKit.swift for the citation legend; UIControl.h
// read in the xybp888 copy of iPhoneOS17.4.sdk, the 18.x one is in neither copy). A control's
// touches go through the touch arbitration like any view's: a recognizer that recognizes with
// `cancelsTouchesInView` (the default) sends the control `touchesCancelled(_:with:)` ("the touches
// of that gesture that are pending aren't delivered to the view and previously delivered touches
// are canceled", the cancelsTouchesInView page), so a drag that starts on a button fires nothing.

// sdk: iPhoneOS17.4.sdk UIControl.h, seen (`UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIControl :
// UIView`) · doc: https://developer.apple.com/documentation/uikit/uicontrol
@available(iOS 2.0, *)
@MainActor open class UIControl: UIView {
    /// A target is not retained (UIControl.h: "Note that the target is not retained").
    struct TargetAction {
        weak var target: AnyObject?
        let action: Selector
        let events: Event
    }

    var controlTargets: [TargetAction] = []
    /// Whether a touch that began on this control is being tracked.
    var doubleTracking = false

    // sdk: iPhoneOS17.4.sdk UIControl.h, seen (`- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;`)
    // · doc: https://developer.apple.com/documentation/uikit/uicontrol/init(frame:)
    public override init(frame: CGRect) { super.init(frame: frame) }
    // sdk: iPhoneOS17.4.sdk UIControl.h, seen (`- (nullable instancetype)initWithCoder:(NSCoder *)coder
    // NS_DESIGNATED_INITIALIZER;`) · doc: https://developer.apple.com/documentation/uikit/uicontrol/init(coder:)
    public required init?(coder: NSCoder) { nil }

    // sdk: iPhoneOS17.4.sdk UIControl.h, seen (`typedef NS_OPTIONS(NSUInteger, UIControlEvents)`, UIControl.Event by the
    // importer's rules; a struct with a `rawValue`) · doc: https://developer.apple.com/documentation/uikit/uicontrol/event
    public struct Event: OptionSet, Sendable {
        // sdk: iPhoneOS17.4.sdk UIControl.h, seen (NSUInteger, by the importer's rules) · doc: https://developer.apple.com/documentation/uikit/uicontrol/event
        public var rawValue: UInt
        // sdk: iPhoneOS17.4.sdk UIControl.h, seen (by the importer's rules) · doc: https://developer.apple.com/documentation/uikit/uicontrol/event/init(rawvalue:)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        // sdk: iPhoneOS17.4.sdk UIControl.h, seen (`UIControlEventTouchUpInside = 1 <<  6,`; the page: "A touch-up event in the
        // control where the finger is inside the bounds of the control") · doc: https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside
        public static var touchUpInside: UIControl.Event { Event(rawValue: 1 << 6) }
    }

    // sdk: iPhoneOS17.4.sdk UIControl.h, seen (`- (void)addTarget:(nullable id)target action:(SEL)action
    // forControlEvents:(UIControlEvents)controlEvents;` "Note that the target is not retained")
    // · doc: https://developer.apple.com/documentation/uikit/uicontrol/addtarget(_:action:for:)
    // DOUBLE: a nil target (UIKit's "goes up the responder chain") is ignored.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        guard let target else { return }
        controlTargets.append(TargetAction(target: target as AnyObject, action: action, events: controlEvents))
    }

    // sdk: UIResponder.h, seen (`- (void)touchesBegan:…`; a touch that begins on a control starts its tracking, UIControl.h's
    // `beginTrackingWithTouch:withEvent:`) · doc: https://developer.apple.com/documentation/uikit/uicontrol/begintracking(_:with:)
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { doubleTracking = true }
    // sdk: UIResponder.h, seen (`- (void)touchesEnded:…`; the tracked touch lifts: `.touchUpInside` inside the bounds)
    // · doc: https://developer.apple.com/documentation/uikit/uicontrol/endtracking(_:with:)
    // DOUBLE: inside means inside `bounds`; UIKit is reported to accept a lift up to about 70 pt outside them.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard doubleTracking else { return }
        doubleTracking = false
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        doubleSend(.touchUpInside)
    }
    // sdk: UIResponder.h, seen (`- (void)touchesCancelled:…`; the tracking is cancelled and no touch-up is sent)
    // · doc: https://developer.apple.com/documentation/uikit/uicontrol/canceltracking(with:)
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { doubleTracking = false }

    /// Sends `events`' actions to their live targets, in the order they were added.
    func doubleSend(_ events: Event) {
        for entry in controlTargets where !entry.events.isDisjoint(with: events) {
            guard let target = entry.target else { continue }
            (target as? SelectorPerforming)?.perform(entry.action)
        }
    }
}

// sdk: UIButton.h, doc page (`@MainActor class UIButton`, a UIControl; the 18.x and 17.x headers are in neither copy)
// · doc: https://developer.apple.com/documentation/uikit/uibutton
@available(iOS 2.0, *)
@MainActor open class UIButton: UIControl {}

extension DoubleTouchSequence {
    /// A single-finger tap on a button is the button's: a tap recognizer of one of its ancestors
    /// does not take it ("Attaching gesture recognizers to UIKit controls": "Events occurring within
    /// the bounds of a control are handled by the control first … a single finger single tap occurs
    /// on a UIButton"); one on the button itself still does.
    func tapBelongsToButton(_ recognizer: UIGestureRecognizer) -> Bool {
        guard recognizer is UITapGestureRecognizer, let button = hitView as? UIButton else { return false }
        return recognizer.storedView !== button
    }
}
