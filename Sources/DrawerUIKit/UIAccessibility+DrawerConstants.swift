#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    // UIKit's accessibility constants are concurrency-safe from the iOS 18 SDK on (UIKit 8081 and
    // later: UIAccessibilityConstants.h declares them `UIKIT_EXTERN const … NS_SWIFT_NONISOLATED`).
    // Earlier SDKs declare them as plain mutable globals (`UIKIT_EXTERN UIAccessibilityTraits
    // UIAccessibilityTraitAdjustable;` in the iOS 17.4 SDK), which Swift 6 refuses to read. With
    // those SDKs this file imports UIKit as `@preconcurrency`; with newer ones that attribute would
    // have no effect and warn, so it is not written. The values are UIKit's own either way.
    #if canImport(UIKit, _version: 8000)
        import UIKit
    #else
        @preconcurrency import UIKit
    #endif

    /// The UIKit accessibility constants the adapter uses, readable under Swift 6 with every SDK
    /// from iOS 16's on.
    enum DrawerAccessibilityConstants {
        /// `UIAccessibility.Notification.screenChanged`: a new view covers most of the screen.
        static var screenChanged: UIAccessibility.Notification { .screenChanged }
        /// `UIAccessibilityTraits.adjustable`: the element moves with VoiceOver's swipe up/down.
        static var adjustable: UIAccessibilityTraits { .adjustable }
    }
#endif
