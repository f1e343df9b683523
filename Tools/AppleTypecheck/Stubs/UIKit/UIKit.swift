// Declarations-only stand-in for exactly the UIKit symbols DrawerUIKit and the seed ports use.
// Bodies are fatalError(); never linked or shipped.
//
// Source of truth: the iOS 18.0 SDK's UIKit headers (xybp888/iOS-SDKs,
// iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/). Every declaration carries
//     // sdk: <header>, <how> · doc: <documentation page>
// with <how> as in SwiftUI/Core.swift: `seen` (read in that header), `doc page` (that header is not
// in the indexed copy of the SDK, or the declaration was not located; checked against the
// documentation page). Classes marked NS_SWIFT_UI_ACTOR in the headers import as @MainActor.
// Deviations forced by Linux are marked DEVIATION.
@_exported import CoreGraphics
@_exported import Foundation
@_exported import ObjectiveC
@_exported import QuartzCore

// sdk: UIGeometry.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Sendable, Equatable {
    // sdk: UIGeometry.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiedgeinsets/top
    public var top: CGFloat
    // sdk: UIGeometry.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiedgeinsets/left
    public var left: CGFloat
    // sdk: UIGeometry.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiedgeinsets/bottom
    public var bottom: CGFloat
    // sdk: UIGeometry.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiedgeinsets/right
    public var right: CGFloat
    // sdk: UIGeometry.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { fatalError() }
}

// sdk: UIInterface.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight
    case rightToLeft
}

// sdk: UIAccessibilityConstants.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
public struct UIAccessibilityTraits: OptionSet, Sendable {
    // sdk: UIAccessibilityConstants.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
    public let rawValue: UInt64
    // sdk: UIAccessibilityConstants.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    // sdk: UIAccessibilityConstants.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/adjustable
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
}

// sdk: UIColor.h, doc page · doc: https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject, @unchecked Sendable {
    // sdk: UIColor.h, doc page · doc: https://developer.apple.com/documentation/uikit/uicolor/systembackground
    open class var systemBackground: UIColor { fatalError() }
    // sdk: UIColor.h, doc page · doc: https://developer.apple.com/documentation/uikit/uicolor/tertiarylabel
    open class var tertiaryLabel: UIColor { fatalError() }
    // sdk: UIColor.h, doc page · doc: https://developer.apple.com/documentation/uikit/uicolor/black
    open class var black: UIColor { fatalError() }
    // sdk: UIColor.h, doc page · doc: https://developer.apple.com/documentation/uikit/uicolor/cgcolor
    open var cgColor: CGColor { fatalError() }
}

// sdk: UIEvent.h, doc page · doc: https://developer.apple.com/documentation/uikit/uievent
open class UIEvent: NSObject {}

// sdk: UIResponder.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiresponder
@MainActor open class UIResponder: NSObject {
    // sdk: UIResponder.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillchangeframenotification
    nonisolated public class var keyboardWillChangeFrameNotification: NSNotification.Name { fatalError() }
    // sdk: UIResponder.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey
    nonisolated public class var keyboardFrameEndUserInfoKey: String { fatalError() }

    // DEVIATION: the accessibility members below are declared on NSObject (the UIAccessibility
    // informal protocol) in the SDK; Linux Foundation's NSObject cannot be extended with
    // overridable members, so they are declared here, on every responder.
    // sdk: UIAccessibility.h, doc page · doc: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement
    open var isAccessibilityElement: Bool { get { fatalError() } set { fatalError() } }
    // sdk: UIAccessibility.h, doc page · doc: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
    open var accessibilityLabel: String? { get { fatalError() } set { fatalError() } }
    // sdk: UIAccessibility.h, doc page · doc: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityvalue
    open var accessibilityValue: String? { get { fatalError() } set { fatalError() } }
    // sdk: UIAccessibility.h, doc page · doc: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitytraits
    open var accessibilityTraits: UIAccessibilityTraits { get { fatalError() } set { fatalError() } }
    // sdk: UIAccessibility.h, doc page · doc: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityviewismodal
    open var accessibilityViewIsModal: Bool { get { fatalError() } set { fatalError() } }
    // sdk: UIAccessibility.h, doc page · doc: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitycustomactions
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? { get { fatalError() } set { fatalError() } }
    // sdk: UIAccessibility.h, doc page · doc: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityincrement()
    open func accessibilityIncrement() { fatalError() }
    // sdk: UIAccessibility.h, doc page · doc: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitydecrement()
    open func accessibilityDecrement() { fatalError() }
    // sdk: UIAccessibility.h, doc page · doc: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityperformescape()
    open func accessibilityPerformEscape() -> Bool { fatalError() }
}

// sdk: UIAccessibilityCustomAction.h, seen (NS_SWIFT_UI_ACTOR on the class and on the handler
// typedef) · doc: https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction
@available(iOS 8.0, *)
@available(watchOS, unavailable)
@MainActor open class UIAccessibilityCustomAction: NSObject {
    // sdk: UIAccessibilityCustomAction.h, seen · doc: https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/init(name:actionhandler:)
    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    public init(name: String, actionHandler: @escaping @MainActor (UIAccessibilityCustomAction) -> Bool) { fatalError() }
}

// sdk: UIView.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiview
@MainActor open class UIView: UIResponder {
    // sdk: UITraitCollection.h, doc page · doc: https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    // DEVIATION: declared on UIView rather than through the UITraitEnvironment protocol it adopts; the adapters only read it.
    open var traitCollection: UITraitCollection { fatalError() }
    // sdk: UIView.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) { fatalError() }
    // sdk: UIView.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    // DEVIATION: NSObject's init(), which UIView answers with init(frame: .zero).
    public convenience override init() { self.init(frame: .zero) }
    // sdk: UIView.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }
    // sdk: UIView.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect { get { fatalError() } set { fatalError() } }
    // sdk: UIView.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiview/bounds
    open var bounds: CGRect { get { fatalError() } set { fatalError() } }
    // sdk: UIView.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    open var backgroundColor: UIColor? { get { fatalError() } set { fatalError() } }
    // sdk: UIView.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiview/alpha
    open var alpha: CGFloat { get { fatalError() } set { fatalError() } }
    // sdk: UIView.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
    open var isUserInteractionEnabled: Bool { get { fatalError() } set { fatalError() } }
    // sdk: UIView.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
    open var translatesAutoresizingMaskIntoConstraints: Bool { get { fatalError() } set { fatalError() } }
    // sdk: UIView.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiview/layer
    open var layer: CALayer { fatalError() }
    // sdk: UIView.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiview/safeareainsets
    open var safeAreaInsets: UIEdgeInsets { fatalError() }
    // sdk: UIView.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { fatalError() }
    // sdk: UIView.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiview/window
    open var window: UIWindow? { fatalError() }
    // sdk: UIView.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) { fatalError() }
    // sdk: UIView.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
    open func layoutSubviews() { fatalError() }
    // sdk: UIView.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiview/point(inside:with:)
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { fatalError() }
    // sdk: UIView.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
    // sdk: UIView.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiview/gesturerecognizershouldbegin(_:)
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { fatalError() }
    // sdk: UIView.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-6qppf
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { fatalError() }
    // sdk: UIView.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiview/convert(_:from:)-5rw5y
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { fatalError() }
    // sdk: UIView.h, seen (`- (CGSize)sizeThatFits:(CGSize)size;` in UIView(UIViewGeometry); the
    // header was read in the xiangfeidexiaohuo/iOS-SDKs copy of iPhoneOS18.0.sdk, not in the
    // xybp888 index) · doc: https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:)
    open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError() }
    // sdk: UIView.h, seen (`- (void)didMoveToWindow;` in UIView(UIViewHierarchy), same copy)
    // · doc: https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()
    open func didMoveToWindow() { fatalError() }
}

// sdk: UIView.h, seen (`API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @protocol UICoordinateSpace <NSObject>`,
// same copy) · doc: https://developer.apple.com/documentation/uikit/uicoordinatespace
// DEVIATION: only the requirement DrawerUIKit calls is declared (the header has four converts and
// `bounds`).
@MainActor public protocol UICoordinateSpace: NSObjectProtocol {
    // sdk: UIView.h, seen (`- (CGRect)convertRect:(CGRect)rect toCoordinateSpace:(id <UICoordinateSpace>)coordinateSpace`)
    // · doc: https://developer.apple.com/documentation/uikit/uicoordinatespace/convert(_:to:)-3imkt
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
}

// sdk: UIView.h, seen (`@interface UIView : UIResponder <…, UICoordinateSpace, …>`, same copy)
// · doc: https://developer.apple.com/documentation/uikit/uiview
extension UIView: UICoordinateSpace {
    // sdk: UIView.h, seen (the protocol requirement above) · doc: https://developer.apple.com/documentation/uikit/uicoordinatespace/convert(_:to:)-3imkt
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect { fatalError() }
}

// sdk: UIScreen.h, doc page (the header is in neither indexed copy; UICoordinateSpace's page
// names UIScreen's `coordinateSpace` property) · doc: https://developer.apple.com/documentation/uikit/uiscreen
@MainActor open class UIScreen: NSObject {
    // sdk: UIScreen.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiscreen/coordinatespace
    open var coordinateSpace: any UICoordinateSpace { fatalError() }
}

// sdk: UIAccessibility.h, seen (`UIKIT_EXTERN BOOL UIAccessibilityIsReduceMotionEnabled(void)`; its
// Swift name is on the doc page) · doc: https://developer.apple.com/documentation/uikit/uiaccessibility
public enum UIAccessibility {
    // sdk: UIAccessibility.h, seen · doc: https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
    @MainActor public static var isReduceMotionEnabled: Bool { fatalError() }
    // sdk: UIAccessibility.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
    @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) { fatalError() }

    // sdk: UIAccessibilityConstants.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiaccessibility/notification
    // DEVIATION: the raw value is written as UInt32 (the SDK imports the C typedef UIAccessibilityNotifications).
    public struct Notification: Hashable, RawRepresentable, Sendable {
        // sdk: UIAccessibilityConstants.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiaccessibility/notification
        public var rawValue: UInt32
        // sdk: UIAccessibilityConstants.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiaccessibility/notification
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        // sdk: UIAccessibilityConstants.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiaccessibility/notification/screenchanged
        nonisolated public static let screenChanged = Notification(rawValue: 1000)
    }
}

// sdk: UIWindow.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiwindow
@MainActor open class UIWindow: UIView {}

// sdk: UITraitCollection.h, doc page · doc: https://developer.apple.com/documentation/uikit/uitraitcollection
@MainActor open class UITraitCollection: NSObject {
    // sdk: UITraitCollection.h, doc page · doc: https://developer.apple.com/documentation/uikit/uitraitcollection/displayscale
    open var displayScale: CGFloat { fatalError() }
}

// sdk: UIScrollView.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor open class UIScrollView: UIView {
    // sdk: UIScrollView.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
    open var contentOffset: CGPoint { get { fatalError() } set { fatalError() } }
    // sdk: UIScrollView.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
    open var contentSize: CGSize { get { fatalError() } set { fatalError() } }
    // sdk: UIScrollView.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
    open var adjustedContentInset: UIEdgeInsets { fatalError() }
    // sdk: UIScrollView.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer
    open var panGestureRecognizer: UIPanGestureRecognizer { fatalError() }
}

// sdk: UITouch.h, doc page · doc: https://developer.apple.com/documentation/uikit/uitouch
@MainActor open class UITouch: NSObject {
    // sdk: UITouch.h, doc page · doc: https://developer.apple.com/documentation/uikit/uitouch/location(in:)
    open func location(in view: UIView?) -> CGPoint { fatalError() }
}

// sdk: UIGestureRecognizer.h, doc page · doc: https://developer.apple.com/documentation/uikit/uigesturerecognizer
@MainActor open class UIGestureRecognizer: NSObject {
    // sdk: UIGestureRecognizer.h, doc page · doc: https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
    }
    // sdk: UIGestureRecognizer.h, doc page · doc: https://developer.apple.com/documentation/uikit/uigesturerecognizer
    // DEVIATION: NSObject's init(), inherited through Objective-C in the SDK.
    public override init() { fatalError() }
    // sdk: UIGestureRecognizer.h, doc page · doc: https://developer.apple.com/documentation/uikit/uigesturerecognizer/init(target:action:)
    public init(target: Any?, action: Selector?) { fatalError() }
    // sdk: UIGestureRecognizer.h, doc page · doc: https://developer.apple.com/documentation/uikit/uigesturerecognizer/addtarget(_:action:)
    open func addTarget(_ target: Any, action: Selector) { fatalError() }
    // sdk: UIGestureRecognizer.h, doc page · doc: https://developer.apple.com/documentation/uikit/uigesturerecognizer/delegate
    weak open var delegate: (any UIGestureRecognizerDelegate)? { get { fatalError() } set { fatalError() } }
    // sdk: UIGestureRecognizer.h, doc page · doc: https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
    open var state: UIGestureRecognizer.State { fatalError() }
    // sdk: UIGestureRecognizer.h, doc page · doc: https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled
    open var isEnabled: Bool { get { fatalError() } set { fatalError() } }
}

// sdk: UIPanGestureRecognizer.h, seen (NS_SWIFT_UI_ACTOR) · doc: https://developer.apple.com/documentation/uikit/uipangesturerecognizer
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    // sdk: UIPanGestureRecognizer.h, seen · doc: https://developer.apple.com/documentation/uikit/uipangesturerecognizer/translation(in:)
    open func translation(in view: UIView?) -> CGPoint { fatalError() }
    // sdk: UIPanGestureRecognizer.h, seen · doc: https://developer.apple.com/documentation/uikit/uipangesturerecognizer/velocity(in:)
    open func velocity(in view: UIView?) -> CGPoint { fatalError() }
}

// sdk: UITapGestureRecognizer.h, seen (NS_SWIFT_UI_ACTOR) · doc: https://developer.apple.com/documentation/uikit/uitapgesturerecognizer
@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {}

// sdk: UIGestureRecognizer.h, doc page · doc: https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate
// DEVIATION: an @objc protocol with optional requirements in the SDK; @objc protocols need an
// Objective-C NSObject, which Linux lacks, so the optional requirements get empty defaults.
@MainActor public protocol UIGestureRecognizerDelegate: AnyObject {
    // sdk: UIGestureRecognizer.h, doc page · doc: https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldreceive:)-5bjfi
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    // sdk: UIGestureRecognizer.h, doc page · doc: https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate/gesturerecognizer(_:shouldrecognizesimultaneouslywith:)
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    // sdk: UIGestureRecognizer.h, doc page (DEVIATION default, see the protocol) · doc: https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { fatalError() }
    // sdk: UIGestureRecognizer.h, doc page (DEVIATION default, see the protocol) · doc: https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { fatalError() }
}

// sdk: UIViewController.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor open class UIViewController: UIResponder {
    // sdk: UIViewController.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    // sdk: UIViewController.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }
    // sdk: UIViewController.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! { get { fatalError() } set { fatalError() } }
    // sdk: UIViewController.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
    open func loadView() { fatalError() }
    // sdk: UIViewController.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
    open func addChild(_ childController: UIViewController) { fatalError() }
    // sdk: UIViewController.h, doc page · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
    open func didMove(toParent parent: UIViewController?) { fatalError() }
}

extension NSValue {
    // sdk: UIGeometry.h, doc page · doc: https://developer.apple.com/documentation/foundation/nsvalue/cgrectvalue
    public var cgRectValue: CGRect { fatalError() }
}
