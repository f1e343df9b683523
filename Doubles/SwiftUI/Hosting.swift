// The hosting controller through which DrawerSwiftUI puts the app's SwiftUI content, handle,
// panel fill and bottom bar into DrawerUIKit's host on iOS (see Core.swift for the rules and the
// citation legend).
//
// Citations: the class and the three first members are `seen` in the iOS 18.0 interface text
// (SwiftUI ≈1097k, right after `WidgetBundleBuilder`; `_UIHostingView`, whose own `rootView`
// is iOS 16, ends just before ≈1092k); `safeAreaRegions` and `sizeThatFits(in:)` were checked
// against their pages. The bodies are the SwiftUI double (DoubleHosting.swift).
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
        @MainActor @preconcurrency public init(rootView: Content) {
            storedRootView = rootView
            super.init(nibName: nil, bundle: nil)
        }
        // sdk: SwiftUI, seen (`@_Concurrency.MainActor @preconcurrency @objc required dynamic public init?(coder aDecoder:
        // Foundation.NSCoder)`) · doc: https://developer.apple.com/documentation/swiftui/uihostingcontroller/init(coder:)
        // DEVIATION: without `@objc dynamic`, which the stand-in UIViewController's initialiser is not.
        // DOUBLE: a hosting controller from a storyboard has no root view to show; not modelled.
        @MainActor @preconcurrency public required init?(coder aDecoder: NSCoder) { nil }
        // sdk: SwiftUI, seen (`@_Concurrency.MainActor @preconcurrency public var rootView: Content { get set }`)
        // · doc: https://developer.apple.com/documentation/swiftui/uihostingcontroller/rootview
        // "You can change that view later": the new value is drawn at the next layout, with the
        // state of its views kept (the type cannot change; reference/swiftui-hosting.md §1).
        @MainActor @preconcurrency public var rootView: Content {
            get { storedRootView }
            set {
                storedRootView = newValue
                DoubleSwiftUI.rootViewAssignments += 1
                doubleHostingView?.graph.invalidate()
            }
        }
        // sdk: SwiftUI, doc page (iOS 16.4) · doc: https://developer.apple.com/documentation/swiftui/uihostingcontroller/safearearegions
        // "The safe area regions that this view controller adds to its view": `.all` by default;
        // a region removed is left out of SwiftUI's layout altogether.
        @available(iOS 16.4, tvOS 16.4, *)
        @MainActor @preconcurrency public var safeAreaRegions: SafeAreaRegions {
            get { storedSafeAreaRegions }
            set {
                storedSafeAreaRegions = newValue
                doubleHostingView?.graph.invalidate()
            }
        }
        // sdk: SwiftUI, doc page · doc: https://developer.apple.com/documentation/swiftui/uihostingcontroller/sizethatfits(in:)
        // "Calculates and returns the most appropriate size for the current view": the root view's
        // size for `size` (a dimension at UIKit's "expanded" size or beyond is unspecified, as
        // OpenSwiftUI's `_layoutSizeThatFits` reads it).
        @MainActor @preconcurrency public func sizeThatFits(in size: CGSize) -> CGSize {
            loadViewIfNeededForDouble().fittingSize(size)
        }

        var storedRootView: Content
        var storedSafeAreaRegions = SafeAreaRegions.all
        weak var doubleHostingView: DoubleHostingView?

        /// DOUBLE: the view is a hosting view whose background is the system background colour
        /// until the app sets another (reference/swiftui-hosting.md §1: reported by Airbnb's Epoxy,
        /// FloatingPanel and DynamicOverlay, and OpenSwiftUI's `updateBackgroundColor`).
        // sdk: UIViewController.h, doc page (`loadView()`, overridden as every controller that makes
        // its own view does; SwiftUI's override was not re-read) · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
        override open func loadView() {
            let hosting = DoubleHostingView(frame: .zero)
            hosting.backgroundColor = .systemBackground
            // DOUBLE: a hosting view whose controller is gone keeps what it drew last (SwiftUI's
            // view owns its graph and layers; the double's graph reads the controller's root view,
            // so it stops updating instead).
            hosting.evaluate = { [weak self] graph, environment in
                guard let self else { return nil }
                return graph.evaluateRoot(self.storedRootView, environment: environment)
            }
            hosting.safeAreaRegions = { [weak self] in self?.storedSafeAreaRegions ?? .all }
            hosting.hasOwner = { [weak self] in self != nil }
            view = hosting
            doubleHostingView = hosting
        }

        /// DOUBLE: the controller going away ends its graph's identities (representables are
        /// dismantled) once its view is off screen; on screen, when the view leaves its window.
        isolated deinit {
            if let hosting = doubleHostingView, hosting.window == nil { hosting.graph.root.remove() }
        }

        func loadViewIfNeededForDouble() -> DoubleHostingView {
            // swift-format-ignore
            return view as! DoubleHostingView
        }
    }
#endif
