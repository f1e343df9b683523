// UIKit symbols for issues 14 and 15 (handle taps, scale-back, the bottom bar, VoiceOver focus
// return); see UIKit.swift for the citation legend. Headers read in the xiangfeidexiaohuo/iOS-SDKs
// copy of iPhoneOS18.0.sdk are marked "(xiangfeidexiaohuo copy)"; the others in xybp888/iOS-SDKs.

// DEVIATION: every UIView member in this extension is `public` where the SDK's are `open` (the
// importer makes an Objective-C class's properties and methods `open`). Declared in an extension,
// where Swift lets no subclass override a non-@objc member: DrawerKit calls them and overrides none.
extension UIView {
    // sdk: UIView.h, seen (`@property(nonatomic) CGPoint center;`, xiangfeidexiaohuo copy) · doc: https://developer.apple.com/documentation/uikit/uiview/center
    public var center: CGPoint {
        get { storedCenter }
        set { LayerWrites.record(storedCenter, newValue); storedCenter = newValue }
    }
    // sdk: UIView.h, seen (`@property(nonatomic) CGAffineTransform transform;`, xiangfeidexiaohuo copy) · doc: https://developer.apple.com/documentation/uikit/uiview/transform
    public var transform: CGAffineTransform {
        get { storedTransform }
        set { LayerWrites.record(storedTransform, newValue); storedTransform = newValue }
    }
    // sdk: UIView.h, seen (`@property(nonatomic) BOOL clipsToBounds;`, xiangfeidexiaohuo copy) · doc: https://developer.apple.com/documentation/uikit/uiview/clipstobounds
    public var clipsToBounds: Bool {
        get { storedClipsToBounds }
        set { LayerWrites.record(storedClipsToBounds, newValue); storedClipsToBounds = newValue }
    }
    // sdk: UIView.h, seen (`@property(nonatomic,getter=isHidden) BOOL hidden;`, xiangfeidexiaohuo copy) · doc: https://developer.apple.com/documentation/uikit/uiview/ishidden
    public var isHidden: Bool {
        get { storedIsHidden }
        set { LayerWrites.record(storedIsHidden, newValue); storedIsHidden = newValue }
    }
    // sdk: UIView.h, seen (`- (BOOL)isDescendantOfView:(UIView *)view;`, xiangfeidexiaohuo copy) · doc: https://developer.apple.com/documentation/uikit/uiview/isdescendant(of:)
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.storedSuperview
        }
        return false
    }
    // sdk: UIView.h, seen (`+ (void)animateWithDuration:(NSTimeInterval)duration animations:(void (^)(void))animations API_AVAILABLE(ios(4.0));`,
    // no actor annotation on the block; xiangfeidexiaohuo copy) · doc: https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:)
    // DOUBLE: the animations block runs at once (the model values change immediately, as in UIKit; the double
    // has no presentation layer to interpolate), the request is counted in `UIKitDouble.animationCount`, and the
    // writes inside it in `UIKitDouble.animatedWrites`.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        MainActor.assumeIsolated { UIKitDouble.animationCount += 1 }
        LayerWrites.animationDepth += 1
        defer { LayerWrites.animationDepth -= 1 }
        animations()
    }
    // sdk: UIView.h, doc page (`class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void)`, UIView's
    // animation-with-blocks category, iOS 7.0; the page: "Disables a view transition animation", the changes in
    // the block take effect at once even inside another animation block)
    // · doc: https://developer.apple.com/documentation/uikit/uiview/performwithoutanimation(_:)
    @available(iOS 7.0, *)
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let depth = LayerWrites.animationDepth
        LayerWrites.animationDepth = 0
        defer { LayerWrites.animationDepth = depth }
        actionsWithoutAnimation()
    }
}

// DEVIATION: `location(in:)` is `public` where the SDK's is `open` (the importer makes an
// Objective-C class's methods `open`). Declared in an extension, where Swift lets no subclass
// override a non-@objc member: DrawerKit calls it and overrides it nowhere.
extension UIGestureRecognizer {
    // sdk: iPhoneOS16.2.sdk UIGestureRecognizer.h, seen (18.0 header not available, as for UIKit.swift's
    // UIGestureRecognizer; `- (CGPoint)locationInView:(nullable UIView*)view;` in the NS_SWIFT_UI_ACTOR class,
    // `location(in:)` by the importer's rules) · doc: https://developer.apple.com/documentation/uikit/uigesturerecognizer/location(in:)
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return touchLocation }
        return view.convert(touchLocation, from: nil)
    }
}

extension UIAccessibility {
    // sdk: UIAccessibility.h, seen (`UIKIT_EXTERN __nullable id UIAccessibilityFocusedElement(UIAccessibilityAssistiveTechnologyIdentifier
    // __nullable assistiveTechnologyIdentifier) API_AVAILABLE(ios(9.0)) … NS_SWIFT_UI_ACTOR;`; the Swift name is
    // the doc page's) · doc: https://developer.apple.com/documentation/uikit/uiaccessibility/focusedelement(using:)
    @available(iOS 9.0, *)
    @MainActor public static func focusedElement(using assistiveTechnologyIdentifier: UIAccessibility.AssistiveTechnologyIdentifier?) -> Any? {
        AccessibilityDouble.focusedElement
    }

    // sdk: UIAccessibilityConstants.h, seen (`typedef NSString * UIAccessibilityAssistiveTechnologyIdentifier NS_TYPED_ENUM
    // API_AVAILABLE(watchos(5.0));`) · doc: https://developer.apple.com/documentation/uikit/uiaccessibility/assistivetechnologyidentifier
    // DEVIATION: the NS_TYPED_ENUM import is a struct wrapping the string; Hashable and Sendable
    // are written out here (the page lists Hashable; NS_HEADER_AUDIT sendability makes it Sendable).
    @available(watchOS 5.0, *)
    public struct AssistiveTechnologyIdentifier: Hashable, RawRepresentable, Sendable {
        // sdk: UIAccessibilityConstants.h, seen (by the importer's rules) · doc: https://developer.apple.com/documentation/uikit/uiaccessibility/assistivetechnologyidentifier/init(rawvalue:)
        public init(rawValue: String) { self.rawValue = rawValue }
        // sdk: UIAccessibilityConstants.h, seen (by the importer's rules: `var`, as for every NS_TYPED_ENUM)
        // · doc: https://developer.apple.com/documentation/uikit/uiaccessibility/assistivetechnologyidentifier
        public var rawValue: String
        // sdk: UIAccessibilityConstants.h, seen (`UIKIT_EXTERN UIAccessibilityAssistiveTechnologyIdentifier const
        // UIAccessibilityNotificationVoiceOverIdentifier API_AVAILABLE(ios(9.0), watchos(2.0)) NS_SWIFT_NONISOLATED;`)
        // · doc: https://developer.apple.com/documentation/uikit/uiaccessibility/assistivetechnologyidentifier/notificationvoiceover
        @available(iOS 9.0, watchOS 2.0, *)
        nonisolated public static let notificationVoiceOver = AssistiveTechnologyIdentifier(rawValue: "UIAccessibilityNotificationVoiceOverIdentifier")
    }
}
