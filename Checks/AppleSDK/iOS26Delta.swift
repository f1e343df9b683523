// The iOS 26 UIKit API DrawerUIKit uses, for compiling against an older SDK (check-ios-sdk.sh adds
// this file to DrawerUIKit's sources, with one `DRAWERKIT_SDK_LACKS_<symbol>` define for each symbol
// the given SDK does not declare; with an iOS 26 SDK none is set and nothing here is compiled).
// Declarations only, as each page shows them: compiled to check DrawerUIKit's use of them, never
// linked or run (the bodies trap). Internal, so nothing outside DrawerUIKit sees them.
// The behavioural double's versions, with bodies, are in Doubles/UIKit.

#if canImport(UIKit) && DRAWERKIT_SDK_LACKS_UIGlassEffect
    import UIKit

    // doc: https://developer.apple.com/documentation/uikit/uiglasseffect
    // `@MainActor class UIGlassEffect`, iOS 26.0+, a UIVisualEffect.
    @available(iOS 26.0, *)
    class UIGlassEffect: UIVisualEffect {
        // doc: https://developer.apple.com/documentation/uikit/uiglasseffect/style
        // `enum Style`: `case regular`, `case clear`.
        enum Style: Int, Sendable {
            case regular = 0
            case clear = 1
        }

        // doc: https://developer.apple.com/documentation/uikit/uiglasseffect/init(style:)
        convenience init(style: Style) {
            self.init()
            fatalError("iOS26Delta: declaration only, compiled and never run")
        }
    }
#endif

#if canImport(UIKit) && DRAWERKIT_SDK_LACKS_UICornerRadius
    import UIKit

    // doc: https://developer.apple.com/documentation/uikit/uicornerradius-swift.struct
    // `struct UICornerRadius`, iOS 26.0+.
    @available(iOS 26.0, *)
    struct UICornerRadius: Sendable {
        // doc: https://developer.apple.com/documentation/uikit/uicornerradius-swift.struct/fixed(_:)
        static func fixed(_ radius: Double) -> UICornerRadius {
            fatalError("iOS26Delta: declaration only, compiled and never run")
        }

        // doc: https://developer.apple.com/documentation/uikit/uicornerradius-swift.struct/containerconcentric(minimum:)
        static func containerConcentric(minimum: CGFloat? = nil) -> UICornerRadius {
            fatalError("iOS26Delta: declaration only, compiled and never run")
        }
    }
#endif

#if canImport(UIKit) && DRAWERKIT_SDK_LACKS_UICornerConfiguration
    import UIKit

    // doc: https://developer.apple.com/documentation/uikit/uicornerconfiguration-swift.struct
    // `struct UICornerConfiguration`, iOS 26.0+.
    @available(iOS 26.0, *)
    struct UICornerConfiguration: Sendable {
        // doc: https://developer.apple.com/documentation/uikit/uicornerconfiguration-swift.struct/corners(topleftradius:toprightradius:bottomleftradius:bottomrightradius:)
        static func corners(
            topLeftRadius: UICornerRadius?, topRightRadius: UICornerRadius?, bottomLeftRadius: UICornerRadius?,
            bottomRightRadius: UICornerRadius?
        ) -> UICornerConfiguration {
            fatalError("iOS26Delta: declaration only, compiled and never run")
        }
    }

    extension UIView {
        // doc: https://developer.apple.com/documentation/uikit/uiview/cornerconfiguration-7l0ja
        // `@MainActor @preconcurrency var cornerConfiguration: UICornerConfiguration { get set }`, iOS 26.0+.
        @available(iOS 26.0, *)
        var cornerConfiguration: UICornerConfiguration {
            get { fatalError("iOS26Delta: declaration only, compiled and never run") }
            set { fatalError("iOS26Delta: declaration only, compiled and never run") }
        }
    }
#endif
