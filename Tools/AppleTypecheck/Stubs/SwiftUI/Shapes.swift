// Shapes, styles and basic views (see Core.swift for the rules of this stand-in).

// https://developer.apple.com/documentation/swiftui/shapestyle
public protocol ShapeStyle: Sendable {}

// https://developer.apple.com/documentation/swiftui/anyshapestyle
public struct AnyShapeStyle: ShapeStyle {
    // https://developer.apple.com/documentation/swiftui/anyshapestyle/init(_:)
    public init<S: ShapeStyle>(_ style: S) { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/material
public struct Material: ShapeStyle {
    // https://developer.apple.com/documentation/swiftui/material/regularmaterial
    public static let regularMaterial = Material()
    private init() {}
}

// https://developer.apple.com/documentation/swiftui/color
public struct Color: ShapeStyle, Hashable, Sendable {
    // https://developer.apple.com/documentation/swiftui/color/black
    public static let black = Color()
    // https://developer.apple.com/documentation/swiftui/color/clear
    public static let clear = Color()
    // https://developer.apple.com/documentation/swiftui/color/secondary
    public static let secondary = Color()
    private init() {}
}

// https://developer.apple.com/documentation/swiftui/color (conforms to View)
extension Color: View {
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/path
public struct Path {}

// https://developer.apple.com/documentation/swiftui/fillstyle
public struct FillStyle: Equatable {
    // https://developer.apple.com/documentation/swiftui/fillstyle/init(eofill:antialiased:)
    public init(eoFill: Bool = false, antialiased: Bool = true) { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/shape
public protocol Shape: Sendable, View {
    // https://developer.apple.com/documentation/swiftui/shape/path(in:)
    nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
    public var body: some View { fatalError() }
    // https://developer.apple.com/documentation/swiftui/shape/fill(_:style:)
    nonisolated public func fill<S>(_ content: S, style: FillStyle = FillStyle()) -> some View where S: ShapeStyle { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/roundedcornerstyle
public enum RoundedCornerStyle: Sendable {
    case circular
    case continuous
}

// https://developer.apple.com/documentation/swiftui/rectangle
public struct Rectangle: Shape {
    // https://developer.apple.com/documentation/swiftui/rectangle/init()
    public init() {}
    public nonisolated func path(in rect: CGRect) -> Path { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/roundedrectangle
public struct RoundedRectangle: Shape {
    // https://developer.apple.com/documentation/swiftui/roundedrectangle/init(cornerradius:style:)
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) { fatalError() }
    public nonisolated func path(in rect: CGRect) -> Path { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/capsule
public struct Capsule: Shape {
    // https://developer.apple.com/documentation/swiftui/capsule/init(style:)
    public init(style: RoundedCornerStyle = .continuous) { fatalError() }
    public nonisolated func path(in rect: CGRect) -> Path { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/text
public struct Text: Equatable, Sendable {
    // https://developer.apple.com/documentation/swiftui/text/init(_:)-9d1g4
    public init<S>(_ content: S) where S: StringProtocol { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/text (conforms to View)
extension Text: View {
    public var body: Never { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/button
public struct Button<Label: View>: View {
    public var body: Never { fatalError() }
}
extension Button where Label == Text {
    // https://developer.apple.com/documentation/swiftui/button/init(_:action:)-lpm7
    public init<S>(_ title: S, action: @escaping () -> Void) where S: StringProtocol { fatalError() }
}
