// Declarations-only stand-in for exactly the SwiftUI symbols DrawerSwiftUI, the documentation
// snippets and the seed ports use. Their bodies are the SwiftUI double (the Double*.swift files:
// a view graph with structural identity, state, environment, preferences, a simple layout, the
// representable lifecycle and UIHostingController, drawn as views of the UIKit double), which
// Tests/AppleRuntime runs DrawerSwiftUI on; a body the double does not model traps with
// "DOUBLE: … not modelled" so no test passes on behaviour the double lacks. Never shipped.
//
// Source of truth: Apple's iOS 18.0 SDK interface text (public repository xybp888/iOS-SDKs,
// iPhoneOS18.0.sdk/System/Library/Frameworks/), not memory. Every declaration carries one line
//
//     // sdk: <module>, <how> · doc: <documentation page>
//
// where <module> names the interface file the declaration lives in:
//   SwiftUICore = SwiftUICore.framework/Modules/SwiftUICore.swiftmodule/arm64-apple-ios.swiftinterface
//   SwiftUI     = SwiftUI.framework/Modules/SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface
// and <how> is one of
//   seen      the declaration was read in that file and is copied from it (isolation, @Sendable,
//             @preconcurrency, availability, deprecation). SwiftUICore's file was read whole,
//             SwiftUI's up to the table and toolbar builders that end it. For the
//             UIKit, QuartzCore, CoreGraphics and ObjectiveC stand-ins <module> is a header or an
//             overlay interface of the same SDK; one written `iPhoneOS<version>.sdk <header>` was
//             read in that other SDK version because no public copy has the 18.0 header (see
//             UIKit/UIKit.swift), and the citation says so;
//   doc page  the SDK file was not found in any public copy; the declaration was checked against
//             its documentation page instead (which shows the current SDK's spelling);
//   issue     taken from the SDK sample recorded in issue 11, not re-read here (the Xcode 16.2
//             onPreferenceChange in State.swift: no public copy of the iOS 18.2 SDK was found).
// `Checks/AppleTypecheck/check.sh` refuses a stand-in declaration without such a line and prints
// the counts, the other-version `seen` apart.
//
// DEVIATION (applies throughout): Linux swiftc has no iOS or macOS deployment target, so the
// platform `@available(iOS …)` attributes are copied for fidelity but are inert here: neither
// `#available` nor platform deprecation is checked by `make check-apple`. The Apple CI job builds
// with warnings as errors, which is where they bite. `_makeView`, `_makeViewList` and other
// underscored graph entry points are omitted: nothing outside SwiftUI calls them.
// The `strict` variant (-D STANDINS_XCODE_16_2) replaces declarations whose isolation Xcode 16.2
// (iOS 18.2 SDK) tightened; see State.swift.
@_exported import CoreGraphics
@_exported import Foundation

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/view
// DEVIATION: `@_typeEraser(AnyView)` is left out: it only matters to dynamic replacement.
@preconcurrency @MainActor public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swift/never
extension Never: View {
    public typealias Body = Never
    // sdk: SwiftUICore, seen (the conformance; `body` is the one every Body == Never view has) · doc: https://developer.apple.com/documentation/swift/never
    public var body: Never { fatalError() }
}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/viewbuilder
// DEVIATION: spelled `@resultBuilder`; the interface uses the older spelling `@_functionBuilder`
// of the same attribute.
@resultBuilder public struct ViewBuilder {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/viewbuilder/buildexpression(_:)
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: View { content }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock()
    public static func buildBlock() -> EmptyView { EmptyView() }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-1ly4j
    public static func buildBlock<Content>(_ content: Content) -> Content where Content: View { content }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)-3ycpg
    @_disfavoredOverload public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<(repeat each Content)> where repeat each Content: View { TupleView((repeat each content)) }
}

@available(*, unavailable)
extension ViewBuilder: Sendable {}

extension ViewBuilder {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)
    public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View { content }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)
    public static func buildEither<TrueContent, FalseContent>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View { _ConditionalContent(doubleStorage: .trueContent(first)) }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(second:)
    public static func buildEither<TrueContent, FalseContent>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View { _ConditionalContent(doubleStorage: .falseContent(second)) }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ViewBuilder {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/viewbuilder/buildlimitedavailability(_:)
    public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content: View { AnyView(content) }
}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/tupleview
@frozen @MainActor @preconcurrency public struct TupleView<T>: View {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/tupleview/value
    @MainActor @preconcurrency public var value: T {
        get { doubleValue }
        set { doubleValue = newValue }
    }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/tupleview/init(_:)
    nonisolated public init(_ value: T) { doubleValue = value }
    /// DOUBLE: the storage behind `value` (a stored property here would be main-actor isolated).
    nonisolated(unsafe) package var doubleValue: T
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// sdk: SwiftUICore, seen (a plain struct: no global actor, no constraints; `storage` is left out)
// · doc: https://developer.apple.com/documentation/swiftui/_conditionalcontent
@frozen public struct _ConditionalContent<TrueContent, FalseContent> {
    /// DOUBLE: which branch was built (SwiftUI keeps the same in its internal `storage`).
    @usableFromInline package enum DoubleStorage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    package let doubleStorage: DoubleStorage
}

@available(*, unavailable)
extension _ConditionalContent: Sendable {}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/_conditionalcontent
extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    @MainActor @preconcurrency public var body: Never { fatalError() }
}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swift/optional
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    // sdk: SwiftUICore, seen (the conformance) · doc: https://developer.apple.com/documentation/swift/optional
    public var body: Never { fatalError() }
}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/emptyview
@frozen @MainActor @preconcurrency public struct EmptyView: View {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/emptyview/init()
    nonisolated public init() {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/anyview
@frozen @MainActor @preconcurrency public struct AnyView: View {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/anyview/init(_:)
    nonisolated public init<V>(_ view: V) where V: View {
        doubleView = view
        doubleType = ObjectIdentifier(V.self)
    }
    /// DOUBLE: the erased view, and its type (a new type is a new identity, as in SwiftUI).
    nonisolated(unsafe) package var doubleView: any View
    nonisolated package let doubleType: ObjectIdentifier
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(*, unavailable)
extension AnyView: Sendable {}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/viewmodifier
// DEVIATION: the underscored `_makeView`, `_makeViewList` and `_viewListCount` requirements are
// left out (defaulted in the interface).
@preconcurrency @MainActor public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ViewModifier where Body == Never {
    // sdk: SwiftUICore, seen (`extension SwiftUICore.ViewModifier where Self.Body == Swift.Never {
    // @_Concurrency.MainActor @preconcurrency public func body(content: Self.Content) -> Self.Body … }`;
    // the primitive modifiers, AccessibilityAttachmentModifier among them, take their `body` from it)
    // · doc: https://developer.apple.com/documentation/swiftui/viewmodifier/body(content:)
    @MainActor @preconcurrency public func body(content: Content) -> Body { fatalError() }
}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/viewmodifier/content
@MainActor @preconcurrency public struct _ViewModifier_Content<Modifier>: View where Modifier: ViewModifier {
    /// DOUBLE: the content the modifier was applied to, evaluated where the modifier's body puts it.
    package let doubleSource: DoubleElementSource
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(*, unavailable)
extension _ViewModifier_Content: Sendable {}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/modifiedcontent
@frozen public struct ModifiedContent<Content, Modifier> {
    /// DOUBLE: the memberwise initialiser SwiftUI's own modifiers use.
    nonisolated package init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/modifiedcontent/content
    public var content: Content
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/modifiedcontent/modifier
    public var modifier: Modifier
}

@available(*, unavailable)
extension ModifiedContent: Sendable {}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/modifiedcontent
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/modifiedcontent/body
    @MainActor @preconcurrency public var body: Never { fatalError() }
}

// sdk: SwiftUI, seen (not @frozen) · doc: https://developer.apple.com/documentation/swiftui/accessibilityattachmentmodifier
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct AccessibilityAttachmentModifier: ViewModifier {
    public typealias Body = Never
    /// DOUBLE: what the attachment sets (SwiftUI keeps it in private storage).
    nonisolated(unsafe) package var doubleChange: (inout DoubleAccessibility) -> Void
    nonisolated package init(_ change: @escaping (inout DoubleAccessibility) -> Void) { doubleChange = change }
}

@available(*, unavailable)
extension AccessibilityAttachmentModifier: Sendable {}

extension View {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/view/modifier(_:)
    nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { ModifiedContent(content: self, modifier: modifier) }
}
