// UIKit symbols for the shaped panel of issue 24: the visual effect view with a blur (iOS 8/13) or
// Liquid Glass (iOS 26) material, and iOS 26's per-corner configuration. Legend as in UIKit.swift.
// UIVisualEffectView.h was read in the iOS 18.0 SDK copy (xybp888/iOS-SDKs); UIVisualEffect.h and
// UIBlurEffect.h are in neither public copy, and the iOS 26 symbols have no public SDK text at all,
// so those cite their documentation pages (`doc page`).

// sdk: UIVisualEffect.h, doc page (`@MainActor class UIVisualEffect`, inherits NSObject; "An initializer for
// visual effect views and blur and vibrancy effect objects") · doc: https://developer.apple.com/documentation/uikit/uivisualeffect
@available(iOS 8.0, *)
@MainActor open class UIVisualEffect: NSObject {}

// sdk: UIBlurEffect.h, doc page (`@MainActor class UIBlurEffect`, a UIVisualEffect) · doc: https://developer.apple.com/documentation/uikit/uiblureffect
@available(iOS 8.0, *)
@MainActor open class UIBlurEffect: UIVisualEffect {
    // sdk: UIBlurEffect.h, doc page (`enum Style`, "Blur styles available for blur effect objects"; an NSInteger
    // enum, UIBlurEffectStyleSystemMaterial = 8) · doc: https://developer.apple.com/documentation/uikit/uiblureffect/style
    // DEVIATION: only the case DrawerKit uses is declared.
    public enum Style: Int, Sendable {
        // sdk: UIBlurEffect.h, doc page (`UIBlurEffectStyleSystemMaterial API_AVAILABLE(ios(13.0))`, "An adaptable blur
        // effect that creates the appearance of a material with normal thickness") · doc: https://developer.apple.com/documentation/uikit/uiblureffect/style/systemmaterial
        @available(iOS 13.0, *)
        case systemMaterial = 8
    }

    /// The style it was made with (double only: UIKit does not expose it).
    package let doubleStyle: Style

    // sdk: UIBlurEffect.h, doc page (`init(style: UIBlurEffect.Style)`, "Creates a blur effect with the designated
    // style") · doc: https://developer.apple.com/documentation/uikit/uiblureffect/init(style:)
    public init(style: Style) {
        doubleStyle = style
        super.init()
    }
}

// sdk: UIGlassEffect.h, doc page (`@MainActor class UIGlassEffect`, "A visual effect that renders a glass
// material", iOS 26.0+; a UIVisualEffect) · doc: https://developer.apple.com/documentation/uikit/uiglasseffect
@available(iOS 26.0, *)
@MainActor open class UIGlassEffect: UIVisualEffect {
    // sdk: UIGlassEffect.h, doc page (`enum Style` with `case clear`, `case regular`; UIGlassEffectStyleRegular = 0)
    // · doc: https://developer.apple.com/documentation/uikit/uiglasseffect/style
    public enum Style: Int, Sendable {
        // sdk: UIGlassEffect.h, doc page ("Standard glass effect style.") · doc: https://developer.apple.com/documentation/uikit/uiglasseffect/style/regular
        case regular = 0
        // sdk: UIGlassEffect.h, doc page ("Clear glass effect style.") · doc: https://developer.apple.com/documentation/uikit/uiglasseffect/style/clear
        case clear = 1
    }

    /// The style it was made with (double only).
    package let doubleStyle: Style

    // sdk: UIGlassEffect.h, doc page (`init(style: UIGlassEffect.Style)`, "Creates a glass effect with the specified
    // style") · doc: https://developer.apple.com/documentation/uikit/uiglasseffect/init(style:)
    public init(style: Style) {
        doubleStyle = style
        super.init()
    }
}

// sdk: UIVisualEffectView.h, seen (`UIKIT_EXTERN API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @interface UIVisualEffectView : UIView <NSSecureCoding>`) · doc: https://developer.apple.com/documentation/uikit/uivisualeffectview
@available(iOS 8.0, *)
@available(watchOS, unavailable)
@MainActor open class UIVisualEffectView: UIView {
    private let storedContentView = UIView(frame: .zero)
    private var storedEffect: UIVisualEffect?

    // sdk: UIVisualEffectView.h, seen (`- (instancetype)initWithEffect:(nullable UIVisualEffect *)effect
    // NS_DESIGNATED_INITIALIZER;`) · doc: https://developer.apple.com/documentation/uikit/uivisualeffectview/init(effect:)
    public init(effect: UIVisualEffect?) {
        storedEffect = effect
        super.init(frame: .zero)
        storedContentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(storedContentView)
    }
    // sdk: UIVisualEffectView.h, seen (`- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;`)
    // · doc: https://developer.apple.com/documentation/uikit/uivisualeffectview/init(coder:)
    public required init?(coder: NSCoder) { nil }

    // sdk: UIVisualEffectView.h, seen (`@property (nonatomic, strong, readonly) UIView *contentView;` "Do not add
    // subviews directly to UIVisualEffectView, use this view instead.") · doc: https://developer.apple.com/documentation/uikit/uivisualeffectview/contentview
    // DOUBLE: the content view fills the effect view and follows its size (UIKit lays it out; the header does not say how).
    open var contentView: UIView { storedContentView }

    // sdk: UIVisualEffectView.h, seen (`@property (nonatomic, copy, nullable) UIVisualEffect *effect;`)
    // · doc: https://developer.apple.com/documentation/uikit/uivisualeffectview/effect
    // DOUBLE: kept as given, not copied.
    open var effect: UIVisualEffect? {
        get { storedEffect }
        set { LayerWrites.record(storedEffect, newValue); storedEffect = newValue }
    }
}

// sdk: UIView.h, doc page (`struct UICornerRadius`, iOS 26.0+, "Represents a radius used to round a corner")
// · doc: https://developer.apple.com/documentation/uikit/uicornerradius-swift.struct
@available(iOS 26.0, *)
public struct UICornerRadius: Sendable {
    /// The fixed radius in points, or 0 for a concentric one (double only: the page shows no accessor).
    package let doubleFixed: Double
    /// A concentric radius's minimum (0 when none was given); `nil` for a fixed radius (double only).
    package var doubleConcentricMinimum: Double? = nil

    // sdk: UIView.h, doc page (`static func fixed(_ radius: Double) -> UICornerRadius`, "Creates a radius that
    // represents a fixed corner radius in points") · doc: https://developer.apple.com/documentation/uikit/uicornerradius-swift.struct/fixed(_:)
    public static func fixed(_ radius: Double) -> UICornerRadius { UICornerRadius(doubleFixed: radius) }

    // sdk: UIView.h, doc page (`static func containerConcentric(minimum: CGFloat? = nil) -> UICornerRadius`, iOS 26.0+,
    // "A dynamic corner radius calculated using the geometry of the view and its container limited to a minimum
    // radius") · doc: https://developer.apple.com/documentation/uikit/uicornerradius-swift.struct/containerconcentric(minimum:)
    // Resolved by `UIView.doubleResolvedCornerRadii` (UIKit+Concentric.swift).
    public static func containerConcentric(minimum: CGFloat? = nil) -> UICornerRadius {
        UICornerRadius(doubleFixed: 0, doubleConcentricMinimum: Double(minimum ?? 0))
    }
}

// sdk: UIView.h, doc page (`struct UICornerConfiguration`, iOS 26.0+, "Defines how corner radii are mapped to
// the corners of a rectangle") · doc: https://developer.apple.com/documentation/uikit/uicornerconfiguration-swift.struct
@available(iOS 26.0, *)
public struct UICornerConfiguration: Sendable {
    /// The four radii it was made with, top-left, top-right, bottom-left, bottom-right (double only).
    package let doubleRadii: [UICornerRadius?]

    // sdk: UIView.h, doc page (`static func corners(topLeftRadius: UICornerRadius?, topRightRadius: UICornerRadius?,
    // bottomLeftRadius: UICornerRadius?, bottomRightRadius: UICornerRadius?) -> UICornerConfiguration`, "A configuration
    // with independent radii for each corner") · doc: https://developer.apple.com/documentation/uikit/uicornerconfiguration-swift.struct/corners(topleftradius:toprightradius:bottomleftradius:bottomrightradius:)
    public static func corners(
        topLeftRadius: UICornerRadius?, topRightRadius: UICornerRadius?, bottomLeftRadius: UICornerRadius?,
        bottomRightRadius: UICornerRadius?
    ) -> UICornerConfiguration {
        UICornerConfiguration(doubleRadii: [topLeftRadius, topRightRadius, bottomLeftRadius, bottomRightRadius])
    }
}

extension UIView {
    // sdk: UIView.h, doc page (`@MainActor @preconcurrency var cornerConfiguration: UICornerConfiguration { get set }`,
    // iOS 26.0+, "A configuration that defines the corners of the view") · doc: https://developer.apple.com/documentation/uikit/uiview/cornerconfiguration-7l0ja
    // DEVIATION: `public` in an extension (as the other members of UIKit+Beyond.swift), stored untyped in the
    // view because the type is iOS 26 only. DOUBLE: a view never given one reads as four square corners.
    @available(iOS 26.0, *)
    public var cornerConfiguration: UICornerConfiguration {
        get {
            storedCornerConfiguration as? UICornerConfiguration
                ?? .corners(
                    topLeftRadius: .fixed(0), topRightRadius: .fixed(0), bottomLeftRadius: .fixed(0),
                    bottomRightRadius: .fixed(0))
        }
        set {
            let old = (storedCornerConfiguration as? UICornerConfiguration)?.doubleRadii.map(\.doubleDescription)
            LayerWrites.record(old, newValue.doubleRadii.map(\.doubleDescription))
            storedCornerConfiguration = newValue
        }
    }
}
