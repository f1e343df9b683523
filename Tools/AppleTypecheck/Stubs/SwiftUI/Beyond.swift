// SwiftUI symbols for issues 14 and 15 (scale-back, the bottom bar's cross-fade, VoiceOver focus
// into a modal drawer and back); see Core.swift for the rules and the citation legend. Each was
// checked against its documentation page (the declaration shown there, with its isolation).

// sdk: SwiftUICore, doc page · doc: https://developer.apple.com/documentation/swiftui/unitpoint
// DEVIATION: the x/y fields, the other named points and the Hashable/Animatable conformances are
// left out; only the default argument of scaleEffect(_:anchor:) is needed.
@frozen public struct UnitPoint: Sendable {
    // sdk: SwiftUICore, doc page · doc: https://developer.apple.com/documentation/swiftui/unitpoint/center
    public static let center = UnitPoint()
    private init() {}
}

extension View {
    // sdk: SwiftUICore, doc page · doc: https://developer.apple.com/documentation/swiftui/view/scaleeffect(_:anchor:)-pmi7
    nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { fatalError() }
    // sdk: SwiftUICore, doc page · doc: https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:)
    nonisolated public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S: Shape { fatalError() }
}

// sdk: SwiftUICore, doc page · doc: https://developer.apple.com/documentation/swiftui/animation
// DEVIATION: only the members used are declared; Equatable and Sendable as the page lists them.
@frozen public struct Animation: Equatable, Sendable {
    // sdk: SwiftUICore, doc page · doc: https://developer.apple.com/documentation/swiftui/animation/default
    public static let `default` = Animation()
    // sdk: SwiftUICore, doc page · doc: https://developer.apple.com/documentation/swiftui/animation/easeinout(duration:)
    public static func easeInOut(duration: TimeInterval) -> Animation { fatalError() }
    private init() {}
}

// sdk: SwiftUICore, doc page · doc: https://developer.apple.com/documentation/swiftui/withanimation(_:_:)
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { fatalError() }

// sdk: SwiftUI, doc page · doc: https://developer.apple.com/documentation/swiftui/accessibilityfocusstate
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@propertyWrapper @frozen public struct AccessibilityFocusState<Value>: DynamicProperty where Value: Hashable {
    // sdk: SwiftUI, doc page · doc: https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/binding
    @propertyWrapper @frozen public struct Binding {
        // A private stored property only so the wrapper has no implicit internal `init()`, which
        // Swift refuses on a public property wrapper (the SDK's stored properties are private too).
        private let storage: Int
        // sdk: SwiftUI, doc page · doc: https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/binding/wrappedvalue
        public var wrappedValue: Value { get { fatalError() } nonmutating set { fatalError() } }
        // sdk: SwiftUI, doc page · doc: https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/binding/projectedvalue
        public var projectedValue: AccessibilityFocusState<Value>.Binding { fatalError() }
    }
    // A private stored property, as in Binding above.
    private let storage: Int
    // sdk: SwiftUI, doc page (the type's page lists it; its own page was not found, so the accessors are
    // those of Binding.wrappedValue and FocusState.wrappedValue, `{ get nonmutating set }`)
    // · doc: https://developer.apple.com/documentation/swiftui/accessibilityfocusstate
    public var wrappedValue: Value { get { fatalError() } nonmutating set { fatalError() } }
    // sdk: SwiftUI, doc page · doc: https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/projectedvalue
    public var projectedValue: AccessibilityFocusState<Value>.Binding { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension AccessibilityFocusState where Value == Bool {
    // sdk: SwiftUI, doc page · doc: https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/init()
    public init() { fatalError() }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    // sdk: SwiftUI, doc page · doc: https://developer.apple.com/documentation/swiftui/view/accessibilityfocused(_:)
    nonisolated public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View { fatalError() }
}
