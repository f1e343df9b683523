// What apps put in a sheet's (and so a drawer's) content: a form of sections with text fields,
// toggles, labels, images and dividers; see Core.swift for the rules and the citation legend.
// Their bodies are the SwiftUI double (DoubleForm.swift). Citations: read in the iPhoneOS 17.4
// SDK's SwiftUI interface (SwiftUI.swiftmodule/arm64-apple-ios.swiftinterface), as the 18.0
// interface text's copy was not at hand; each checked against its documentation page. Titles are
// `StringProtocol` ones only (the stand-ins have no `LocalizedStringKey`; a literal title
// type-checks against both).

// sdk: iPhoneOS17.4.sdk SwiftUI, seen (`@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *) public struct
// Form<Content> : SwiftUI.View where Content : SwiftUI.View`) · doc: https://developer.apple.com/documentation/swiftui/form
// DEVIATION: the SDK's `body` is opaque (`some View`); as for Button in Shapes.swift, `Body` is `Never` here.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct Form<Content>: View where Content: View {
    // sdk: iPhoneOS17.4.sdk SwiftUI, seen (`public init(@SwiftUI.ViewBuilder content: () -> Content)`)
    // · doc: https://developer.apple.com/documentation/swiftui/form/init(content:)
    nonisolated public init(@ViewBuilder content: () -> Content) { doubleContent = content() }
    nonisolated(unsafe) package var doubleContent: Content
    public typealias Body = Never
    public var body: Never { fatalError("DOUBLE: primitive") }
}

// sdk: iPhoneOS17.4.sdk SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/form
@available(*, unavailable)
extension Form: Sendable {}

// sdk: iPhoneOS17.4.sdk SwiftUI, seen (`@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *) public struct
// Section<Parent, Content, Footer>`, no constraints, no global actor) · doc: https://developer.apple.com/documentation/swiftui/section
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public struct Section<Parent, Content, Footer> {
    /// DOUBLE: the header, the rows and the footer (SwiftUI keeps them in private storage).
    package var doubleHeader: Parent
    package var doubleContent: Content
    package var doubleFooter: Footer
}

// sdk: iPhoneOS17.4.sdk SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/section
@available(*, unavailable)
extension Section: Sendable {}

// sdk: iPhoneOS17.4.sdk SwiftUI, seen (`extension SwiftUI.Section : SwiftUI.View where Parent : SwiftUI.View, Content :
// SwiftUI.View, Footer : SwiftUI.View { public typealias Body = Swift.Never … }`) · doc: https://developer.apple.com/documentation/swiftui/section
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never
    @MainActor @preconcurrency public var body: Never { fatalError("DOUBLE: primitive") }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent: View, Content: View, Footer: View {
    // sdk: iPhoneOS17.4.sdk SwiftUI, seen (`@_alwaysEmitIntoClient public init(@SwiftUI.ViewBuilder content: () -> Content,
    // @SwiftUI.ViewBuilder header: () -> Parent, @SwiftUI.ViewBuilder footer: () -> Footer)`)
    // · doc: https://developer.apple.com/documentation/swiftui/section/init(content:header:footer:)
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        doubleHeader = header()
        doubleContent = content()
        doubleFooter = footer()
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent: View, Content: View, Footer == EmptyView {
    // sdk: iPhoneOS17.4.sdk SwiftUI, seen (`@_alwaysEmitIntoClient public init(@SwiftUI.ViewBuilder content: () -> Content,
    // @SwiftUI.ViewBuilder header: () -> Parent)`) · doc: https://developer.apple.com/documentation/swiftui/section/init(content:header:)
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        doubleHeader = header()
        doubleContent = content()
        doubleFooter = EmptyView()
    }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    // sdk: iPhoneOS17.4.sdk SwiftUI, seen (`public init(@SwiftUI.ViewBuilder content: () -> Content)`)
    // · doc: https://developer.apple.com/documentation/swiftui/section/init(content:)
    public init(@ViewBuilder content: () -> Content) {
        doubleHeader = EmptyView()
        doubleContent = content()
        doubleFooter = EmptyView()
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Section where Parent == Text, Content: View, Footer == EmptyView {
    // sdk: iPhoneOS17.4.sdk SwiftUI, seen (`@_disfavoredOverload public init<S>(_ title: S, @SwiftUI.ViewBuilder content: () ->
    // Content) where S : Swift.StringProtocol`) · doc: https://developer.apple.com/documentation/swiftui/section/init(_:content:)
    @_disfavoredOverload public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {
        doubleHeader = Text(title)
        doubleContent = content()
        doubleFooter = EmptyView()
    }
}

// sdk: iPhoneOS17.4.sdk SwiftUI, seen (`@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *) public struct
// Toggle<Label> : SwiftUI.View where Label : SwiftUI.View`) · doc: https://developer.apple.com/documentation/swiftui/toggle
// DEVIATION: `Body` is `Never` here, as for Form.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct Toggle<Label>: View where Label: View {
    // sdk: iPhoneOS17.4.sdk SwiftUI, seen (`public init(isOn: SwiftUI.Binding<Swift.Bool>, @SwiftUI.ViewBuilder label: () -> Label)`)
    // · doc: https://developer.apple.com/documentation/swiftui/toggle/init(ison:label:)
    nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        doubleIsOn = isOn
        doubleLabel = label()
    }
    nonisolated(unsafe) package var doubleIsOn: Binding<Bool>
    nonisolated(unsafe) package var doubleLabel: Label
    public typealias Body = Never
    public var body: Never { fatalError("DOUBLE: primitive") }
}

// sdk: iPhoneOS17.4.sdk SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/toggle
@available(*, unavailable)
extension Toggle: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Toggle where Label == Text {
    // sdk: iPhoneOS17.4.sdk SwiftUI, seen (`@_disfavoredOverload public init<S>(_ title: S, isOn: SwiftUI.Binding<Swift.Bool>)
    // where S : Swift.StringProtocol`) · doc: https://developer.apple.com/documentation/swiftui/toggle/init(_:ison:)
    @_disfavoredOverload nonisolated public init<S>(_ title: S, isOn: Binding<Bool>) where S: StringProtocol {
        doubleIsOn = isOn
        doubleLabel = Text(title)
    }
}

// sdk: iPhoneOS17.4.sdk SwiftUI, seen (`@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) public struct
// Label<Title, Icon> : SwiftUI.View where Title : SwiftUI.View, Icon : SwiftUI.View`) · doc: https://developer.apple.com/documentation/swiftui/label
// DEVIATION: `Body` is `Never` here, as for Form.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@MainActor @preconcurrency public struct Label<Title, Icon>: View where Title: View, Icon: View {
    // sdk: iPhoneOS17.4.sdk SwiftUI, seen (`public init(@SwiftUI.ViewBuilder title: () -> Title, @SwiftUI.ViewBuilder icon: () -> Icon)`)
    // · doc: https://developer.apple.com/documentation/swiftui/label/init(title:icon:)
    nonisolated public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        doubleTitle = title()
        doubleIcon = icon()
    }
    nonisolated(unsafe) package var doubleTitle: Title
    nonisolated(unsafe) package var doubleIcon: Icon
    public typealias Body = Never
    public var body: Never { fatalError("DOUBLE: primitive") }
}

// sdk: iPhoneOS17.4.sdk SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/label
@available(*, unavailable)
extension Label: Sendable {}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
extension Label where Title == Text, Icon == Image {
    // sdk: iPhoneOS17.4.sdk SwiftUI, seen (`@_disfavoredOverload public init<S>(_ title: S, systemImage name: Swift.String)
    // where S : Swift.StringProtocol`) · doc: https://developer.apple.com/documentation/swiftui/label/init(_:systemimage:)
    @_disfavoredOverload nonisolated public init<S>(_ title: S, systemImage name: String) where S: StringProtocol {
        doubleTitle = Text(title)
        doubleIcon = Image(systemName: name)
    }
}

// sdk: iPhoneOS17.4.sdk SwiftUI, seen (`@frozen public struct Image : Swift.Equatable, Swift.Sendable`; its storage, a
// provider box, is internal) · doc: https://developer.apple.com/documentation/swiftui/image
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Image: Equatable, Sendable {
    /// DOUBLE: an image is the name of its symbol.
    package let doubleSystemName: String
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image {
    // sdk: iPhoneOS17.4.sdk SwiftUI, seen (`@available(macOS 11.0, *) public init(systemName: Swift.String)`)
    // · doc: https://developer.apple.com/documentation/swiftui/image/init(systemname:)
    @available(macOS 11.0, *)
    public init(systemName: String) { doubleSystemName = systemName }
}

// sdk: iPhoneOS17.4.sdk SwiftUI, seen (`extension SwiftUI.Image : SwiftUI.View { … public typealias Body = Swift.Never }`)
// · doc: https://developer.apple.com/documentation/swiftui/image
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Image: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// sdk: iPhoneOS17.4.sdk SwiftUI, seen (`@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *) public struct Divider :
// SwiftUI.View { public init() … public typealias Body = Swift.Never }`) · doc: https://developer.apple.com/documentation/swiftui/divider
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct Divider: View {
    // sdk: iPhoneOS17.4.sdk SwiftUI, seen (`public init()`) · doc: https://developer.apple.com/documentation/swiftui/divider/init()
    nonisolated public init() {}
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// sdk: iPhoneOS17.4.sdk SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/divider
@available(*, unavailable)
extension Divider: Sendable {}
