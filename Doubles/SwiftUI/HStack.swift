// A horizontal stack, for rows in drawer content (a label beside its count, buttons side by side);
// see Core.swift for the rules and the citation legend. Its layout is the double's stack layout
// (DoubleLayout.swift) along the horizontal axis.

// sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen (`@frozen public struct VerticalAlignment : Swift.Equatable`;
// Sendable in an extension at the end of the file) · doc: https://developer.apple.com/documentation/swiftui/verticalalignment
// DEVIATION: `init(_:)` with an `AlignmentID` and the baseline alignments are left out.
@frozen public struct VerticalAlignment: Equatable, Sendable {
    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen · doc: https://developer.apple.com/documentation/swiftui/verticalalignment/top
    public static let top = VerticalAlignment(-1)
    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen · doc: https://developer.apple.com/documentation/swiftui/verticalalignment/center
    public static let center = VerticalAlignment(0)
    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen · doc: https://developer.apple.com/documentation/swiftui/verticalalignment/bottom
    public static let bottom = VerticalAlignment(1)
    /// DOUBLE: -1 top, 0 centre, 1 bottom.
    package let doubleVertical: Int8
    private init(_ vertical: Int8) { doubleVertical = vertical }
}

// sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen (`@frozen public struct HStack<Content> : SwiftUI.View where Content :
// SwiftUI.View`, `Body = Never`) · doc: https://developer.apple.com/documentation/swiftui/hstack
// "A view that arranges its subviews in a horizontal line."
// DOUBLE: children are centred vertically whatever the alignment (as the double's VStack centres them horizontally).
@frozen @MainActor @preconcurrency public struct HStack<Content>: View where Content: View {
    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen (`@inlinable public init(alignment: SwiftUI.VerticalAlignment = .center,
    // spacing: CoreFoundation.CGFloat? = nil, @SwiftUI.ViewBuilder content: () -> Content)`)
    // · doc: https://developer.apple.com/documentation/swiftui/hstack/init(alignment:spacing:content:)
    nonisolated public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        doubleSpacing = spacing
        doubleContent = content()
    }
    nonisolated(unsafe) package var doubleSpacing: CGFloat?
    nonisolated(unsafe) package var doubleContent: Content
    public typealias Body = Never
    public var body: Never { fatalError() }
}

// sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen · doc: https://developer.apple.com/documentation/swiftui/hstack
@available(*, unavailable)
extension HStack: Sendable {}

#if canImport(UIKit)
    extension HStack: DoublePrimitiveView {
        package func doubleElement(_ context: DoubleContext) -> DoubleElement {
            let content = DoubleEvaluation.evaluate(doubleContent, context.appending(0))
            return DoubleElement(.stack(.horizontal, spacing: doubleSpacing ?? DoubleLayout.defaultSpacing, [content]))
        }
    }
#endif
