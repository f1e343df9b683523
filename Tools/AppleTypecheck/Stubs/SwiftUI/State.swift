// State, bindings, environment and preferences (see Core.swift for the rules of this stand-in).

// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {}

// https://developer.apple.com/documentation/swiftui/state
@propertyWrapper public struct State<Value>: DynamicProperty {
    // https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    public init(wrappedValue value: Value) { fatalError() }
    // https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
    public init(initialValue value: Value) { fatalError() }
    // https://developer.apple.com/documentation/swiftui/state/wrappedvalue
    public var wrappedValue: Value { get { fatalError() } nonmutating set { fatalError() } }
    // https://developer.apple.com/documentation/swiftui/state/projectedvalue
    public var projectedValue: Binding<Value> { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/binding
@propertyWrapper @dynamicMemberLookup public struct Binding<Value>: DynamicProperty {
    // https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-6g3d5
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { fatalError() }
    // https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
    public var wrappedValue: Value { get { fatalError() } nonmutating set { fatalError() } }
    // https://developer.apple.com/documentation/swiftui/binding/projectedvalue
    public var projectedValue: Binding<Value> { fatalError() }
    // https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/environmentkey
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

// https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues {
    // https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)-9zku
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey { get { fatalError() } set { fatalError() } }
    // https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion
    public var accessibilityReduceMotion: Bool { fatalError() }
    // https://developer.apple.com/documentation/swiftui/environmentvalues/layoutdirection
    public var layoutDirection: LayoutDirection { get { fatalError() } set { fatalError() } }
}

// https://developer.apple.com/documentation/swiftui/environment
@propertyWrapper public struct Environment<Value>: DynamicProperty {
    // https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { fatalError() }
    // https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
    public var wrappedValue: Value { fatalError() }
}

// https://developer.apple.com/documentation/swiftui/preferencekey
public protocol PreferenceKey {
    associatedtype Value
    // https://developer.apple.com/documentation/swiftui/preferencekey/defaultvalue
    static var defaultValue: Self.Value { get }
    // https://developer.apple.com/documentation/swiftui/preferencekey/reduce(value:nextvalue:)
    static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

extension View {
    // https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/preference(key:value:)
    nonisolated public func preference<K>(key: K.Type = K.self, value: K.Value) -> some View where K: PreferenceKey { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/transformpreference(_:_:)
    nonisolated public func transformPreference<K>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View where K: PreferenceKey { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:)
    nonisolated public func onPreferenceChange<K>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View where K: PreferenceKey, K.Value: Equatable { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/overlaypreferencevalue(_:_:)
    nonisolated public func overlayPreferenceValue<Key, T>(_ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T) -> some View where Key: PreferenceKey, T: View { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { fatalError() }
    // https://developer.apple.com/documentation/swiftui/view/onchange(of:perform:)
    nonisolated public func onChange<V>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View where V: Equatable { fatalError() }
}
