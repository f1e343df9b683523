// Shapes, styles and basic views (see Core.swift for the rules and the citation legend).

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/shapestyle
// DEVIATION: the `Resolved` and `_apply` requirements are left out.
public protocol ShapeStyle: Sendable {}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/anyshapestyle
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public struct AnyShapeStyle: ShapeStyle {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/anyshapestyle/init(_:)
    public init<S>(_ style: S) where S: ShapeStyle { doubleName = DoubleFillName.of(style) }
    /// DOUBLE: the style's name, as drawn.
    package let doubleName: String
}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/material
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct Material: Sendable {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
extension Material {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/material/regular
    public static let regular = Material()
}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/material
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension Material: ShapeStyle {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 10.0, *)
extension ShapeStyle where Self == Material {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/shapestyle/regularmaterial
    public static var regularMaterial: Material { .regular }
}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/color
@frozen public struct Color: Hashable, CustomStringConvertible, Sendable {
    /// DOUBLE: a colour is its name.
    package let doubleName: String
    private init(_ name: String) { doubleName = name }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/color/description
    public var description: String { doubleName }
}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/color
extension Color: ShapeStyle {}

extension Color {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/color/black
    public static let black = Color("black")
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/color/clear
    public static let clear = Color("clear")
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/color/secondary
    public static let secondary = Color("secondary")
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/color/gray
    public static let gray = Color("gray")
}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/color
extension Color: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/path
@frozen public struct Path: Equatable, LosslessStringConvertible, @unchecked Sendable {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/path/init(_:)-8ly0y
    public init?(_ string: String) { doubleDescription = string }
    package init(doubleDescription: String) { self.doubleDescription = doubleDescription }
    nonisolated(unsafe) package var doubleDescription: String
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/path/description
    public var description: String { doubleDescription }
}

// sdk: SwiftUICore, seen (Sendable: an extension at the end of the file) · doc: https://developer.apple.com/documentation/swiftui/fillstyle
@frozen public struct FillStyle: Equatable, Sendable {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/fillstyle/init(eofill:antialiased:)
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/shape
// DEVIATION: the `Animatable` and `_RemoveGlobalActorIsolation` refinements and the sizing/role
// requirements are left out; the members declared here are `nonisolated`, as in the interface.
public protocol Shape: Sendable, View {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/shape/path(in:)
    nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
    public var body: some View {
        DoubleFilledShape(fillName: "foreground", cornerRadius: DoubleFillName.cornerRadius(of: self))
    }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/shape/fill(_:style:)
    @_disfavoredOverload nonisolated public func fill<S>(_ content: S, style: FillStyle = FillStyle()) -> some View where S: ShapeStyle {
        DoubleFilledShape(fillName: DoubleFillName.of(content), cornerRadius: DoubleFillName.cornerRadius(of: self))
    }
}

// sdk: SwiftUICore, seen (not @frozen; Equatable and Hashable are the derived conformances) · doc: https://developer.apple.com/documentation/swiftui/roundedcornerstyle
public enum RoundedCornerStyle: Sendable {
    case circular
    case continuous
}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/rectangle
@frozen public struct Rectangle: Shape {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/rectangle/init()
    nonisolated public init() {}
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/rectangle/path(in:)
    nonisolated public func path(in rect: CGRect) -> Path { Path(doubleDescription: "\(Self.self) \(rect)") }
}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/roundedrectangle
@frozen public struct RoundedRectangle: Shape {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornerradius:style:)
    nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { doubleCornerRadius = cornerRadius }
    nonisolated(unsafe) package var doubleCornerRadius: CGFloat
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/roundedrectangle/path(in:)
    nonisolated public func path(in rect: CGRect) -> Path { Path(doubleDescription: "\(Self.self) \(rect)") }
}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/capsule
@frozen public struct Capsule: Shape {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/capsule/init(style:)
    nonisolated public init(style: RoundedCornerStyle = .continuous) {}
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/capsule/path(in:)
    nonisolated public func path(in rect: CGRect) -> Path { Path(doubleDescription: "\(Self.self) \(rect)") }
}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/text
@frozen public struct Text: Equatable, Sendable {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
    @_disfavoredOverload public init<S>(_ content: S) where S: StringProtocol { doubleString = String(content) }
    nonisolated(unsafe) package var doubleString: String
}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/text
extension Text: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/button
// DEVIATION: the SDK's `body` is opaque (`some View`); a declaration-only stand-in cannot write an
// opaque result without a body to infer it from, so `Body` is `Never` here.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@MainActor @preconcurrency public struct Button<Label>: View where Label: View {
    /// DOUBLE: the label and the action.
    nonisolated(unsafe) package var doubleLabel: Label
    nonisolated(unsafe) package var doubleAction: @MainActor () -> Void
    public typealias Body = Never
    public var body: Never { fatalError() }
}

@available(*, unavailable)
extension Button: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Button where Label == Text {
    // sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
    @preconcurrency @_disfavoredOverload nonisolated public init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S: StringProtocol {
        doubleLabel = Text(title)
        doubleAction = action
    }
}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/font
@frozen public struct Font: Hashable, Sendable {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/font/largetitle
    public static let largeTitle = Font()
    private init() {}
}

extension View {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/view/font(_:)
    // DOUBLE: text metrics are fixed (DoubleLayout); the font changes nothing drawn.
    nonisolated public func font(_ font: Font?) -> some View { doublePassThrough() }
}

// sdk: SwiftUICore, seen (View and Sendable: extensions at the end of the file) · doc: https://developer.apple.com/documentation/swiftui/spacer
@frozen @MainActor @preconcurrency public struct Spacer: View {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/spacer/minlength
    @MainActor @preconcurrency public var minLength: CGFloat?
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/spacer/init(minlength:)
    @MainActor @preconcurrency public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public typealias Body = Never
    public var body: Never { fatalError() }
}

#if canImport(UIKit)
    import UIKit

    @available(iOS 14.0, tvOS 14.0, watchOS 7.0, *)
    @available(macOS, unavailable)
    extension UIColor {
        // sdk: SwiftUI, doc page (`convenience init(_ color: Color)`, SwiftUI's extension of UIColor,
        // iOS 14) · doc: https://developer.apple.com/documentation/uikit/uicolor/init(_:)
        // DOUBLE: the UIKit colour is named as the SwiftUI one.
        public convenience init(_ color: Color) {
            self.init(doubleName: color.doubleName)
        }
    }
#endif
