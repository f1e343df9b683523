// Stand-in for exactly the UIKit symbols DrawerUIKit and the seed ports use. The same declarations
// are type-checked (Checks/AppleTypecheck/check.sh) and, with the bodies written here, run as a
// behavioural UIKit double in DrawerUIKit's scenario tests (Tests/AppleRuntime): each body does
// what the cited header or documentation page says, and where UIKit's behaviour is undocumented the
// double's own choice is marked DOUBLE. Never linked into a product or shipped.
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
// neither copy has the 18.0 one (UIEvent.h, UIScreen.h, UIScrollView.h, NSLayoutConstraint.h: 18.1; UITraitCollection.h:
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
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    // sdk: UIGeometry.h, seen (`UIKIT_EXTERN const UIEdgeInsets UIEdgeInsetsZero API_AVAILABLE(watchos(2.0));`,
    // xiangfeidexiaohuo copy; the page prints it as `static let zero: UIEdgeInsets`, c:@UIEdgeInsetsZero)
    // · doc: https://developer.apple.com/documentation/uikit/uiedgeinsets/zero
    // DEVIATION: a computed `static var` with the constant's value, not the imported `static let`.
    public static var zero: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
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
    /// DOUBLE: a colour is its name; nothing in the adapters reads components back.
    package let doubleName: String
    package init(doubleName: String) { self.doubleName = doubleName }
    // sdk: UIInterface.h, seen (`systemBackgroundColor API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(tvos, watchos)`
    // in UIColor (UIColorSystemColors); `systemBackground` by the importer's rules)
    // · doc: https://developer.apple.com/documentation/uikit/uicolor/systembackground
    @available(iOS 13.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    open class var systemBackground: UIColor { UIColor(doubleName: "systemBackground") }
    // sdk: UIInterface.h, seen (`tertiaryLabelColor API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos)`)
    // · doc: https://developer.apple.com/documentation/uikit/uicolor/tertiarylabel
    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    open class var tertiaryLabel: UIColor { UIColor(doubleName: "tertiaryLabel") }
    // sdk: UIColor.h, seen (`@property(class, nonatomic, readonly) UIColor *blackColor;`, `black` by the
    // importer's rules) · doc: https://developer.apple.com/documentation/uikit/uicolor/black
    open class var black: UIColor { UIColor(doubleName: "black") }
    // sdk: UIColor.h, doc page (`@property(class, nonatomic, readonly) UIColor *clearColor; // 0.0 white, 0.0
    // alpha`, read in public copies of the header, not the 18.0 SDK's) · doc: https://developer.apple.com/documentation/uikit/uicolor/clear
    open class var clear: UIColor { UIColor(doubleName: "clear") }
    // sdk: UIColor.h, seen (`@property(nonatomic,readonly) CGColorRef CGColor;`, `cgColor` by the
    // importer's rules) · doc: https://developer.apple.com/documentation/uikit/uicolor/cgcolor
    open var cgColor: CGColor { CGColor() }
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
    var storedIsAccessibilityElement = false
    var storedAccessibilityLabel: String?
    var storedAccessibilityValue: String?
    var storedAccessibilityTraits = UIAccessibilityTraits(rawValue: 0)
    var storedAccessibilityViewIsModal = false
    var storedAccessibilityCustomActions: [UIAccessibilityCustomAction]?
    var storedAccessibilityElementsHidden = false
    // sdk: UIResponder.h, seen (`@property(nonatomic, readonly, nullable) UIResponder *nextResponder;`, `next` by
    // UIKit.apinotes) · doc: https://developer.apple.com/documentation/uikit/uiresponder/next
    // ("The UIResponder class doesn't store or set the next responder automatically, so this method returns nil by
    // default"; UIView, UIViewController and UIWindow override it, below).
    open var next: UIResponder? { nil }

    // sdk: UIWindow.h, seen (`UIKIT_EXTERN NSNotificationName const UIKeyboardWillChangeFrameNotification
    // API_AVAILABLE(ios(5.0)) API_UNAVAILABLE(tvos, watchos) NS_SWIFT_NONISOLATED`; member of UIResponder by
    // UIKit.apinotes) · doc: https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillchangeframenotification
    // DEVIATION: a computed `class var`; the importer makes it a `class let`, which Swift source cannot declare.
    @available(iOS 5.0, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    nonisolated public class var keyboardWillChangeFrameNotification: NSNotification.Name {
        NSNotification.Name("UIKeyboardWillChangeFrameNotification")
    }
    // sdk: UIWindow.h, seen (`UIKIT_EXTERN NSString *const UIKeyboardFrameEndUserInfoKey API_AVAILABLE(ios(3.2))
    // API_UNAVAILABLE(tvos, watchos);` with no NS_SWIFT_NONISOLATED, so as a member of the NS_SWIFT_UI_ACTOR
    // UIResponder (UIKit.apinotes) it is main-actor isolated in the 18.0 SDK; the current documentation page
    // shows `nonisolated`, a later SDK's) · doc: https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey
    // DEVIATION: a computed `class var` for the importer's `class let`, as above.
    @available(iOS 3.2, *)
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    public class var keyboardFrameEndUserInfoKey: String { "UIKeyboardFrameEndUserInfoKey" }

    // DEVIATION: the accessibility members below are declared on NSObject (the UIAccessibility
    // informal protocol) in the SDK, each NS_SWIFT_UI_ACTOR; Linux Foundation's NSObject cannot be
    // extended with overridable members, so they are declared here, on every responder.
    // sdk: UIAccessibility.h, seen (`@property (nonatomic) BOOL isAccessibilityElement API_UNAVAILABLE(watchos)
    // NS_SWIFT_UI_ACTOR;`) · doc: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement
    @available(watchOS, unavailable)
    open var isAccessibilityElement: Bool {
        get { storedIsAccessibilityElement }
        set { storedIsAccessibilityElement = newValue }
    }
    // sdk: UIAccessibility.h, seen (`(nullable, nonatomic, copy) NSString *accessibilityLabel API_UNAVAILABLE(watchos)
    // NS_SWIFT_UI_ACTOR`) · doc: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
    @available(watchOS, unavailable)
    open var accessibilityLabel: String? {
        get { storedAccessibilityLabel }
        set { storedAccessibilityLabel = newValue }
    }
    // sdk: UIAccessibility.h, seen (same attributes as accessibilityLabel) · doc: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityvalue
    @available(watchOS, unavailable)
    open var accessibilityValue: String? {
        get { storedAccessibilityValue }
        set { storedAccessibilityValue = newValue }
    }
    // sdk: UIAccessibility.h, seen (`@property (nonatomic) UIAccessibilityTraits accessibilityTraits
    // API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR;`) · doc: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitytraits
    @available(watchOS, unavailable)
    open var accessibilityTraits: UIAccessibilityTraits {
        get { storedAccessibilityTraits }
        set { storedAccessibilityTraits = newValue }
    }
    // sdk: UIAccessibility.h, seen (`accessibilityViewIsModal API_AVAILABLE(ios(5.0)) API_UNAVAILABLE(watchos)
    // NS_SWIFT_UI_ACTOR`) · doc: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityviewismodal
    @available(iOS 5.0, *)
    @available(watchOS, unavailable)
    open var accessibilityViewIsModal: Bool {
        get { storedAccessibilityViewIsModal }
        set { storedAccessibilityViewIsModal = newValue }
    }
    // sdk: UIAccessibility.h, seen (`(nullable, nonatomic, strong) NSArray <UIAccessibilityCustomAction *>
    // *accessibilityCustomActions API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR`)
    // · doc: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitycustomactions
    @available(iOS 8.0, *)
    @available(watchOS, unavailable)
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { storedAccessibilityCustomActions }
        set { storedAccessibilityCustomActions = newValue }
    }
    // sdk: UIAccessibility.h, seen (`- (void)accessibilityIncrement API_AVAILABLE(ios(4.0)) API_UNAVAILABLE(watchos)
    // NS_SWIFT_UI_ACTOR;`) · doc: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityincrement()
    @available(iOS 4.0, *)
    @available(watchOS, unavailable)
    open func accessibilityIncrement() {}
    // sdk: UIAccessibility.h, seen (as accessibilityIncrement) · doc: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitydecrement()
    @available(iOS 4.0, *)
    @available(watchOS, unavailable)
    open func accessibilityDecrement() {}
    // sdk: UIAccessibility.h, seen (`- (BOOL)accessibilityPerformEscape API_AVAILABLE(ios(5.0)) API_UNAVAILABLE(watchos)
    // NS_SWIFT_UI_ACTOR;`) · doc: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityperformescape()
    @available(iOS 5.0, *)
    @available(watchOS, unavailable)
    open func accessibilityPerformEscape() -> Bool { false }
    // sdk: UIAccessibility.h, seen (`- (BOOL)accessibilityActivate API_AVAILABLE(ios(7.0)) … NS_SWIFT_UI_ACTOR;`
    // in NSObject (UIAccessibilityAction); "If your implementation successfully handles activate, return YES,
    // otherwise return NO. default == NO") · doc: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityactivate()
    // DEVIATION: declared on UIResponder, as the members above.
    @available(iOS 7.0, *)
    @available(watchOS, unavailable)
    open func accessibilityActivate() -> Bool { false }
    // sdk: UIAccessibility.h, seen (`@property (nonatomic) BOOL accessibilityElementsHidden API_AVAILABLE(ios(5.0)) …
    // NS_SWIFT_UI_ACTOR;`) · doc: https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelementshidden
    // DEVIATION: declared on UIResponder, as above.
    @available(iOS 5.0, *)
    @available(watchOS, unavailable)
    open var accessibilityElementsHidden: Bool {
        get { storedAccessibilityElementsHidden }
        set { storedAccessibilityElementsHidden = newValue }
    }

    // sdk: UIResponder.h, seen (`- (void)touchesBegan:(NSSet<UITouch *> *)touches withEvent:(nullable UIEvent *)event;`)
    // · doc: https://developer.apple.com/documentation/uikit/uiresponder/touchesbegan(_:with:)
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    // sdk: UIResponder.h, seen (`- (void)touchesMoved:(NSSet<UITouch *> *)touches withEvent:(nullable UIEvent *)event;`)
    // · doc: https://developer.apple.com/documentation/uikit/uiresponder/touchesmoved(_:with:)
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    // sdk: UIResponder.h, seen (`- (void)touchesEnded:(NSSet<UITouch *> *)touches withEvent:(nullable UIEvent *)event;`)
    // · doc: https://developer.apple.com/documentation/uikit/uiresponder/touchesended(_:with:)
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    // sdk: UIResponder.h, seen (`- (void)touchesCancelled:(NSSet<UITouch *> *)touches withEvent:(nullable UIEvent *)event;`)
    // · doc: https://developer.apple.com/documentation/uikit/uiresponder/touchescancelled(_:with:)
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

// sdk: UIAccessibilityCustomAction.h, seen (NS_SWIFT_UI_ACTOR on the class and on the handler
// typedef) · doc: https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction
@available(iOS 8.0, *)
@available(watchOS, unavailable)
@MainActor open class UIAccessibilityCustomAction: NSObject {
    // sdk: UIAccessibilityCustomAction.h, seen · doc: https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/init(name:actionhandler:)
    @available(iOS 13.0, tvOS 13.0, *)
    @available(watchOS, unavailable)
    public init(name: String, actionHandler: @escaping @MainActor (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        self.actionHandler = actionHandler
    }
    // sdk: UIAccessibilityCustomAction.h, seen (`@property (nonatomic, copy) NSString *name;`)
    // · doc: https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/name
    open var name: String
    // sdk: UIAccessibilityCustomAction.h, seen (`@property (nonatomic, copy, nullable) UIAccessibilityCustomActionHandler
    // actionHandler API_AVAILABLE(ios(13.0), tvos(13.0));`) · doc: https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/actionhandler
    @available(iOS 13.0, tvOS 13.0, *)
    open var actionHandler: (@MainActor (UIAccessibilityCustomAction) -> Bool)?
}

// sdk: UIView.h, seen (`UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @interface UIView : UIResponder <NSCoding, …, UITraitEnvironment, UICoordinateSpace, …>`; the header was
// read in the xiangfeidexiaohuo/iOS-SDKs copy of iPhoneOS18.0.sdk, not in the xybp888 index)
// · doc: https://developer.apple.com/documentation/uikit/uiview
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor open class UIView: UIResponder {
    /// Counts this view among the live ones until it is released (double only).
    private let doubleLiveToken = LiveObjects.Token(.view)
    // The double's geometry: UIKit derives `frame` from `center`, `bounds` and `transform`
    // ("frame" page: "the frame … is derived from the center and bounds properties"); so does this.
    /// The controller whose `view` this is (double only): the view's next responder.
    weak var doubleManagingController: UIViewController?
    // sdk: UIResponder.h, doc page ("UIView implements this method and returns the UIViewController object that
    // manages it (if it has one) or its superview (if it doesn't)") · doc: https://developer.apple.com/documentation/uikit/uiresponder/next
    open override var next: UIResponder? { doubleManagingController ?? superview }
    var storedCenter = CGPoint.zero
    var storedBounds = CGRect.zero
    var storedTransform = CGAffineTransform.identity
    var storedAlpha: CGFloat = 1
    var storedIsHidden = false
    var storedIsUserInteractionEnabled = true
    var storedClipsToBounds = false
    var storedBackgroundColor: UIColor?
    /// iOS 26's `cornerConfiguration` (UIKit+Glass.swift), untyped because its type is iOS 26 only.
    var storedCornerConfiguration: Any?
    /// `accessibilityIdentifier` (UIKit+Identification.swift).
    var storedAccessibilityIdentifier: String?
    var storedTranslatesAutoresizingMask = true
    var storedAutoresizingMask: AutoresizingMask = []
    var storedAutoresizesSubviews = true
    weak var storedSuperview: UIView?
    var storedSubviews: [UIView] = []
    var storedGestureRecognizers: [UIGestureRecognizer] = []
    lazy var storedLayer = CALayer()
    /// A new view lays out on its first pass (UIKit lays out every view once before it is shown).
    var needsLayout = true
    /// How many times `layoutSubviews()` ran (double only).
    package internal(set) var doubleLayoutCount = 0
    // sdk: iPhoneOS17.5.sdk UITraitCollection.h, seen (18.0 header not available; `NS_SWIFT_UI_ACTOR
    // @protocol UITraitEnvironment <NSObject> @property (nonatomic, readonly) UITraitCollection *traitCollection
    // API_AVAILABLE(ios(8.0));`) · doc: https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection
    // DEVIATION: declared on UIView rather than through the UITraitEnvironment protocol it adopts; the adapters only read it.
    @available(iOS 8.0, *)
    open var traitCollection: UITraitCollection {
        UITraitCollection(doubleDisplayScale: window?.doubleDisplayScale ?? 1)
    }
    // sdk: UIView.h, seen (`- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;`)
    // · doc: https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    public init(frame: CGRect) {
        super.init()
        self.frame = frame
    }
    // sdk: UIView.h, seen (the header declares only the two designated initialisers)
    // · doc: https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    // DEVIATION: NSObject's init(), which UIView answers with init(frame: .zero).
    public convenience override init() { self.init(frame: .zero) }
    // sdk: UIView.h, seen (`- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;`)
    // · doc: https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) { nil }
    // sdk: UIView.h, seen (`@property(nonatomic) CGRect frame;` in UIView(UIViewGeometry); "if the transform property
    // is not the identity transform, the value of this property is undefined and therefore should be ignored" —
    // the double returns the transformed bounding box) · doc: https://developer.apple.com/documentation/uikit/uiview/frame
    open var frame: CGRect {
        get {
            let size = storedBounds.size
            let corners = [
                CGPoint(x: -size.width / 2, y: -size.height / 2), CGPoint(x: size.width / 2, y: -size.height / 2),
                CGPoint(x: -size.width / 2, y: size.height / 2), CGPoint(x: size.width / 2, y: size.height / 2),
            ].map { storedTransform.doubleApply(to: $0) }
            let xs = corners.map(\.x)
            let ys = corners.map(\.y)
            let minX = xs.min()! + storedCenter.x
            let minY = ys.min()! + storedCenter.y
            return CGRect(x: minX, y: minY, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
        set {
            let rect = newValue.standardized
            center = CGPoint(x: rect.midX, y: rect.midY)
            bounds = CGRect(origin: storedBounds.origin, size: rect.size)
        }
    }
    // sdk: UIView.h, seen (`@property(nonatomic) CGRect bounds;`; "Changing the bounds size grows or shrinks the view
    // relative to its center point"; the view lays out again and resizes its subviews by their autoresizing masks)
    // · doc: https://developer.apple.com/documentation/uikit/uiview/bounds
    open var bounds: CGRect {
        get { storedBounds }
        set {
            let old = storedBounds
            storedBounds = CGRect(
                origin: newValue.origin, size: CGSize(width: max(0, newValue.width), height: max(0, newValue.height)))
            LayerWrites.record(old, storedBounds)
            guard old.size != storedBounds.size else { return }
            setNeedsLayout()
            if storedAutoresizesSubviews {
                for subview in storedSubviews { subview.doubleAutoresize(from: old.size, to: storedBounds.size) }
            }
        }
    }
    // sdk: UIView.h, seen (`@property(nullable, nonatomic,copy) UIColor *backgroundColor UI_APPEARANCE_SELECTOR;`
    // in UIView(UIViewRendering)) · doc: https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
    // DEVIATION: the importer marks a `copy` property of an NSCopying class `@NSCopying`; Swift accepts
    // that attribute only on stored properties, and UIColor here does not adopt Linux's NSCopying.
    open var backgroundColor: UIColor? {
        get { storedBackgroundColor }
        set { LayerWrites.record(storedBackgroundColor, newValue); storedBackgroundColor = newValue }
    }
    // sdk: UIView.h, seen (`@property(nonatomic) CGFloat alpha;` "animatable. default is 1.0") · doc: https://developer.apple.com/documentation/uikit/uiview/alpha
    open var alpha: CGFloat {
        get { storedAlpha }
        set { LayerWrites.record(storedAlpha, newValue); storedAlpha = newValue }
    }
    // sdk: UIView.h, seen (`@property(nonatomic,getter=isUserInteractionEnabled) BOOL userInteractionEnabled;`,
    // the getter's name by the importer's rules) · doc: https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
    open var isUserInteractionEnabled: Bool {
        get { storedIsUserInteractionEnabled }
        set { storedIsUserInteractionEnabled = newValue }
    }
    // sdk: UIView.h, seen (`@property(nonatomic) BOOL translatesAutoresizingMaskIntoConstraints API_AVAILABLE(ios(6.0));`)
    // · doc: https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
    @available(iOS 6.0, *)
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { storedTranslatesAutoresizingMask }
        set { storedTranslatesAutoresizingMask = newValue }
    }
    // sdk: UIView.h, seen (`@property(nonatomic,readonly,strong) CALayer *layer;`) · doc: https://developer.apple.com/documentation/uikit/uiview/layer
    open var layer: CALayer { storedLayer }
    // sdk: UIView.h, seen (`@property (nonatomic,readonly) UIEdgeInsets safeAreaInsets API_AVAILABLE(ios(11.0),
    // tvos(11.0)) API_UNAVAILABLE(watchos);`) · doc: https://developer.apple.com/documentation/uikit/uiview/safeareainsets
    @available(iOS 11.0, tvOS 11.0, *)
    @available(watchOS, unavailable)
    open var safeAreaInsets: UIEdgeInsets { doubleSafeAreaInsets }
    // sdk: UIView.h, seen (`@property (readonly, nonatomic) UIUserInterfaceLayoutDirection
    // effectiveUserInterfaceLayoutDirection API_AVAILABLE(ios(10.0)) API_UNAVAILABLE(watchos);`)
    // · doc: https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
    @available(iOS 10.0, *)
    @available(watchOS, unavailable)
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        window?.doubleLayoutDirection ?? .leftToRight
    }
    // sdk: UIView.h, seen (`@property(nullable, nonatomic,readonly) UIWindow *window;` in UIView(UIViewHierarchy))
    // · doc: https://developer.apple.com/documentation/uikit/uiview/window
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.storedSuperview
        }
        return nil
    }
    // sdk: UIView.h, seen (`- (void)addSubview:(UIView *)view;` "Views can have only one superview. If view already has a
    // superview and that view is not the receiver, this method removes the previous superview before making the receiver
    // its new superview"; the view is added on top of its siblings) · doc: https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) {
        guard view !== self else { return }
        let oldWindow = view.window
        if let old = view.storedSuperview { old.storedSubviews.removeAll { $0 === view } }
        storedSubviews.append(view)
        view.storedSuperview = self
        setNeedsLayout()
        view.didMoveToSuperview()
        if view.window !== oldWindow { view.doubleNotifyWindowChange() }
    }
    // sdk: UIView.h, seen (`- (void)layoutSubviews;` "override point. called by layoutIfNeeded automatically. As of iOS 6.0,
    // when constraints-based layout is used the base implementation applies the constraints-based layout, otherwise it
    // does nothing.") · doc: https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
    open func layoutSubviews() {}
    // sdk: UIView.h, seen (`- (BOOL)pointInside:(CGPoint)point withEvent:(nullable UIEvent *)event;` "default returns YES if
    // point is in bounds") · doc: https://developer.apple.com/documentation/uikit/uiview/point(inside:with:)
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { storedBounds.contains(point) }
    // sdk: UIView.h, seen (`- (nullable UIView *)hitTest:(CGPoint)point withEvent:(nullable UIEvent *)event;`; the page: it
    // "ignores view objects that are hidden, that have disabled user interactions, or have an alpha level less than
    // 0.01", calls point(inside:with:) first and searches subviews front to back) · doc: https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !storedIsHidden, storedIsUserInteractionEnabled, storedAlpha >= 0.01, self.point(inside: point, with: event)
        else { return nil }
        for subview in storedSubviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }
    // sdk: UIView.h, seen (`- (void)addGestureRecognizer:(UIGestureRecognizer*)gestureRecognizer API_AVAILABLE(ios(3.2));`
    // in UIView (UIViewGestureRecognizers)) · doc: https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)
    @available(iOS 3.2, *)
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.storedView?.removeGestureRecognizer(gestureRecognizer)
        storedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.storedView = self
    }
    // sdk: UIView.h, seen (`- (void)removeGestureRecognizer:(UIGestureRecognizer*)gestureRecognizer API_AVAILABLE(ios(3.2));`)
    // · doc: https://developer.apple.com/documentation/uikit/uiview/removegesturerecognizer(_:)
    @available(iOS 3.2, *)
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard storedGestureRecognizers.contains(where: { $0 === gestureRecognizer }) else { return }
        storedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.storedView = nil
    }
    // sdk: UIView.h, seen (`@property(nullable, nonatomic,copy) NSArray<__kindof UIGestureRecognizer *> *gestureRecognizers
    // API_AVAILABLE(ios(3.2));`) · doc: https://developer.apple.com/documentation/uikit/uiview/gesturerecognizers
    @available(iOS 3.2, *)
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { storedGestureRecognizers }
        set {
            for recognizer in storedGestureRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }
    // sdk: UIView.h, seen (`- (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer
    // API_AVAILABLE(ios(6.0));` "called when the recognizer attempts to transition out of UIGestureRecognizerStatePossible
    // if a touch hit-tested to this view will be cancelled as a result of gesture recognition … default returns YES")
    // · doc: https://developer.apple.com/documentation/uikit/uiview/gesturerecognizershouldbegin(_:)
    @available(iOS 6.0, *)
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    // sdk: UIView.h, seen (`- (CGPoint)convertPoint:(CGPoint)point toView:(nullable UIView *)view;` "If view is nil, this
    // method instead converts to window base coordinates") · doc: https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-6qppf
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inRoot = doubleToRoot(point)
        guard let view else { return inRoot }
        return view.doubleFromRoot(inRoot)
    }
    // sdk: UIView.h, seen (`- (CGPoint)convertPoint:(CGPoint)point fromView:(nullable UIView *)view;`)
    // · doc: https://developer.apple.com/documentation/uikit/uiview/convert(_:from:)-8bbpk
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        doubleFromRoot(view.map { $0.doubleToRoot(point) } ?? point)
    }
    // sdk: UIView.h, seen (`- (CGRect)convertRect:(CGRect)rect fromView:(nullable UIView *)view;`)
    // · doc: https://developer.apple.com/documentation/uikit/uiview/convert(_:from:)-5rw5y
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        UIView.doubleBoundingBox(of: rect) { self.convert($0, from: view) }
    }
    // sdk: UIView.h, seen (`- (CGRect)convertRect:(CGRect)rect toView:(nullable UIView *)view;`)
    // · doc: https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-1ulxp
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        UIView.doubleBoundingBox(of: rect) { self.convert($0, to: view) }
    }
    // sdk: UIView.h, seen (`- (CGSize)sizeThatFits:(CGSize)size;` in UIView(UIViewGeometry); the page: "The default
    // implementation of this method returns the existing size of the view") · doc: https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:)
    open func sizeThatFits(_ size: CGSize) -> CGSize { storedBounds.size }
    // sdk: UIView.h, seen (`- (void)didMoveToWindow;` in UIView(UIViewHierarchy); "The default implementation does nothing")
    // · doc: https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()
    open func didMoveToWindow() {}
    // sdk: UIView.h, seen (`- (void)didMoveToSuperview;` in UIView(UIViewHierarchy); the page: "The default
    // implementation of this method does nothing")
    // · doc: https://developer.apple.com/documentation/uikit/uiview/didmovetosuperview()
    open func didMoveToSuperview() {}

    // sdk: UIView.h, seen (UIView (UIConstraintBasedLayoutLayering):
    // `@property(nonatomic, readonly) CGSize intrinsicContentSize API_AVAILABLE(ios(6.0));`; the page: the
    // default returns noIntrinsicMetric for both dimensions) · doc: https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize
    @available(iOS 6.0, *)
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
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
    // DEVIATION: `public`, where UIView's is `open` (an Objective-C class's method); declared in this
    // conformance extension, where Swift lets no subclass override a non-@objc member.
    @available(iOS 8.0, *)
    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        guard let view = coordinateSpace as? UIView else {
            // Another space is the screen's: the window's rectangle, placed where the window is on it.
            let origin = window?.frame.origin ?? .zero
            return convert(rect, to: nil).offsetBy(dx: origin.x, dy: origin.y)
        }
        // `UIView?`: a plain `UIView` argument would pick this method again, forever.
        return convert(rect, to: view as UIView?)
    }
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
    open var coordinateSpace: any UICoordinateSpace { DoubleScreenSpace() }

    /// DOUBLE: a screen is made by the tests; a window sits on it at its `frame` (Split View and
    /// Stage Manager place it away from the screen's origin).
    /// DEVIATION: UIScreen.h declares no initialiser, so the SDK's UIScreen inherits NSObject's
    /// public `init()`; here it is `package` (the double's machinery, which check-citations does
    /// not count), so the adapters cannot make a screen while the tests can.
    package override init() { super.init() }
}

/// The double's screen coordinate space (not an SDK symbol). A window's `frame` is its place in
/// the screen's coordinates ("frame" page: a frame is in its superview's coordinate system, and a
/// window has none above it but the screen); in Split View, Slide Over and Stage Manager it is not
/// the screen's origin, which is why the keyboard's frame, given "in the screen's coordinate
/// space", must be converted into a view's (the keyboardFrameEndUserInfoKey page). So a rectangle
/// goes into a view's coordinates by leaving the window's origin behind first.
@MainActor final class DoubleScreenSpace: NSObject, UICoordinateSpace {
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        guard let view = coordinateSpace as? UIView else { return rect }
        let origin = view.window?.frame.origin ?? .zero
        return view.convert(rect.offsetBy(dx: -origin.x, dy: -origin.y), from: nil)
    }
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
    @MainActor public static var isReduceMotionEnabled: Bool { AccessibilityDouble.reduceMotion }
    // sdk: UIAccessibility.h, seen (`UIKIT_EXTERN NSNotificationName const UIAccessibilityReduceMotionStatusDidChangeNotification
    // API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(watchos) NS_SWIFT_NONISOLATED;`, `reduceMotionStatusDidChangeNotification` by
    // UIKit.apinotes) · doc: https://developer.apple.com/documentation/uikit/uiaccessibility/reducemotionstatusdidchangenotification
    // DEVIATION: a computed `static var`; the importer makes it a `static let`, which needs storage here.
    @available(iOS 8.0, *)
    @available(watchOS, unavailable)
    nonisolated public static var reduceMotionStatusDidChangeNotification: NSNotification.Name {
        NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    }
    // sdk: UIAccessibility.h, seen (`UIKIT_EXTERN void UIAccessibilityPostNotification(UIAccessibilityNotifications
    // notification, __nullable id argument) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR;`; UIKit.apinotes:
    // `UIAccessibility.post(notification:argument:)`) · doc: https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
    @available(watchOS, unavailable)
    @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {
        AccessibilityDouble.post(notification, argument: argument)
    }

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
@MainActor open class UIWindow: UIView {
    // DOUBLE: what the device gives a window, set by the tests (UIWindow+Double.swift).
    var doubleSafeArea = UIEdgeInsets.zero
    var doubleLayoutDirection = UIUserInterfaceLayoutDirection.leftToRight
    var doubleDisplayScale: CGFloat = 3
    var doubleTouch: DoubleTouchSequence?
    var storedRootViewController: UIViewController?
    // sdk: UIWindow.h, doc page ("The root view controller provides the content view of the window. Assigning a view
    // controller to this property … installs the view controller's view as the content view of the window … If the
    // window has an existing view hierarchy, the old views are removed"; default `nil`)
    // · doc: https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
    @available(iOS 4.0, *)
    open var rootViewController: UIViewController? {
        get { storedRootViewController }
        set {
            storedRootViewController?.viewIfLoadedForDouble?.removeFromSuperview()
            storedRootViewController = newValue
            guard let root = newValue?.view else { return }
            root.frame = bounds
            root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            // DOUBLE: only the previous root's view is removed, not every other view of the window.
            addSubview(root)
        }
    }
    // sdk: UIResponder.h, doc page ("UIWindow returns the application object"; the double has no application object,
    // so the chain ends here) · doc: https://developer.apple.com/documentation/uikit/uiresponder/next
    open override var next: UIResponder? { nil }
}

// sdk: iPhoneOS17.5.sdk UITraitCollection.h, seen (18.0 header not available; `UIKIT_EXTERN API_AVAILABLE(ios(8.0))
// NS_SWIFT_SENDABLE @interface UITraitCollection : NSObject <NSCopying, NSSecureCoding>`: Sendable, not
// main-actor) · doc: https://developer.apple.com/documentation/uikit/uitraitcollection
@available(iOS 8.0, *)
open class UITraitCollection: NSObject, @unchecked Sendable {
    // sdk: iPhoneOS17.5.sdk UITraitCollection.h, seen (`@property (nonatomic, readonly) CGFloat displayScale;`)
    // · doc: https://developer.apple.com/documentation/uikit/uitraitcollection/displayscale
    open var displayScale: CGFloat { storedDisplayScale }
    let storedDisplayScale: CGFloat

    // sdk: iPhoneOS17.5.sdk UITraitCollection.h, seen (`+ (UITraitCollection *)traitCollectionWithDisplayScale:(CGFloat)scale;`,
    // an initialiser by the importer's rules) · doc: https://developer.apple.com/documentation/uikit/uitraitcollection/init(displayscale:)
    public convenience init(displayScale scale: CGFloat) { self.init(doubleDisplayScale: scale) }
    init(doubleDisplayScale: CGFloat) {
        storedDisplayScale = doubleDisplayScale
        super.init()
    }
}

// sdk: UIViewController.h, seen (`UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @interface UIViewController : UIResponder <NSCoding, UIAppearanceContainer, UITraitEnvironment, …>`)
// · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor open class UIViewController: UIResponder {
    var storedView: UIView?
    var storedChildren: [UIViewController] = []
    weak var storedParent: UIViewController?
    // sdk: UIViewController.h, seen (`- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil
    // bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;`) · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
    // sdk: UIViewController.h, seen (`- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;`)
    // · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) { nil }
    // sdk: UIViewController.h, seen (`@property(null_resettable, nonatomic,strong) UIView *view;` "The getter first invokes
    // [self loadView] if the view hasn't been set yet", an implicitly
    // unwrapped Optional by the importer's rules) · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! {
        get {
            if storedView == nil { loadView() }
            return storedView
        }
        set {
            storedView?.doubleManagingController = nil
            storedView = newValue
            newValue?.doubleManagingController = self
        }
    }
    // sdk: UIViewController.h, seen (`- (void)loadView;`) · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
    open func loadView() { view = UIView(frame: .zero) }
    // sdk: UIViewController.h, seen (`- (void)addChildViewController:(UIViewController *)childController
    // API_AVAILABLE(ios(5.0));`, `addChild(_:)` by UIKit.apinotes; "If the child controller has a different parent
    // controller, it will first be removed from its current parent"; "addChildViewController: will call [child
    // willMoveToParentViewController:self] before adding the child") · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/addchild(_:)
    @available(iOS 5.0, *)
    open func addChild(_ childController: UIViewController) {
        if let previous = childController.storedParent, previous !== self { childController.removeFromParent() }
        childController.willMove(toParent: self)
        if !storedChildren.contains(where: { $0 === childController }) { storedChildren.append(childController) }
        childController.storedParent = self
    }
    // sdk: UIViewController.h, seen (`- (void)didMoveToParentViewController:(nullable UIViewController *)parent
    // API_AVAILABLE(ios(5.0));`, `didMove(toParent:)` by UIKit.apinotes) · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/didmove(toparent:)
    @available(iOS 5.0, *)
    open func didMove(toParent parent: UIViewController?) {}
    // sdk: UIViewController.h, seen (`- (void)willMoveToParentViewController:(nullable UIViewController *)parent
    // API_AVAILABLE(ios(5.0));`, `willMove(toParent:)` by UIKit.apinotes) · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/willmove(toparent:)
    @available(iOS 5.0, *)
    open func willMove(toParent parent: UIViewController?) {}
    // sdk: UIViewController.h, seen (`- (void)removeFromParentViewController API_AVAILABLE(ios(5.0));` "Removes the
    // the receiver from its parent's children controllers array"; it "does not call [self
    // willMoveToParentViewController:nil]"; `removeFromParent()` by UIKit.apinotes) · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/removefromparent()
    @available(iOS 5.0, *)
    open func removeFromParent() {
        storedParent?.storedChildren.removeAll { $0 === self }
        storedParent = nil
        didMove(toParent: nil)
    }
    // sdk: UIViewController.h, seen (`- (void)presentViewController:(UIViewController *)viewControllerToPresent
    // animated: (BOOL)flag completion:(void (^ __nullable)(void))completion NS_SWIFT_DISABLE_ASYNC
    // API_AVAILABLE(ios(5.0));`) · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    @available(iOS 5.0, *)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        PresentationDouble.present(viewControllerToPresent, from: self, animated: flag, completion: completion)
    }
    // sdk: UIViewController.h, seen (`- (void)dismissViewControllerAnimated: (BOOL)flag completion: (void (^
    // __nullable)(void))completion NS_SWIFT_DISABLE_ASYNC API_AVAILABLE(ios(5.0));`) · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
    @available(iOS 5.0, *)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        PresentationDouble.dismiss(from: self, animated: flag, completion: completion)
    }
    /// The controller this one presented (double only; ``presentedViewController`` also looks
    /// at the ancestors) and the one that presented it.
    var storedPresented: UIViewController?
    weak var storedPresenting: UIViewController?
    /// The view if it was loaded, without loading it (double only).
    var viewIfLoadedForDouble: UIView? { storedView }
    // sdk: UIResponder.h, doc page ("UIViewController similarly implements the method and returns its view's
    // superview") · doc: https://developer.apple.com/documentation/uikit/uiresponder/next
    // DOUBLE: a presented controller's next responder is its presenter on a device (reported widely); here, as the
    // documentation says, its view's superview.
    open override var next: UIResponder? { storedView?.superview }
    // Appearance callbacks and presentation settings (issue 47); UIKit calls them in a custom
    // presentation as UIViewController+Transitions.swift cites.
    // sdk: UIViewController.h, seen (`- (void)viewWillAppear:(BOOL)animated;` "Called when the view is about to
    // made visible, before it is added to the hierarchy") · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:)
    open func viewWillAppear(_ animated: Bool) {}
    // sdk: UIViewController.h, seen (`- (void)viewDidAppear:(BOOL)animated;` "Called after the view has fully
    // transitioned to visible, when any transition animations have completed") · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:)
    open func viewDidAppear(_ animated: Bool) {}
    // sdk: UIViewController.h, seen (`- (void)viewWillDisappear:(BOOL)animated;` "Called when the view is about to
    // be dismissed, covered, or otherwise hidden") · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:)
    open func viewWillDisappear(_ animated: Bool) {}
    // sdk: UIViewController.h, seen (`- (void)viewDidDisappear:(BOOL)animated;` "Called after the view has fully
    // been dismissed, covered, or otherwise hidden, when any transition animations have completed") · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)
    open func viewDidDisappear(_ animated: Bool) {}
    // sdk: UIViewController.h, seen (`@property(nonatomic,assign) UIModalPresentationStyle modalPresentationStyle
    // API_AVAILABLE(ios(3.2));` "If this property has been set to UIModalPresentationAutomatic, reading it will always
    // return a concrete presentation style. By default UIViewController resolves UIModalPresentationAutomatic to
    // UIModalPresentationFormSheet"; "Defaults to UIModalPresentationAutomatic on iOS starting in iOS 13.0")
    // · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle
    @available(iOS 3.2, *)
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { storedModalPresentationStyle == .automatic ? .formSheet : storedModalPresentationStyle }
        set { storedModalPresentationStyle = newValue }
    }
    // sdk: UIViewController.h, seen (`@property (nonatomic, getter=isModalInPresentation) BOOL modalInPresentation
    // API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos);` "the presentation will prevent interactive dismiss … until this
    // is set to NO") · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation
    @available(iOS 13.0, *)
    @available(watchOS, unavailable)
    open var isModalInPresentation = false
    /// The presentation style as set, `.automatic` unresolved (double only).
    var storedModalPresentationStyle = UIModalPresentationStyle.automatic
    /// The transitioning delegate, held weakly as UIKit's property is (double only).
    weak var storedTransitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// The presentation controller of a custom presentation while it lasts (double only).
    var storedPresentationController: UIPresentationController?
    /// Which transition this controller's presentation is in (double only).
    var doubleTransitionKind: DoubleTransitionKind?
}

extension NSValue {
    // sdk: UIGeometry.h, seen (`@interface NSValue (NSValueUIGeometryExtensions)` … `@property(nonatomic, readonly)
    // CGRect CGRectValue;`, `cgRectValue` by the importer's rules; xiangfeidexiaohuo copy)
    // · doc: https://developer.apple.com/documentation/foundation/nsvalue/cgrectvalue
    // DEVIATION: `public`, where the category property imports as `open` on NSValue; declared in an
    // extension, where Swift lets no subclass override a non-@objc member.
    public var cgRectValue: CGRect { rectValue }
}
