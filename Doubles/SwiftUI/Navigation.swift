// Navigation and lists, for the example app's first screen (Examples/DrawerKitExamples.swiftpm,
// ExamplesList.swift); see Core.swift for the rules and the citation legend. Their bodies are the
// SwiftUI double (DoubleNavigation.swift). None of these was located in the 18.0 interface
// text; each was checked against its documentation page (current SDK spelling: `@ContentBuilder`
// there is 18.0's `@ViewBuilder`, `nonisolated` there is the struct's default isolation here).

// sdk: SwiftUI, doc page (`struct NavigationPath`, iOS 16) · doc: https://developer.apple.com/documentation/swiftui/navigationpath
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct NavigationPath {
    // sdk: SwiftUI, doc page · doc: https://developer.apple.com/documentation/swiftui/navigationpath/init()
    public init() {}
}

// sdk: SwiftUI, doc page (`struct NavigationStack<Data, Root> where Root : View`, iOS 16)
// · doc: https://developer.apple.com/documentation/swiftui/navigationstack
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
@MainActor @preconcurrency public struct NavigationStack<Data, Root>: View where Root: View {
    // sdk: SwiftUI, doc page (`init(@ContentBuilder root: () -> Root) where Data == NavigationPath`)
    // · doc: https://developer.apple.com/documentation/swiftui/navigationstack/init(root:)
    nonisolated public init(@ViewBuilder root: () -> Root) where Data == NavigationPath { doubleRoot = root() }
    nonisolated(unsafe) package var doubleRoot: Root
    public typealias Body = Never
    public var body: Never { fatalError("DOUBLE: primitive") }
}

// sdk: SwiftUI, doc page (`struct NavigationLink<Label, Destination> where Label : View, Destination : View`)
// · doc: https://developer.apple.com/documentation/swiftui/navigationlink
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct NavigationLink<Label, Destination>: View where Label: View, Destination: View {
    nonisolated(unsafe) package var doubleLabel: Label
    nonisolated(unsafe) package var doubleDestination: Destination
    public typealias Body = Never
    public var body: Never { fatalError("DOUBLE: primitive") }
}

extension NavigationLink where Label == Text {
    // sdk: SwiftUI, doc page (the title-string overload with a destination builder, as `Button`'s
    // `init(_:action:)` for a `StringProtocol` title) · doc: https://developer.apple.com/documentation/swiftui/navigationlink/init(_:destination:)
    // DEVIATION: the page's `LocalizedStringKey` title is a `StringProtocol` one here (the stand-ins
    // have no `LocalizedStringKey`); a literal title type-checks against both.
    @_disfavoredOverload nonisolated public init<S>(_ title: S, @ViewBuilder destination: () -> Destination) where S: StringProtocol {
        doubleLabel = Text(title)
        doubleDestination = destination()
    }
}

// sdk: SwiftUI, doc page (`struct List<SelectionValue, Content> where SelectionValue : Hashable, Content : View`)
// · doc: https://developer.apple.com/documentation/swiftui/list
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    nonisolated(unsafe) package var doubleContent: Content
    public typealias Body = Never
    public var body: Never { fatalError("DOUBLE: primitive") }
}

extension List where SelectionValue == Never {
    // sdk: SwiftUI, doc page · doc: https://developer.apple.com/documentation/swiftui/list/init(content:)
    nonisolated public init(@ViewBuilder content: () -> Content) { doubleContent = content() }
}

extension View {
    // sdk: SwiftUI, doc page · doc: https://developer.apple.com/documentation/swiftui/view/navigationtitle(_:)-43srq
    // DEVIATION: the page's `LocalizedStringKey` title is a `StringProtocol` one here, as for
    // `NavigationLink` above.
    // DOUBLE: the title is drawn as a Text in the bar the double draws above a navigation stack's
    // visible page (DoubleToolbar.swift); outside a stack it is not drawn.
    @_disfavoredOverload nonisolated public func navigationTitle<S>(_ title: S) -> some View where S: StringProtocol {
        modifier(DoubleNavigationTitle(title: String(title)))
    }
}

#if canImport(UIKit)
    import UIKit

    // sdk: SwiftUI, doc page · doc: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable
    // DEVIATION: `sizeThatFits(_:uiViewController:context:)` and the context's `transaction` and
    // `environment` are left out; the example app uses none of them.
    // The double draws a represented controller's view (DoubleNavigation.swift).
    @available(iOS 13.0, tvOS 13.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    @preconcurrency @MainActor public protocol UIViewControllerRepresentable: View where Self.Body == Never {
        associatedtype UIViewControllerType: UIViewController
        // sdk: SwiftUI, doc page · doc: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makeuiviewcontroller(context:)
        @MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
        // sdk: SwiftUI, doc page · doc: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/updateuiviewcontroller(_:context:)
        @MainActor @preconcurrency func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)
        associatedtype Coordinator = Void
        // sdk: SwiftUI, doc page · doc: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makecoordinator()-9vwm8
        @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
        // sdk: SwiftUI, doc page · doc: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext
        typealias Context = UIViewControllerRepresentableContext<Self>
    }

    @available(iOS 13.0, tvOS 13.0, *)
    @available(macOS, unavailable)
    extension UIViewControllerRepresentable where Self.Coordinator == Void {
        // sdk: SwiftUI, doc page · doc: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable/makecoordinator()-9vwm8
        @MainActor @preconcurrency public func makeCoordinator() -> Self.Coordinator { () }
    }

    @available(iOS 13.0, tvOS 13.0, *)
    @available(macOS, unavailable)
    extension UIViewControllerRepresentable {
        // sdk: SwiftUI, doc page (`body: Never`, as `UIViewRepresentable`'s) · doc: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable
        @MainActor @preconcurrency public var body: Never { fatalError("DOUBLE: primitive") }
    }

    // sdk: SwiftUI, doc page · doc: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext
    @available(iOS 13.0, tvOS 13.0, *)
    @available(macOS, unavailable)
    @available(watchOS, unavailable)
    @preconcurrency @MainActor public struct UIViewControllerRepresentableContext<Representable>
    where Representable: UIViewControllerRepresentable {
        // sdk: SwiftUI, doc page · doc: https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentablecontext (`let coordinator: Representable.Coordinator`, as `UIViewRepresentableContext`'s)
        @MainActor @preconcurrency public let coordinator: Representable.Coordinator
    }
#endif
