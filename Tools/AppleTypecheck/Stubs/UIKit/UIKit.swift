// Declarations-only stand-in for exactly the UIKit symbols DrawerUIKit and the seed ports use.
// Bodies are fatalError(); never linked or shipped.
//
// Source of truth: the iOS 18.0 SDK's UIKit headers, read in two public copies of
// iPhoneOS18.0.sdk/System/Library/Frameworks/UIKit.framework/Headers/: xybp888/iOS-SDKs (UIColor.h,
// UIInterface.h, UIResponder.h, UIViewController.h, UIAccessibility.h, UIAccessibilityConstants.h,
// UIAccessibilityCustomAction.h, UIPanGestureRecognizer.h, UITapGestureRecognizer.h,
// UIKit.apinotes; UIKit.swiftmodule/arm64e-apple-ios.swiftinterface, the overlay) and
// xiangfeidexiaohuo/iOS-SDKs (UIView.h, UIWindow.h, UIGeometry.h). Every declaration carries
//     // sdk: <header>, <how> · doc: <documentation page>
// with <how> as in SwiftUI/Core.swift: `seen` (read in that header); a header written
// `iPhoneOS<version>.sdk <header>` was read in that other SDK version of xybp888/iOS-SDKs because
// neither copy has the 18.0 one (UIEvent.h, UIScreen.h, UIScrollView.h: 18.1; UITraitCollection.h:
// 17.5; UITouch.h: 17.4; UIGestureRecognizer.h: 16.2); `doc page` (checked against the
// documentation page only).
//
// Objective-C to Swift, by the importer's rules: NS_SWIFT_UI_ACTOR on a class or protocol makes
// it and its members @MainActor, and a global constant or function given a member name by
// UIKit.apinotes (SwiftName) inherits that type's isolation unless it is NS_SWIFT_NONISOLATED;
// NS_SWIFT_SENDABLE makes a class Sendable; API_AVAILABLE / API_UNAVAILABLE become @available;
// names lose the Objective-C prefixes and suffixes (blackColor -> black, CGColor -> cgColor,
// translationInView: -> translation(in:)); nullable becomes Optional and null_resettable an
// implicitly unwrapped Optional. A citation says "by the importer's rules" where the Swift
// spelling is derived rather than printed in the header. Deviations forced by Linux are marked
// DEVIATION.
@_exported import CoreGraphics
@_exported import Foundation
@_exported import ObjectiveC
@_exported import QuartzCore

// sdk: UIGeometry.h, seen (`typedef struct __attribute__((objc_boxable)) NS_SWIFT_SENDABLE
// API_AVAILABLE(watchos(2.0)) UIEdgeInsets { CGFloat top, left, bottom, right; }`, xiangfeidexiaohuo
// copy) · doc: https://developer.apple.com/documentation/uikit/uiedgeinsets
@available(watchOS 2.0, *)
public struct UIEdgeInsets: Sendable {
    // sdk: UIGeometry.h, seen · doc: https://developer.apple.com/documentation/uikit/uiedgeinsets/top
    public var top: CGFloat
    // sdk: UIGeometry.h, seen · doc: https://developer.apple.com/documentation/uikit/uiedgeinsets/left
    public var left: CGFloat
    // sdk: UIGeometry.h, seen · doc: https://developer.apple.com/documentation/uikit/uiedgeinsets/bottom
    public var bottom: CGFloat
    // sdk: UIGeometry.h, seen · doc: https://developer.apple.com/documentation/uikit/uiedgeinsets/right
    public var right: CGFloat
    // sdk: UIGeometry.h, seen (the C struct's memberwise initialiser; UIKit.apinotes also names
    // `UIEdgeInsetsMake`, `static inline … API_AVAILABLE(watchos(2.0))`, `UIEdgeInsets.init(top:left:bottom:right:)`)
    // · doc: https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { fatalError() }
}

// sdk: UIKit.swiftinterface, seen (`@available(iOS 7.0, *) extension UIKit.UIEdgeInsets : Swift.Equatable`
// in the overlay) · doc: https://developer.apple.com/documentation/uikit/uiedgeinsets
@available(iOS 7.0, *)
extension UIEdgeInsets: Equatable {}

// sdk: UIInterface.h, seen (`typedef NS_ENUM(NSInteger, UIUserInterfaceLayoutDirection) { … }
// API_AVAILABLE(ios(5.0)) API_UNAVAILABLE(watchos)`) · doc: https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
@available(iOS 5.0, *)
@available(watchOS, unavailable)
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight
    case rightToLeft
}

// sdk: UIAccessibilityConstants.h, seen (`typedef uint64_t UIAccessibilityTraits NS_TYPED_ENUM
// API_AVAILABLE(watchos(2.0))`, a struct with a `rawValue` by the importer's rules) · doc: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
@available(watchOS 2.0, *)
public struct UIAccessibilityTraits: Hashable, RawRepresentable, Sendable {
    // sdk: UIAccessibilityConstants.h, seen (by the importer's rules: `var`, as for every NS_TYPED_ENUM)
    // · doc: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
    public var rawValue: UInt64
    // sdk: UIAccessibilityConstants.h, seen (by the importer's rules) · doc: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    // sdk: UIAccessibilityConstants.h, seen (`UIKIT_EXTERN const UIAccessibilityTraits UIAccessibilityTraitAdjustable
    // API_AVAILABLE(ios(4.0), watchos(2.0)) NS_SWIFT_NONISOLATED`; Swift name `adjustable` from UIKit.apinotes)
    // · doc: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/adjustable
    @available(iOS 4.0, watchOS 2.0, *)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
}

// sdk: UIKit.swiftinterface, seen (`@available(iOS 7.0, *) extension UIKit.UIAccessibilityTraits :
// Swift.OptionSet` in the overlay) · doc: https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
@available(iOS 7.0, *)
extension UIAccessibilityTraits: OptionSet {}

// sdk: UIColor.h, seen (`UIKIT_EXTERN API_AVAILABLE(ios(2.0), watchos(2.0)) NS_SWIFT_SENDABLE
// @interface UIColor : NSObject <NSSecureCoding, NSCopying>`: Sendable, not main-actor)
// · doc: https://developer.apple.com/documentation/uikit/uicolor
@available(iOS 2.0, watchOS 2.0, *)
open class UIColor: NSObject, @unchecked Sendable {
    // sdk: UIInterface.h, seen (`systemBackgroundColor API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos)`
    // in UIColor (UIColorSystemColors); `systemBackground` by the importer's rules)
    // · doc: https://developer.apple.com/documentation/uikit/uicolor/systembackground
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    open class var systemBackground: UIColor { fatalError() }
    // sdk: UIInterface.h, seen (`tertiaryLabelColor API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos)`)
    // · doc: https://developer.apple.com/documentation/uikit/uicolor/tertiarylabel
    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    open class var tertiaryLabel: UIColor { fatalError() }
    // sdk: UIColor.h, seen (`@property(class, nonatomic, readonly) UIColor *blackColor;`, `black` by the
    // importer's rules) · doc: https://developer.apple.com/documentation/uikit/uicolor/black
    open class var black: UIColor { fatalError() }
    // sdk: UIColor.h, seen (`@property(nonatomic,readonly) CGColorRef CGColor;`, `cgColor` by the
    // importer's rules) · doc: https://developer.apple.com/documentation/uikit/uicolor/cgcolor
    open var cgColor: CGColor { fatalError() }
}

// sdk: iPhoneOS18.1.sdk UIEvent.h, seen (18.0 header not available; `UIKIT_EXTERN API_AVAILABLE(ios(2.0))
// API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @interface UIEvent : NSObject`) · doc: https://developer.apple.com/documentation/uikit/uievent
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor open class UIEvent: NSObject {}

// sdk: UIResponder.h, seen (`UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos)
// NS_SWIFT_UI_ACTOR @interface UIResponder : NSObject <UIResponderStandardEditActions>`)
// · doc: https://developer.apple.com/documentation/uikit/uiresponder
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor open class UIResponder: NSObject {
    // sdk: UIWindow.h, seen (`UIKIT_EXTERN NSNotificationName const UIKeyboardWillChangeFrameNotification
    // API_AVAILABLE(ios(5.0)) API_UNAVAILABLE(tvos, watchos) NS_SWIFT_NONISOLATED`; member of UIResponder by
    // UIKit.apinotes) · doc: https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillchangeframenotification
    // DEVIATION: a computed `class var`; the importer makes it a `class let`, which Swift source cannot declare.
    @available(iOS 5.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public class var keyboardWillChangeFrameNotification: NSNotification.Name { fatalError() }
    // sdk: UIWindow.h, seen (`UIKIT_EXTERN NSString *const UIKeyboardFrameEndUserInfoKey API_AVAILABLE(ios(3.2))
    // API_UNAVAILABLE(tvos, watchos);` with no NS_SWIFT_NONISOLATED, so as a member of the NS_SWIFT_UI_ACTOR
    // UIResponder (UIKit.apinotes) it is main-actor isolated in the 18.0 SDK; the current documentation page
    // shows `nonisolated`, a later SDK's) · doc: https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey
    // DEVIATION: a computed `class var` for the importer's `class let`, as above.
    @available(iOS 3.2, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public class var keyboardFrameEndUserInfoKey: String { fatalError() }

    // DEVIATION: the accessibility members below are declared on NSObject (the UIAccessibility
    // informal protocol) in the SDK, each NS_SWIFT_UI_ACTOR; Linux Foundation's NSObject cannot be
    // extended with overridable members, so they are declared here, on every responder.
    // sdk: UIAccessibility.h, seen (`@property (nonatomic) BOOL isAccessibilityElement API_UNAVAILABLE(watchos)
    // NS_SWIFT_UI_ACTOR;`) · doc: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement
    @available(watchOS, unavailable)
    open var isAccessibilityElement: Bool { get { fatalError() } set { fatalError() } }
    // sdk: UIAccessibility.h, seen (`(nullable, nonatomic, copy) NSString *accessibilityLabel API_UNAVAILABLE(watchos)
    // NS_SWIFT_UI_ACTOR`) · doc: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
    @available(watchOS, unavailable)
    open var accessibilityLabel: String? { get { fatalError() } set { fatalError() } }
    // sdk: UIAccessibility.h, seen (same attributes as accessibilityLabel) · doc: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityvalue
    @available(watchOS, unavailable)
    open var accessibilityValue: String? { get { fatalError() } set { fatalError() } }
    // sdk: UIAccessibility.h, seen (`@property (nonatomic) UIAccessibilityTraits accessibilityTraits
    // API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR;`) · doc: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitytraits
    @available(watchOS, unavailable)
    open var accessibilityTraits: UIAccessibilityTraits { get { fatalError() } set { fatalError() } }
    // sdk: UIAccessibility.h, seen (`accessibilityViewIsModal API_AVAILABLE(ios(5.0)) API_UNAVAILABLE(watchos)
    // NS_SWIFT_UI_ACTOR`) · doc: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityviewismodal
    @available(iOS 5.0, *)
    @available(watchOS, unavailable)
    open var accessibilityViewIsModal: Bool { get { fatalError() } set { fatalError() } }
    // sdk: UIAccessibility.h, seen (`(nullable, nonatomic, strong) NSArray <UIAccessibilityCustomAction *>
    // *accessibilityCustomActions API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR`)
    // · doc: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitycustomactions
    @available(iOS 8.0, *)
    @available(watchOS, unavailable)
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? { get { fatalError() } set { fatalError() } }
    // sdk: UIAccessibility.h, seen (`- (void)accessibilityIncrement API_AVAILABLE(ios(4.0)) API_UNAVAILABLE(watchos)
    // NS_SWIFT_UI_ACTOR;`) · doc: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityincrement()
    @available(iOS 4.0, *)
    @available(watchOS, unavailable)
    open func accessibilityIncrement() { fatalError() }
    // sdk: UIAccessibility.h, seen (as accessibilityIncrement) · doc: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitydecrement()
    @available(iOS 4.0, *)
    @available(watchOS, unavailable)
    open func accessibilityDecrement() { fatalError() }
    // sdk: UIAccessibility.h, seen (`- (BOOL)accessibilityPerformEscape API_AVAILABLE(ios(5.0)) API_UNAVAILABLE(watchos)
    // NS_SWIFT_UI_ACTOR;`) · doc: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityperformescape()
    @available(iOS 5.0, *)
    @available(watchOS, unavailable)
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

// sdk: UIView.h, seen (`UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @interface UIView : UIResponder <NSCoding, …, UITraitEnvironment, UICoordinateSpace, …>`; the header was
// read in the xiangfeidexiaohuo/iOS-SDKs copy of iPhoneOS18.0.sdk, not in the xybp888 index)
// · doc: https://developer.apple.com/documentation/uikit/uiview
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor open class UIView: UIResponder {
    // sdk: iPhoneOS17.5.sdk UITraitCollection.h, seen (18.0 header not available; `NS_SWIFT_UI_ACTOR
    // @protocol UITraitEnvironment <NSObject> @property (nonatomic, readonly) UITraitCollection *traitCollection
    // API_AVAILABLE(ios(8.0));`) · doc: https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    // DEVIATION: declared on UIView rather than through the UITraitEnvironment protocol it adopts; the adapters only read it.
    @available(iOS 8.0, *)
    open var traitCollection: UITraitCollection { fatalError() }
    // sdk: UIView.h, seen (`- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;`)
    // · doc: https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) { fatalError() }
    // sdk: UIView.h, seen (the header declares only the two designated initialisers)
    // · doc: https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    // DEVIATION: NSObject's init(), which UIView answers with init(frame: .zero).
    public convenience override init() { self.init(frame: .zero) }
    // sdk: UIView.h, seen (`- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;`)
    // · doc: https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }
    // sdk: UIView.h, seen (`@property(nonatomic) CGRect frame;` in UIView(UIViewGeometry))
    // · doc: https://developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect { get { fatalError() } set { fatalError() } }
    // sdk: UIView.h, seen (`@property(nonatomic) CGRect bounds;`) · doc: https://developer.apple.com/documentation/uikit/uiview/bounds
    open var bounds: CGRect { get { fatalError() } set { fatalError() } }
    // sdk: UIView.h, seen (`@property(nullable, nonatomic,copy) UIColor *backgroundColor UI_APPEARANCE_SELECTOR;`
    // in UIView(UIViewRendering)) · doc: https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    // DEVIATION: the importer marks a `copy` property of an NSCopying class `@NSCopying`; Swift accepts
    // that attribute only on stored properties, and UIColor here does not adopt Linux's NSCopying.
    open var backgroundColor: UIColor? { get { fatalError() } set { fatalError() } }
    // sdk: UIView.h, seen (`@property(nonatomic) CGFloat alpha;`) · doc: https://developer.apple.com/documentation/uikit/uiview/alpha
    open var alpha: CGFloat { get { fatalError() } set { fatalError() } }
    // sdk: UIView.h, seen (`@property(nonatomic,getter=isUserInteractionEnabled) BOOL userInteractionEnabled;`,
    // the getter's name by the importer's rules) · doc: https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
    open var isUserInteractionEnabled: Bool { get { fatalError() } set { fatalError() } }
    // sdk: UIView.h, seen (`@property(nonatomic) BOOL translatesAutoresizingMaskIntoConstraints API_AVAILABLE(ios(6.0));`)
    // · doc: https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
    @available(iOS 6.0, *)
    open var translatesAutoresizingMaskIntoConstraints: Bool { get { fatalError() } set { fatalError() } }
    // sdk: UIView.h, seen (`@property(nonatomic,readonly,strong) CALayer *layer;`) · doc: https://developer.apple.com/documentation/uikit/uiview/layer
    open var layer: CALayer { fatalError() }
    // sdk: UIView.h, seen (`@property (nonatomic,readonly) UIEdgeInsets safeAreaInsets API_AVAILABLE(ios(11.0),
    // tvos(11.0)) API_UNAVAILABLE(watchos);`) · doc: https://developer.apple.com/documentation/uikit/uiview/safeareainsets
    @available(iOS 11.0, tvOS 11.0, *)
    @available(watchOS, unavailable)
    open var safeAreaInsets: UIEdgeInsets { fatalError() }
    // sdk: UIView.h, seen (`@property (readonly, nonatomic) UIUserInterfaceLayoutDirection
    // effectiveUserInterfaceLayoutDirection API_AVAILABLE(ios(10.0)) API_UNAVAILABLE(watchos);`)
    // · doc: https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
    @available(iOS 10.0, *)
    @available(watchOS, unavailable)
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { fatalError() }
    // sdk: UIView.h, seen (`@property(nullable, nonatomic,readonly) UIWindow *window;` in UIView(UIViewHierarchy))
    // · doc: https://developer.apple.com/documentation/uikit/uiview/window
    open var window: UIWindow? { fatalError() }
    // sdk: UIView.h, seen (`- (void)addSubview:(UIView *)view;`) · doc: https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) { fatalError() }
    // sdk: UIView.h, seen (`- (void)layoutSubviews;`) · doc: https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
    open func layoutSubviews() { fatalError() }
    // sdk: UIView.h, seen (`- (BOOL)pointInside:(CGPoint)point withEvent:(nullable UIEvent *)event;`)
    // · doc: https://developer.apple.com/documentation/uikit/uiview/point(inside:with:)
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { fatalError() }
    // sdk: UIView.h, seen (`- (void)addGestureRecognizer:(UIGestureRecognizer*)gestureRecognizer API_AVAILABLE(ios(3.2));`
    // in UIView (UIViewGestureRecognizers)) · doc: https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)
    @available(iOS 3.2, *)
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
    // sdk: UIView.h, seen (`- (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer
    // API_AVAILABLE(ios(6.0));`) · doc: https://developer.apple.com/documentation/uikit/uiview/gesturerecognizershouldbegin(_:)
    @available(iOS 6.0, *)
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { fatalError() }
    // sdk: UIView.h, seen (`- (CGPoint)convertPoint:(CGPoint)point toView:(nullable UIView *)view;`)
    // · doc: https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-6qppf
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { fatalError() }
    // sdk: UIView.h, seen (`- (CGRect)convertRect:(CGRect)rect fromView:(nullable UIView *)view;`)
    // · doc: https://developer.apple.com/documentation/uikit/uiview/convert(_:from:)-5rw5y
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { fatalError() }
    // sdk: UIView.h, seen (`- (CGSize)sizeThatFits:(CGSize)size;` in UIView(UIViewGeometry))
    // · doc: https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:)
    open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError() }
    // sdk: UIView.h, seen (`- (void)didMoveToWindow;` in UIView(UIViewHierarchy))
    // · doc: https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()
    open func didMoveToWindow() { fatalError() }
}

// sdk: UIView.h, seen (`API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @protocol UICoordinateSpace <NSObject>`,
// same copy) · doc: https://developer.apple.com/documentation/uikit/uicoordinatespace
// DEVIATION: only the requirement DrawerUIKit calls is declared (the header has four converts and
// `bounds`).
@available(watchOS, unavailable)
@MainActor public protocol UICoordinateSpace: NSObjectProtocol {
    // sdk: UIView.h, seen (`- (CGRect)convertRect:(CGRect)rect toCoordinateSpace:(id <UICoordinateSpace>)coordinateSpace
    // API_AVAILABLE(ios(8.0));`) · doc: https://developer.apple.com/documentation/uikit/uicoordinatespace/convert(_:to:)-3imkt
    @available(iOS 8.0, *)
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
}

// sdk: UIView.h, seen (`@interface UIView : UIResponder <…, UICoordinateSpace, …>`, same copy)
// · doc: https://developer.apple.com/documentation/uikit/uiview
extension UIView: UICoordinateSpace {
    // sdk: UIView.h, seen (the protocol requirement above) · doc: https://developer.apple.com/documentation/uikit/uicoordinatespace/convert(_:to:)-3imkt
    @available(iOS 8.0, *)
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect { fatalError() }
}

// sdk: iPhoneOS18.1.sdk UIScreen.h, seen (18.0 header not available; `UIKIT_EXTERN API_AVAILABLE(ios(2.0))
// API_UNAVAILABLE(visionos, watchos) NS_SWIFT_UI_ACTOR @interface UIScreen : NSObject <UITraitEnvironment>`)
// · doc: https://developer.apple.com/documentation/uikit/uiscreen
@available(iOS 2.0, *)
@available(visionOS, unavailable)
@available(watchOS, unavailable)
@MainActor open class UIScreen: NSObject {
    // sdk: iPhoneOS18.1.sdk UIScreen.h, seen (`@property (readonly) id <UICoordinateSpace> coordinateSpace
    // API_AVAILABLE(ios(8.0));`) · doc: https://developer.apple.com/documentation/uikit/uiscreen/coordinatespace
    @available(iOS 8.0, *)
    open var coordinateSpace: any UICoordinateSpace { fatalError() }
}

// sdk: UIAccessibilityConstants.h, seen (`#ifdef __swift__ typedef struct UIAccessibility { void *_reserved; }
// UIAccessibility; #endif`, "Its only purpose is to create a namespace for accessibility symbols in Swift": a
// struct, not an enum) · doc: https://developer.apple.com/documentation/uikit/uiaccessibility
// The C struct's `_reserved` field and initialisers are not declared: nothing uses them.
public struct UIAccessibility {
    // sdk: UIAccessibility.h, seen (`UIKIT_EXTERN BOOL UIAccessibilityIsReduceMotionEnabled(void) API_AVAILABLE(ios(8.0))
    // API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR;`; UIKit.apinotes: `getter:UIAccessibility.isReduceMotionEnabled()`)
    // · doc: https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
    @available(iOS 8.0, *)
    @available(watchOS, unavailable)
    @MainActor public static var isReduceMotionEnabled: Bool { fatalError() }
    // sdk: UIAccessibility.h, seen (`UIKIT_EXTERN void UIAccessibilityPostNotification(UIAccessibilityNotifications
    // notification, __nullable id argument) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR;`; UIKit.apinotes:
    // `UIAccessibility.post(notification:argument:)`) · doc: https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
    @available(watchOS, unavailable)
    @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) { fatalError() }

    // sdk: UIAccessibilityConstants.h, seen (`typedef uint32_t UIAccessibilityNotifications NS_TYPED_ENUM
    // API_AVAILABLE(watchos(2.0));`, named UIAccessibility.Notification by UIKit.apinotes; a struct with a
    // `rawValue` by the importer's rules) · doc: https://developer.apple.com/documentation/uikit/uiaccessibility/notification
    @available(watchOS 2.0, *)
    public struct Notification: Hashable, RawRepresentable, Sendable {
        // sdk: UIAccessibilityConstants.h, seen (uint32_t) · doc: https://developer.apple.com/documentation/uikit/uiaccessibility/notification
        public var rawValue: UInt32
        // sdk: UIAccessibilityConstants.h, seen (by the importer's rules) · doc: https://developer.apple.com/documentation/uikit/uiaccessibility/notification
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        // sdk: UIAccessibilityConstants.h, seen (`UIKIT_EXTERN const UIAccessibilityNotifications
        // UIAccessibilityScreenChangedNotification API_AVAILABLE(watchos(2.0)) NS_SWIFT_NONISOLATED;`, `screenChanged`
        // by UIKit.apinotes) · doc: https://developer.apple.com/documentation/uikit/uiaccessibility/notification/screenchanged
        @available(watchOS 2.0, *)
        nonisolated public static let screenChanged = Notification(rawValue: 1000)
    }
}

// sdk: UIWindow.h, seen (`UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @interface UIWindow : UIView`, xiangfeidexiaohuo copy) · doc: https://developer.apple.com/documentation/uikit/uiwindow
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor open class UIWindow: UIView {}

// sdk: iPhoneOS17.5.sdk UITraitCollection.h, seen (18.0 header not available; `UIKIT_EXTERN API_AVAILABLE(ios(8.0))
// NS_SWIFT_SENDABLE @interface UITraitCollection : NSObject <NSCopying, NSSecureCoding>`: Sendable, not
// main-actor) · doc: https://developer.apple.com/documentation/uikit/uitraitcollection
@available(iOS 8.0, *)
open class UITraitCollection: NSObject, @unchecked Sendable {
    // sdk: iPhoneOS17.5.sdk UITraitCollection.h, seen (`@property (nonatomic, readonly) CGFloat displayScale;`)
    // · doc: https://developer.apple.com/documentation/uikit/uitraitcollection/displayscale
    open var displayScale: CGFloat { fatalError() }
}

// sdk: iPhoneOS18.1.sdk UIScrollView.h, seen (18.0 header not available; `UIKIT_EXTERN API_AVAILABLE(ios(2.0))
// API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @interface UIScrollView : UIView <NSCoding,
// UIFocusItemScrollableContainer>`) · doc: https://developer.apple.com/documentation/uikit/uiscrollview
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor open class UIScrollView: UIView {
    // sdk: iPhoneOS18.1.sdk UIScrollView.h, seen (`@property(nonatomic) CGPoint contentOffset;`)
    // · doc: https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
    open var contentOffset: CGPoint { get { fatalError() } set { fatalError() } }
    // sdk: iPhoneOS18.1.sdk UIScrollView.h, seen (`@property(nonatomic) CGSize contentSize;`)
    // · doc: https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
    open var contentSize: CGSize { get { fatalError() } set { fatalError() } }
    // sdk: iPhoneOS18.1.sdk UIScrollView.h, seen (`@property(nonatomic, readonly) UIEdgeInsets adjustedContentInset
    // API_AVAILABLE(ios(11.0), tvos(11.0)) API_UNAVAILABLE(watchos);`) · doc: https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
    @available(iOS 11.0, tvOS 11.0, *)
    @available(watchOS, unavailable)
    open var adjustedContentInset: UIEdgeInsets { fatalError() }
    // sdk: iPhoneOS18.1.sdk UIScrollView.h, seen (`@property(nonatomic, readonly) UIPanGestureRecognizer
    // *panGestureRecognizer API_AVAILABLE(ios(5.0));`) · doc: https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer
    @available(iOS 5.0, *)
    open var panGestureRecognizer: UIPanGestureRecognizer { fatalError() }
}

// sdk: iPhoneOS17.4.sdk UITouch.h, seen (18.0 header not available; `UIKIT_EXTERN API_AVAILABLE(ios(2.0))
// NS_SWIFT_UI_ACTOR @interface UITouch : NSObject`) · doc: https://developer.apple.com/documentation/uikit/uitouch
@available(iOS 2.0, *)
@MainActor open class UITouch: NSObject {
    // sdk: iPhoneOS17.4.sdk UITouch.h, seen (`- (CGPoint)locationInView:(nullable UIView *)view;`)
    // · doc: https://developer.apple.com/documentation/uikit/uitouch/location(in:)
    open func location(in view: UIView?) -> CGPoint { fatalError() }
}

// sdk: iPhoneOS16.2.sdk UIGestureRecognizer.h, seen (18.0 header not available, nor any 17.x or 18.x one in
// either copy; `UIKIT_EXTERN API_AVAILABLE(ios(3.2)) NS_SWIFT_UI_ACTOR @interface UIGestureRecognizer : NSObject`)
// · doc: https://developer.apple.com/documentation/uikit/uigesturerecognizer
@available(iOS 3.2, *)
@MainActor open class UIGestureRecognizer: NSObject {
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
    public init(target: Any?, action: Selector?) { fatalError() }
    // sdk: iPhoneOS16.2.sdk UIGestureRecognizer.h, seen (`- (void)addTarget:(id)target action:(SEL)action;`)
    // · doc: https://developer.apple.com/documentation/uikit/uigesturerecognizer/addtarget(_:action:)
    open func addTarget(_ target: Any, action: Selector) { fatalError() }
    // sdk: iPhoneOS16.2.sdk UIGestureRecognizer.h, seen (`@property(nullable,nonatomic,weak) id
    // <UIGestureRecognizerDelegate> delegate;`) · doc: https://developer.apple.com/documentation/uikit/uigesturerecognizer/delegate
    weak open var delegate: (any UIGestureRecognizerDelegate)? { get { fatalError() } set { fatalError() } }
    // sdk: iPhoneOS16.2.sdk UIGestureRecognizer.h, seen (`@property(nonatomic,readonly) UIGestureRecognizerState state;`)
    // · doc: https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.property
    open var state: UIGestureRecognizer.State { fatalError() }
    // sdk: iPhoneOS16.2.sdk UIGestureRecognizer.h, seen (`@property(nonatomic, getter=isEnabled) BOOL enabled;`)
    // · doc: https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled
    open var isEnabled: Bool { get { fatalError() } set { fatalError() } }
}

// sdk: UIPanGestureRecognizer.h, seen (`UIKIT_EXTERN API_AVAILABLE(ios(3.2)) API_UNAVAILABLE(watchos)
// NS_SWIFT_UI_ACTOR`) · doc: https://developer.apple.com/documentation/uikit/uipangesturerecognizer
@available(iOS 3.2, *)
@available(watchOS, unavailable)
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    // sdk: UIPanGestureRecognizer.h, seen (`- (CGPoint)translationInView:(nullable UIView *)view;`)
    // · doc: https://developer.apple.com/documentation/uikit/uipangesturerecognizer/translation(in:)
    open func translation(in view: UIView?) -> CGPoint { fatalError() }
    // sdk: UIPanGestureRecognizer.h, seen (`- (CGPoint)velocityInView:(nullable UIView *)view;`)
    // · doc: https://developer.apple.com/documentation/uikit/uipangesturerecognizer/velocity(in:)
    open func velocity(in view: UIView?) -> CGPoint { fatalError() }
}

// sdk: UITapGestureRecognizer.h, seen (`UIKIT_EXTERN API_AVAILABLE(ios(3.2)) API_UNAVAILABLE(watchos)
// NS_SWIFT_UI_ACTOR`) · doc: https://developer.apple.com/documentation/uikit/uitapgesturerecognizer
@available(iOS 3.2, *)
@available(watchOS, unavailable)
@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {}

// sdk: iPhoneOS16.2.sdk UIGestureRecognizer.h, seen (`NS_SWIFT_UI_ACTOR @protocol UIGestureRecognizerDelegate
// <NSObject> @optional …`) · doc: https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate
// DEVIATION: an @objc protocol with optional requirements in the SDK; @objc protocols need an
// Objective-C NSObject, which Linux lacks, so the optional requirements get empty defaults.
@MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
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
    // sdk: iPhoneOS16.2.sdk UIGestureRecognizer.h, seen (DEVIATION default, see the protocol) · doc: https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { fatalError() }
    // sdk: iPhoneOS16.2.sdk UIGestureRecognizer.h, seen (DEVIATION default, see the protocol) · doc: https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { fatalError() }
}

// sdk: UIViewController.h, seen (`UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @interface UIViewController : UIResponder <NSCoding, UIAppearanceContainer, UITraitEnvironment, …>`)
// · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor open class UIViewController: UIResponder {
    // sdk: UIViewController.h, seen (`- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil
    // bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;`) · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    // sdk: UIViewController.h, seen (`- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;`)
    // · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) { fatalError() }
    // sdk: UIViewController.h, seen (`@property(null_resettable, nonatomic,strong) UIView *view;`, an implicitly
    // unwrapped Optional by the importer's rules) · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! { get { fatalError() } set { fatalError() } }
    // sdk: UIViewController.h, seen (`- (void)loadView;`) · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
    open func loadView() { fatalError() }
    // sdk: UIViewController.h, seen (`- (void)addChildViewController:(UIViewController *)childController
    // API_AVAILABLE(ios(5.0));`, `addChild(_:)` by UIKit.apinotes) · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
    @available(iOS 5.0, *)
    open func addChild(_ childController: UIViewController) { fatalError() }
    // sdk: UIViewController.h, seen (`- (void)didMoveToParentViewController:(nullable UIViewController *)parent
    // API_AVAILABLE(ios(5.0));`, `didMove(toParent:)` by UIKit.apinotes) · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
    @available(iOS 5.0, *)
    open func didMove(toParent parent: UIViewController?) { fatalError() }
}

extension NSValue {
    // sdk: UIGeometry.h, seen (`@interface NSValue (NSValueUIGeometryExtensions)` … `@property(nonatomic, readonly)
    // CGRect CGRectValue;`, `cgRectValue` by the importer's rules; xiangfeidexiaohuo copy)
    // · doc: https://developer.apple.com/documentation/foundation/nsvalue/cgrectvalue
    public var cgRectValue: CGRect { fatalError() }
}
