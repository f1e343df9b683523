// Controls apps put in a drawer's content: text entry and wheel pickers (issue 46); see Core.swift
// for the rules and the citation legend. Their bodies are the SwiftUI double
// (DoubleTextAndPickers.swift), each hosted in the UIKit view SwiftUI-Introspect finds under it
// on iOS. Citations: read in the iPhoneOS 17.4 SDK's SwiftUI interface
// (SwiftUI.swiftmodule/arm64e-apple-ios.swiftinterface), as the 18.0 interface text's copy was not
// at hand; each checked against its documentation page.

// sdk: iPhoneOS17.4.sdk SwiftUI, seen (`@available(iOS 14.0, macOS 11.0, *) @available(tvOS, unavailable)
// @available(watchOS, unavailable) public struct TextEditor : SwiftUI.View`) · doc: https://developer.apple.com/documentation/swiftui/texteditor
// DEVIATION: the SDK's `body` is opaque (`some View`); as for Button in Shapes.swift, `Body` is `Never` here.
@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency public struct TextEditor: View {
    // sdk: iPhoneOS17.4.sdk SwiftUI, seen (`public init(text: SwiftUI.Binding<Swift.String>)`)
    // · doc: https://developer.apple.com/documentation/swiftui/texteditor/init(text:)
    nonisolated public init(text: Binding<String>) { doubleText = text }
    nonisolated(unsafe) package var doubleText: Binding<String>
    public typealias Body = Never
    public var body: Never { fatalError("DOUBLE: primitive") }
}

// sdk: iPhoneOS17.4.sdk SwiftUI, seen (`@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *) public
// struct TextField<Label> : SwiftUI.View where Label : SwiftUI.View`) · doc: https://developer.apple.com/documentation/swiftui/textfield
// DEVIATION: `Body` is `Never` here, as for TextEditor.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct TextField<Label>: View where Label: View {
    nonisolated(unsafe) package var doubleText: Binding<String>
    nonisolated(unsafe) package var doubleAxis: Axis
    public typealias Body = Never
    public var body: Never { fatalError("DOUBLE: primitive") }
}

extension TextField where Label == Text {
    // sdk: iPhoneOS17.4.sdk SwiftUI, seen (`@_disfavoredOverload @_alwaysEmitIntoClient public init<S>(_ title: S,
    // text: SwiftUI.Binding<Swift.String>) where S : Swift.StringProtocol`) · doc: https://developer.apple.com/documentation/swiftui/textfield/init(_:text:)-18bx2
    @_disfavoredOverload nonisolated public init<S>(_ title: S, text: Binding<String>) where S: StringProtocol {
        doubleText = text
        doubleAxis = .horizontal
    }
    // sdk: iPhoneOS17.4.sdk SwiftUI, seen (`@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    // @_disfavoredOverload public init<S>(_ title: S, text: SwiftUI.Binding<Swift.String>, axis: SwiftUI.Axis) where
    // S : Swift.StringProtocol`) · doc: https://developer.apple.com/documentation/swiftui/textfield/init(_:text:axis:)-8rujz
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    @_disfavoredOverload nonisolated public init<S>(_ title: S, text: Binding<String>, axis: Axis) where S: StringProtocol {
        doubleText = text
        doubleAxis = axis
    }
}

// sdk: iPhoneOS17.4.sdk SwiftUI, seen (`@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *) public
// struct Picker<Label, SelectionValue, Content> : SwiftUI.View where Label : SwiftUI.View, SelectionValue :
// Swift.Hashable, Content : SwiftUI.View`) · doc: https://developer.apple.com/documentation/swiftui/picker
// DEVIATION: `Body` is `Never` here, as for TextEditor.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct Picker<Label, SelectionValue, Content>: View
where Label: View, SelectionValue: Hashable, Content: View {
    nonisolated(unsafe) package var doubleSelection: Binding<SelectionValue>
    nonisolated(unsafe) package var doubleContent: Content
    public typealias Body = Never
    public var body: Never { fatalError("DOUBLE: primitive") }
}

extension Picker where Label == Text {
    // sdk: iPhoneOS17.4.sdk SwiftUI, seen (`@_disfavoredOverload public init<S>(_ title: S, selection:
    // SwiftUI.Binding<SelectionValue>, @SwiftUI.ViewBuilder content: () -> Content) where S : Swift.StringProtocol`)
    // · doc: https://developer.apple.com/documentation/swiftui/picker/init(_:selection:content:)-5njtq
    @_disfavoredOverload nonisolated public init<S>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) where S: StringProtocol {
        doubleSelection = selection
        doubleContent = content()
    }
}

// sdk: iPhoneOS17.4.sdk SwiftUI, seen (`@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *) public
// protocol PickerStyle`) · doc: https://developer.apple.com/documentation/swiftui/pickerstyle
// DEVIATION: the underscored `_makeView` and `_makeViewList` requirements are left out, as for View.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol PickerStyle {}

// sdk: iPhoneOS17.4.sdk SwiftUI, seen (`@available(iOS 13.0, watchOS 6.0, *) @available(macOS, unavailable)
// @available(tvOS, unavailable) public struct WheelPickerStyle : SwiftUI.PickerStyle`) · doc: https://developer.apple.com/documentation/swiftui/wheelpickerstyle
@available(iOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
public struct WheelPickerStyle: PickerStyle {
    // sdk: iPhoneOS17.4.sdk SwiftUI, seen (`public init()`) · doc: https://developer.apple.com/documentation/swiftui/wheelpickerstyle/init()
    public init() {}
}

@available(iOS 13.0, watchOS 6.0, *)
@available(macOS, unavailable)
@available(tvOS, unavailable)
extension PickerStyle where Self == WheelPickerStyle {
    // sdk: iPhoneOS17.4.sdk SwiftUI, seen (`@_alwaysEmitIntoClient public static var wheel: SwiftUI.WheelPickerStyle
    // { get { .init() } }`) · doc: https://developer.apple.com/documentation/swiftui/pickerstyle/wheel
    public static var wheel: WheelPickerStyle { .init() }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    // sdk: iPhoneOS17.4.sdk SwiftUI, seen (`public func pickerStyle<S>(_ style: S) -> some SwiftUI.View where S :
    // SwiftUI.PickerStyle`) · doc: https://developer.apple.com/documentation/swiftui/view/pickerstyle(_:)
    // DOUBLE: every Picker is drawn as a wheel (DoubleTextAndPickers.swift), so the style changes nothing.
    nonisolated public func pickerStyle<S>(_ style: S) -> some View where S: PickerStyle { modifier(DoublePickerStyle()) }
}
