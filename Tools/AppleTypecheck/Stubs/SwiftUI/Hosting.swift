// The hosting controller through which DrawerSwiftUI puts the app's SwiftUI content, handle,
// panel fill and bottom bar into DrawerUIKit's host on iOS (see Core.swift for the rules and the
// citation legend). Declarations only: the UIKit double runs DrawerUIKit, never SwiftUI.
//
// Citations: the class and the three members are `seen` in the iOS 18.0 interface text
// (SwiftUI ≈1097k, right after `WidgetBundleBuilder`; `_UIHostingView`, whose own `rootView`
// is iOS 16, ends just before ≈1092k). Members the adapter does not use (`sizingOptions`,
// `sizeThatFits(in:)`, the view-controller overrides) are left out.
#if canImport(UIKit)
    import UIKit

    // sdk: SwiftUI, seen (`@_hasMissingDesignatedInitializers @available(iOS 13.0, tvOS 13.0, *)
    // @available(macOS, unavailable) @_Concurrency.MainActor @preconcurrency open class
    // UIHostingController<Content> : UIKit.UIViewController where Content : SwiftUICore.View`)
    // · doc: https://developer.apple.com/documentation/swiftui/uihostingcontroller
    @available(iOS 13.0, tvOS 13.0, *)
    @available(macOS, unavailable)
    @MainActor @preconcurrency open class UIHostingController<Content>: UIViewController where Content: View {
        // sdk: SwiftUI, seen (`@_Concurrency.MainActor @preconcurrency public init(rootView: Content)`)
        // · doc: https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:)
        @MainActor @preconcurrency public init(rootView: Content) { fatalError() }
        // sdk: SwiftUI, seen (`@_Concurrency.MainActor @preconcurrency @objc required dynamic public init?(coder aDecoder:
        // Foundation.NSCoder)`) · doc: https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(coder:)
        // DEVIATION: without `@objc dynamic`, which the stand-in UIViewController's initialiser is not.
        @MainActor @preconcurrency public required init?(coder aDecoder: NSCoder) { fatalError() }
        // sdk: SwiftUI, seen (`@_Concurrency.MainActor @preconcurrency public var rootView: Content { get set }`)
        // · doc: https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview
        @MainActor @preconcurrency public var rootView: Content {
            get { fatalError() }
            set { fatalError() }
        }
    }
#endif
