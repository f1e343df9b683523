// SwiftUI symbols for issues 14 and 15 (scale-back, the bottom bar's cross-fade, VoiceOver focus
// into a modal drawer and back); see Core.swift for the rules and the citation legend. Each was
// read in the iOS 18.0 interface text: UnitPoint, the effects, Animation and withAnimation in
// SwiftUICore's, AccessibilityFocusState and accessibilityFocused(_:) in SwiftUI's.

// sdk: SwiftUICore, seen (`@frozen public struct UnitPoint : Swift.Hashable`; Sendable is an extension at
// the end of the file) · doc: https://developer.apple.com/documentation/swiftui/unitpoint
// DEVIATION: the other named points and the Animatable conformance (an extension with
// `animatableData`) are left out; only the default argument of scaleEffect(_:anchor:) is needed.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct UnitPoint: Hashable {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/unitpoint/x
    public var x: CGFloat
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/unitpoint/y
    public var y: CGFloat
    // sdk: SwiftUICore, seen (`@inlinable public init()`, the body `self.init(x: 0, y: 0)`) · doc: https://developer.apple.com/documentation/swiftui/unitpoint/init()
    public init() { self.init(x: 0, y: 0) }
    // sdk: SwiftUICore, seen (`@inlinable public init(x:y:)`) · doc: https://developer.apple.com/documentation/swiftui/unitpoint/init(x:y:)
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }
    // sdk: SwiftUICore, seen (`public static let center: SwiftUICore.UnitPoint`) · doc: https://developer.apple.com/documentation/swiftui/unitpoint/center
    public static let center = UnitPoint(x: 0.5, y: 0.5)
}

// sdk: SwiftUICore, seen (`@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *) extension
// SwiftUICore.UnitPoint : Swift.Sendable {}` among the conformances at the end of the file)
// · doc: https://developer.apple.com/documentation/swiftui/unitpoint
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension UnitPoint: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    // sdk: SwiftUICore, seen (`@inlinable nonisolated public func scaleEffect(_ s: CoreFoundation.CGFloat, anchor:
    // SwiftUICore.UnitPoint = .center) -> some SwiftUICore.View`) · doc: https://developer.apple.com/documentation/swiftui/view/scaleeffect(_:anchor:)-pmi7
    // DOUBLE: transforms are not modelled; traps when evaluated.
    nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { modifier(DoubleUnmodeled(name: "scaleEffect")) }
    // sdk: SwiftUICore, seen (`@inlinable nonisolated public func clipShape<S>(_ shape: S, style:
    // SwiftUICore.FillStyle = FillStyle()) -> some SwiftUICore.View where S : SwiftUICore.Shape`)
    // · doc: https://developer.apple.com/documentation/swiftui/view/clipshape(_:style:)
    nonisolated public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S: Shape {
        let radius = DoubleFillName.cornerRadius(of: shape)
        return doubleContainer {
            $0.clips = true
            $0.cornerRadius = radius
        }
    }
}

// sdk: SwiftUICore, seen (`@frozen public struct Animation : Swift.Equatable, Swift.Sendable`)
// · doc: https://developer.apple.com/documentation/swiftui/animation
// DEVIATION: only the members used are declared; the iOS 17 `init<A>(_ base: A) where A : CustomAnimation`,
// the Hashable (iOS 17) and description/reflection conformances are left out.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen public struct Animation: Equatable, Sendable {
    private init() {}
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Animation {
    // sdk: SwiftUICore, seen (`public static let `default`: SwiftUICore.Animation`, in an extension)
    // · doc: https://developer.apple.com/documentation/swiftui/animation/default
    public static let `default` = Animation()
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension Animation {
    // sdk: SwiftUICore, seen (`public static func easeInOut(duration: Foundation.TimeInterval) -> SwiftUICore.Animation`)
    // · doc: https://developer.apple.com/documentation/swiftui/animation/easeinout(duration:)
    public static func easeInOut(duration: TimeInterval) -> Animation { Animation() }
}

// sdk: SwiftUICore, seen (`public func withAnimation<Result>(_ animation: SwiftUICore.Animation? = .default,
// _ body: () throws -> Result) rethrows -> Result`: no global actor) · doc: https://developer.apple.com/documentation/swiftui/withanimation(_:_:)
// DOUBLE: the body runs at once; its transaction's animation is not carried to the updates.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result { try body() }

// sdk: SwiftUI, seen (`@propertyWrapper @frozen public struct AccessibilityFocusState<Value> :
// SwiftUICore.DynamicProperty where Value : Swift.Hashable`, near the end of the file after PageIndexViewStyle)
// · doc: https://developer.apple.com/documentation/swiftui/accessibilityfocusstate
// DEVIATION: `init(for:)`, the optional-Value initialisers and `_makeProperty` are left out.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@propertyWrapper @frozen public struct AccessibilityFocusState<Value>: DynamicProperty where Value: Hashable {
    // sdk: SwiftUI, seen (`@propertyWrapper @frozen public struct Binding`) · doc: https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/binding
    @propertyWrapper @frozen public struct Binding {
        // A private stored property only so the wrapper has no implicit internal `init()`, which
        // Swift refuses on a public property wrapper (the SDK's is `private var _binding: Binding<Value>`).
        // DOUBLE: the focus state's location (VoiceOver focus is not moved by the double).
        private let storage: DoubleFocusLocation<Value>
        init(doubleLocation: DoubleFocusLocation<Value>) { storage = doubleLocation }
        // sdk: SwiftUI, seen (`{ get nonmutating set }`) · doc: https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/binding/wrappedvalue
        public var wrappedValue: Value {
            get { storage.value }
            nonmutating set { storage.value = newValue }
        }
        // sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/binding/projectedvalue
        public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
    }
    // A private stored property, as in Binding above (the SDK's stored properties are internal).
    private let storage: DoubleFocusLocation<Value>
    // sdk: SwiftUI, seen (`public var wrappedValue: Value { get nonmutating set }`) · doc: https://developer.apple.com/documentation/swiftui/accessibilityfocusstate
    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }
    // sdk: SwiftUI, seen · doc: https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/projectedvalue
    public var projectedValue: AccessibilityFocusState<Value>.Binding { Binding(doubleLocation: storage) }
    // sdk: SwiftUI, seen (`public init() where Value == Swift.Bool`, in the struct's body) · doc: https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/init()
    // In the body, as in the SDK: a wrapper's `init()` declared there lets a view with an
    // `@AccessibilityFocusState var focused: Bool` and no initial value be made with `init()`
    // (docs/APPLE.md's DetailsScreen); one in a constrained extension does not.
    public init() where Value == Bool { storage = DoubleFocusLocation(false) }
}


// sdk: SwiftUI, seen (`@available(*, unavailable) extension SwiftUI.AccessibilityFocusState.Binding :
// Swift.Sendable {}`) · doc: https://developer.apple.com/documentation/swiftui/accessibilityfocusstate/binding
@available(*, unavailable)
extension AccessibilityFocusState.Binding: Sendable {}

// sdk: SwiftUI, seen (`extension SwiftUI.AccessibilityFocusState : Swift.Sendable where Value : Swift.Sendable {}`)
// · doc: https://developer.apple.com/documentation/swiftui/accessibilityfocusstate
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension AccessibilityFocusState: Sendable where Value: Sendable {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    // sdk: SwiftUI, seen (`nonisolated public func accessibilityFocused(_ condition:
    // SwiftUI.AccessibilityFocusState<Swift.Bool>.Binding) -> some SwiftUICore.View`) · doc: https://developer.apple.com/documentation/swiftui/view/accessibilityfocused(_:)
    // DOUBLE: VoiceOver focus is not modelled: the binding is kept, nothing is focused.
    nonisolated public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View { doublePassThrough() }
}

/// DOUBLE: where an accessibility focus state lives (the double moves no VoiceOver focus).
@usableFromInline package final class DoubleFocusLocation<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}
