// Declarations-only stand-in for exactly the UIKit symbols DrawerUIKit uses, each copied from
// Apple's documentation (path in the comment above it). Bodies are fatalError(); never linked
// or shipped. Deviations forced by Linux are marked DEVIATION.
@_exported import CoreGraphics
@_exported import Foundation
@_exported import ObjectiveC
@_exported import QuartzCore

// https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Sendable, Equatable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight
    case rightToLeft
}

// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
public struct UIAccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    // https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/adjustable
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
}

// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uicolor/systembackground
    open class var systemBackground: UIColor { fatalError() }
    // https://developer.apple.com/documentation/uikit/uicolor/tertiarylabel
    open class var tertiaryLabel: UIColor { fatalError() }
    // https://developer.apple.com/documentation/uikit/uicolor/black
    open class var black: UIColor { fatalError() }
    // https://developer.apple.com/documentation/uikit/uicolor/cgcolor
    open var cgColor: CGColor { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uievent
open class UIEvent: NSObject {}

// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor open class UIResponder: NSObject {
    // https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillchangeframenotification
    nonisolated public class var keyboardWillChangeFrameNotification: NSNotification.Name { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey
    nonisolated public class var keyboardFrameEndUserInfoKey: String { fatalError() }

    // DEVIATION: the accessibility members below are declared on NSObject (the UIAccessibility
    // informal protocol) in the SDK; Linux Foundation's NSObject cannot be extended with
    // overridable members, so they are declared here, on every responder.
    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement
    open var isAccessibilityElement: Bool { get { fatalError() } set { fatalError() } }
    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
    open var accessibilityLabel: String? { get { fatalError() } set { fatalError() } }
    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityvalue
    open var accessibilityValue: String? { get { fatalError() } set { fatalError() } }
    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitytraits
    open var accessibilityTraits: UIAccessibilityTraits { get { fatalError() } set { fatalError() } }
    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitycustomactions
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? { get { fatalError() } set { fatalError() } }
    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityincrement()
    open func accessibilityIncrement() { fatalError() }
    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitydecrement()
    open func accessibilityDecrement() { fatalError() }
    // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityperformescape()
    open func accessibilityPerformEscape() -> Bool { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction
open class UIAccessibilityCustomAction: NSObject {
    // https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/init(name:actionhandler:)
    public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: UIResponder {
    // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) { fatalError() }
    // DEVIATION: NSObject's init(), which UIView answers with init(frame: .zero).
    public convenience override init() { self.init(frame: .zero) }
    // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect { get { fatalError() } set { fatalError() } }
    // https://developer.apple.com/documentation/uikit/uiview/bounds
    open var bounds: CGRect { get { fatalError() } set { fatalError() } }
    // https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    open var backgroundColor: UIColor? { get { fatalError() } set { fatalError() } }
    // https://developer.apple.com/documentation/uikit/uiview/alpha
    open var alpha: CGFloat { get { fatalError() } set { fatalError() } }
    // https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
    open var isUserInteractionEnabled: Bool { get { fatalError() } set { fatalError() } }
    // https://developer.apple.com/documentation/uikit/uiview/layer
    open var layer: CALayer { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiview/safeareainsets
    open var safeAreaInsets: UIEdgeInsets { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiview/window
    open var window: UIWindow? { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
    open func layoutSubviews() { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiview/point(inside:with:)
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiview/gesturerecognizershouldbegin(_:)
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-6qppf
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiview/convert(_:from:)-5rw5y
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uiwindow
@MainActor open class UIWindow: UIView {}

// https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor open class UIScrollView: UIView {
    // https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
    open var contentOffset: CGPoint { get { fatalError() } set { fatalError() } }
    // https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
    open var contentSize: CGSize { get { fatalError() } set { fatalError() } }
    // https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
    open var adjustedContentInset: UIEdgeInsets { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer
    open var panGestureRecognizer: UIPanGestureRecognizer { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uitouch
@MainActor open class UITouch: NSObject {
    // https://developer.apple.com/documentation/uikit/uitouch/location(in:)
    open func location(in view: UIView?) -> CGPoint { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uigesturerecognizer
@MainActor open class UIGestureRecognizer: NSObject {
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
    }
    // DEVIATION: NSObject's init(), inherited through Objective-C in the SDK.
    public override init() { fatalError() }
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)
    public init(target: Any?, action: Selector?) { fatalError() }
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/addtarget(_:action:)
    open func addTarget(_ target: Any, action: Selector) { fatalError() }
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/delegate
    weak open var delegate: (any UIGestureRecognizerDelegate)? { get { fatalError() } set { fatalError() } }
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
    open var state: UIGestureRecognizer.State { fatalError() }
    // https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled
    open var isEnabled: Bool { get { fatalError() } set { fatalError() } }
}

// https://developer.apple.com/documentation/uikit/uipangesturerecognizer
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    // https://developer.apple.com/documentation/uikit/uipangesturerecognizer/translation(in:)
    open func translation(in view: UIView?) -> CGPoint { fatalError() }
    // https://developer.apple.com/documentation/uikit/uipangesturerecognizer/velocity(in:)
    open func velocity(in view: UIView?) -> CGPoint { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uitapgesturerecognizer
@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {}

// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate
// DEVIATION: an @objc protocol with optional requirements in the SDK; @objc protocols need an
// Objective-C NSObject, which Linux lacks, so the optional requirements get empty defaults.
@MainActor public protocol UIGestureRecognizerDelegate: AnyObject {
    // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldreceive:)-5bjfi
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    // https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldrecognizesimultaneouslywith:)
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { fatalError() }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { fatalError() }
}

// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor open class UIViewController: UIResponder {
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! { get { fatalError() } set { fatalError() } }
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
    open func loadView() { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
    open func addChild(_ childController: UIViewController) { fatalError() }
    // https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
    open func didMove(toParent parent: UIViewController?) { fatalError() }
}

extension NSValue {
    // https://developer.apple.com/documentation/foundation/nsvalue/cgrectvalue
    public var cgRectValue: CGRect { fatalError() }
}
