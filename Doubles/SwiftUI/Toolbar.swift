// A sheet's toolbar (Cancel and Done beside its title) and the title's display mode; see Core.swift
// for the rules and the citation legend. Their bodies are the SwiftUI double (DoubleToolbar.swift:
// the items of a navigation stack's visible page are drawn in a bar at the top of the stack).
// Citations: read in the iPhoneOS 17.4 SDK's SwiftUI interface
// (SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface), each checked against its documentation page.

// sdk: iPhoneOS17.4.sdk SwiftUI, seen (`@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) public protocol
// ToolbarContent { associatedtype Body : SwiftUI.ToolbarContent; @SwiftUI.ToolbarContentBuilder var body: Self.Body { get } … }`)
// · doc: https://developer.apple.com/documentation/swiftui/toolbarcontent
// DEVIATION: the underscored `_makeToolbar` and `_makeContent` requirements are left out (defaulted in the
// interface), as for View; `body` is main-actor isolated as its documentation page shows it
// (https://developer.apple.com/documentation/swiftui/toolbarcontent/body-swift.property).
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// sdk: iPhoneOS17.4.sdk SwiftUI, seen (`extension Swift.Never : SwiftUI.ToolbarContent, SwiftUI.CustomizableToolbarContent`;
// `body` is Never's as a View) · doc: https://developer.apple.com/documentation/swift/never
// DEVIATION: `CustomizableToolbarContent` (toolbars people rearrange, `toolbar(id:content:)`) is not declared.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Never: ToolbarContent {}

// sdk: iPhoneOS17.4.sdk SwiftUI, seen (`@_functionBuilder public struct ToolbarContentBuilder`)
// · doc: https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder
// DEVIATION: spelled `@resultBuilder`, as ViewBuilder in Core.swift. The SDK's `buildBlock` overloads of
// two to ten items (`@_alwaysEmitIntoClient`, each returning `some ToolbarContent` over the internal
// `TupleToolbarContent`) are one variadic `buildBlock` here, as the double's ViewBuilder does; `buildIf`,
// `buildEither` and `buildLimitedAvailability` (an `if` among the items) are left out.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@resultBuilder public struct ToolbarContentBuilder {
    // sdk: iPhoneOS17.4.sdk SwiftUI, seen (`@_alwaysEmitIntoClient public static func buildExpression<Content>(_ content: Content)
    // -> Content where Content : SwiftUI.ToolbarContent`) · doc: https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildexpression(_:)
    public static func buildExpression<Content>(_ content: Content) -> Content where Content: ToolbarContent { content }
    // sdk: iPhoneOS17.4.sdk SwiftUI, seen (`public static func buildBlock<Content>(_ content: Content) -> some
    // SwiftUI.ToolbarContent where Content : SwiftUI.ToolbarContent`) · doc: https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:)
    public static func buildBlock<Content>(_ content: Content) -> some ToolbarContent where Content: ToolbarContent { content }
    // sdk: iPhoneOS17.4.sdk SwiftUI, seen (`@_alwaysEmitIntoClient public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1) ->
    // some SwiftUI.ToolbarContent where C0 : SwiftUI.ToolbarContent, C1 : SwiftUI.ToolbarContent`, and up to ten)
    // · doc: https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder/buildblock(_:_:)
    @_disfavoredOverload public static func buildBlock<each Content>(_ content: repeat each Content) -> some ToolbarContent
    where repeat each Content: ToolbarContent {
        DoubleToolbarTuple((repeat each content))
    }
}

// sdk: iPhoneOS17.4.sdk SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/toolbarcontentbuilder
@available(*, unavailable)
extension ToolbarContentBuilder: Sendable {}

/// DOUBLE: the items of a toolbar builder's block, as SwiftUI's internal `TupleToolbarContent`
/// keeps them.
package struct DoubleToolbarTuple<T>: ToolbarContent {
    package typealias Body = Never
    // An explicit `return`: without one the protocol's `@ToolbarContentBuilder` would build the body.
    package var body: Never { return fatalError("DOUBLE: primitive") }
    package var doubleValue: T
    package init(_ value: T) { doubleValue = value }
}

// sdk: iPhoneOS17.4.sdk SwiftUI, seen (`@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) public struct
// ToolbarItem<ID, Content> : SwiftUI.ToolbarContent where Content : SwiftUI.View { … public typealias Body = Swift.Never }`)
// · doc: https://developer.apple.com/documentation/swiftui/toolbaritem
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ToolbarItem<ID, Content>: ToolbarContent where Content: View {
    package var doublePlacement: ToolbarItemPlacement
    package var doubleContent: Content
    public typealias Body = Never
    public var body: Never { return fatalError("DOUBLE: primitive") }
}

// sdk: iPhoneOS17.4.sdk SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/toolbaritem
@available(*, unavailable)
extension ToolbarItem: Sendable {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension ToolbarItem where ID == () {
    // sdk: iPhoneOS17.4.sdk SwiftUI, seen (`public init(placement: SwiftUI.ToolbarItemPlacement = .automatic,
    // @SwiftUI.ViewBuilder content: () -> Content)`) · doc: https://developer.apple.com/documentation/swiftui/toolbaritem/init(placement:content:)
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        doublePlacement = placement
        doubleContent = content()
    }
}

// sdk: iPhoneOS17.4.sdk SwiftUI, seen (`@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) public struct
// ToolbarItemPlacement`, its placements `public static let`) · doc: https://developer.apple.com/documentation/swiftui/toolbaritemplacement
// DEVIATION: the placements are computed (`static var … { get }`): a `static let` of a type that is not
// Sendable is refused by Swift 6 in this module (the SDK's module is not built in Swift 6). Only the
// placements named below are declared.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
public struct ToolbarItemPlacement {
    /// DOUBLE: where the double's bar draws the item (iOS's edge of the navigation bar, as each
    /// placement's page states it).
    package enum DoubleEdge {
        case leading
        case trailing
    }
    package let doubleEdge: DoubleEdge
    private init(_ edge: DoubleEdge) { doubleEdge = edge }

    // sdk: iPhoneOS17.4.sdk SwiftUI, seen (`public static let automatic: SwiftUI.ToolbarItemPlacement`)
    // · doc: https://developer.apple.com/documentation/swiftui/toolbaritemplacement/automatic
    // "In iOS, and tvOS, the system places items in the trailing position of the navigation bar."
    public static var automatic: ToolbarItemPlacement { .init(.trailing) }
    // sdk: iPhoneOS17.4.sdk SwiftUI, seen (`public static let primaryAction: SwiftUI.ToolbarItemPlacement`)
    // · doc: https://developer.apple.com/documentation/swiftui/toolbaritemplacement/primaryaction
    // "In iOS, iPadOS, and tvOS, the location for the primary action is the trailing edge of the navigation bar."
    public static var primaryAction: ToolbarItemPlacement { .init(.trailing) }
    // sdk: iPhoneOS17.4.sdk SwiftUI, seen (`public static let confirmationAction: SwiftUI.ToolbarItemPlacement`)
    // · doc: https://developer.apple.com/documentation/swiftui/toolbaritemplacement/confirmationaction
    // "In iOS, iPadOS, and tvOS, the system places `confirmationAction` items in the same location as a
    // `primaryAction` placement."
    public static var confirmationAction: ToolbarItemPlacement { .init(.trailing) }
    // sdk: iPhoneOS17.4.sdk SwiftUI, seen (`public static let cancellationAction: SwiftUI.ToolbarItemPlacement`)
    // · doc: https://developer.apple.com/documentation/swiftui/toolbaritemplacement/cancellationaction
    // "In iOS, iPadOS, tvOS, and watchOS, the system places `cancellationAction` items on the leading edge
    // of the navigation bar."
    public static var cancellationAction: ToolbarItemPlacement { .init(.leading) }
    // sdk: iPhoneOS17.4.sdk SwiftUI, seen (`@available(iOS 14.0, tvOS 14.0, watchOS 10.0, *) @backDeployed(before: iOS 17.0,
    // tvOS 17.0) @available(macOS, unavailable) public static var topBarLeading: SwiftUI.ToolbarItemPlacement { get }`)
    // · doc: https://developer.apple.com/documentation/swiftui/toolbaritemplacement/topbarleading
    // "A placement for items in the leading edge of the top bar. On watchOS, iOS, and tvOS, the top bar is
    // the navigation bar."
    @available(iOS 14.0, tvOS 14.0, watchOS 10.0, *)
    @available(macOS, unavailable)
    public static var topBarLeading: ToolbarItemPlacement { .init(.leading) }
    // sdk: iPhoneOS17.4.sdk SwiftUI, seen (`@available(iOS 14.0, tvOS 14.0, watchOS 10.0, *) @backDeployed(before: iOS 17.0,
    // tvOS 17.0) @available(macOS, unavailable) public static var topBarTrailing: SwiftUI.ToolbarItemPlacement { get }`)
    // · doc: https://developer.apple.com/documentation/swiftui/toolbaritemplacement/topbartrailing
    @available(iOS 14.0, tvOS 14.0, watchOS 10.0, *)
    @available(macOS, unavailable)
    public static var topBarTrailing: ToolbarItemPlacement { .init(.trailing) }
}

// sdk: iPhoneOS17.4.sdk SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/toolbaritemplacement
@available(*, unavailable)
extension ToolbarItemPlacement: Sendable {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension View {
    // sdk: iPhoneOS17.4.sdk SwiftUI, seen (`public func toolbar<Content>(@SwiftUI.ToolbarContentBuilder content: () -> Content)
    // -> some SwiftUI.View where Content : SwiftUI.ToolbarContent`) · doc: https://developer.apple.com/documentation/swiftui/view/toolbar(content:)
    // "Populates the toolbar or navigation bar with the specified items."
    // DEVIATION: the overloads taking a ViewBuilder or an id (customizable toolbars) are left out.
    nonisolated public func toolbar<Content>(@ToolbarContentBuilder content: () -> Content) -> some View where Content: ToolbarContent {
        modifier(DoubleToolbarModifier(content: content()))
    }
}

// sdk: iPhoneOS17.4.sdk SwiftUI, seen (`@available(iOS 13.0, tvOS 13.0, watchOS 6.0, *) @available(macOS, unavailable)
// public struct NavigationBarItem : Swift.Sendable`) · doc: https://developer.apple.com/documentation/swiftui/navigationbaritem
@available(iOS 13.0, tvOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
public struct NavigationBarItem: Sendable {
    // sdk: iPhoneOS17.4.sdk SwiftUI, seen (`public enum TitleDisplayMode : Swift.Sendable { case automatic; case inline;
    // @available(watchOS 8.0, *) @available(tvOS, unavailable) case large … }`; Equatable and Hashable are the derived
    // conformances) · doc: https://developer.apple.com/documentation/swiftui/navigationbaritem/titledisplaymode
    public enum TitleDisplayMode: Sendable {
        // sdk: iPhoneOS17.4.sdk SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/navigationbaritem/titledisplaymode/automatic
        case automatic
        // sdk: iPhoneOS17.4.sdk SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/navigationbaritem/titledisplaymode/inline
        case inline
        // sdk: iPhoneOS17.4.sdk SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/navigationbaritem/titledisplaymode/large
        @available(watchOS 8.0, *)
        @available(tvOS, unavailable)
        case large
    }
}

@available(iOS 14.0, watchOS 8.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
extension View {
    // sdk: iPhoneOS17.4.sdk SwiftUI, seen (`public func navigationBarTitleDisplayMode(_ displayMode:
    // SwiftUI.NavigationBarItem.TitleDisplayMode) -> some SwiftUI.View`)
    // · doc: https://developer.apple.com/documentation/swiftui/view/navigationbartitledisplaymode(_:)
    // DOUBLE: the double's bar draws every title one way, as a plain text in the bar (`inline`: "within
    // the standard bounds of the navigation bar"); `large` and `automatic` draw it the same, so the mode
    // changes nothing drawn.
    nonisolated public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(DoubleTitleDisplayMode())
    }
}
