// State, bindings, environment and preferences (see Core.swift for the rules and the citation
// legend).
import Observation

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/dynamicproperty
// DEVIATION: `_makeProperty`, `_propertyBehaviors` and `update()` are left out; all three have
// default implementations in the interface and nothing here calls them.
public protocol DynamicProperty {}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/state
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/state/init(wrappedvalue:)
    public init(wrappedValue value: Value) { doubleLocation = DoubleStateLocation(value) }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
    public init(initialValue value: Value) { doubleLocation = DoubleStateLocation(value) }
    /// DOUBLE: where the value lives: the view's node once the graph has installed it (SwiftUI's
    /// `_makeProperty`), the initial value before.
    package let doubleLocation: DoubleStateLocation<Value>
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/state/wrappedvalue
    public var wrappedValue: Value {
        get { doubleLocation.value }
        nonmutating set { doubleLocation.set(newValue) }
    }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/state/projectedvalue
    public var projectedValue: Binding<Value> {
        let location = doubleLocation
        return Binding(doubleGet: { location.value }, set: { location.set($0) })
    }
}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/state
extension State: Sendable where Value: Sendable {}

// sdk: SwiftUICore, seen (DynamicProperty is declared in an extension there) · doc: https://developer.apple.com/documentation/swiftui/binding
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value>: DynamicProperty {
    // sdk: SwiftUICore, seen (inside `#if compiler(>=5.3) && $IsolatedAny`; the doc page shows the
    // later SDKs' spelling without @Sendable) · doc: https://developer.apple.com/documentation/swiftui/binding/init(get:set:)-6g3d5
    // The page: reading or writing "from a different concurrency domain may or may not be safe …
    // SwiftUI will issue a warning at runtime"; from the closures' own isolation it is a plain call.
    // DOUBLE: the closures are called synchronously (reads and writes are made on the main actor,
    // where the double runs); one isolated to another actor traps, where SwiftUI would warn.
    // DEVIATION: Swift has no synchronous call of an `@isolated(any)` function, so the double
    // reinterprets each as the plain function it wraps (DoubleIsolatedCall.swift).
    @preconcurrency public init(@_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value, @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void) {
        let read = DoubleIsolatedCall.synchronous(get)
        let write = DoubleIsolatedCall.synchronous(set)
        self.init(doubleGet: read, set: write)
    }
    /// DOUBLE: a binding to whatever `get` and `set` reach. It reads its value once when made,
    /// as SwiftUI's does (OpenSwiftUI `Binding.init(get:set:)` keeps `get()` as the binding's
    /// value; `@Bindable`'s bindings are made from the property's value): a body that makes a
    /// binding to an observable model's property depends on that property, so a change of it
    /// from anywhere (a network reply, a timer) updates the view that hands the binding on.
    package init(doubleGet: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.doubleGet = doubleGet
        doubleSet = set
        _ = doubleGet()
    }
    package let doubleGet: () -> Value
    package let doubleSet: (Value) -> Void
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/binding/wrappedvalue
    public var wrappedValue: Value {
        get { doubleGet() }
        nonmutating set { doubleSet(newValue) }
    }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/binding/projectedvalue
    public var projectedValue: Binding<Value> { self }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/binding/subscript(dynamicmember:)
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let get = doubleGet
        let set = doubleSet
        return Binding<Subject>(
            doubleGet: { get()[keyPath: keyPath] },
            set: { subject in
                var value = get()
                value[keyPath: keyPath] = subject
                set(value)
            })
    }
}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/binding
extension Binding: @unchecked Sendable where Value: Sendable {}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/environmentkey
public protocol EnvironmentKey {
    associatedtype Value
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/environmentkey/defaultvalue
    static var defaultValue: Self.Value { get }
}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/environmentvalues
public struct EnvironmentValues: CustomStringConvertible {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/environmentvalues/subscript(_:)-9zku
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get { doubleValues[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { doubleValues[ObjectIdentifier(key)] = newValue }
    }
    /// DOUBLE: the values set, by key type (SwiftUI keeps a property list).
    package var doubleValues: [ObjectIdentifier: Any] = [:]
    /// DOUBLE: the observable objects set, by type (in SwiftUI they live in the same list, which is
    /// why copying the whole environment carries them: reference/swiftui-hosting.md §2).
    package var doubleObjects: [ObjectIdentifier: AnyObject] = [:]
    /// DOUBLE: the defaults SwiftUI reads from the system (`doubleSystem`).
    package init() {}
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion
    public var accessibilityReduceMotion: Bool { self[DoubleReduceMotionKey.self] }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/environmentvalues/displayscale
    public var displayScale: CGFloat {
        get { self[DoubleDisplayScaleKey.self] }
        set { self[DoubleDisplayScaleKey.self] = newValue }
    }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/environmentvalues/layoutdirection
    public var layoutDirection: LayoutDirection {
        get { self[DoubleLayoutDirectionKey.self] }
        set { self[DoubleLayoutDirectionKey.self] = newValue }
    }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/environmentvalues/description
    public var description: String { "EnvironmentValues(\(doubleValues.count) set)" }
}

@available(*, unavailable)
extension EnvironmentValues: Sendable {}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/environment
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        doubleRead = { $0[keyPath: keyPath] }
        doubleLocation = DoubleEnvironmentLocation()
    }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/environment/wrappedvalue
    // DOUBLE: read outside a view's body it answers the default environment (SwiftUI logs a warning).
    public var wrappedValue: Value { doubleRead(doubleLocation.environment) }
    /// DOUBLE: how the value is read from the environment, and the environment installed by the graph.
    package let doubleRead: (EnvironmentValues) -> Value
    package let doubleLocation: DoubleEnvironmentLocation
}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/environment
extension Environment: @unchecked Sendable where Value: Sendable {}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Environment where Value: AnyObject, Value: Observable {
    // sdk: SwiftUICore, doc page (`init(_ objectType: Value.Type) where Value : AnyObject, Value :
    // Observable`, listed on the type's page) · doc: https://developer.apple.com/documentation/swiftui/environment
    // Reading an object no ancestor placed stops the app, as SwiftUI does ("No Observable object of
    // type … found. A View.environment(_:) for … may be missing as an ancestor of this view.").
    public init(_ objectType: Value.Type) {
        doubleRead = { environment in
            guard let object = environment.doubleObjects[ObjectIdentifier(objectType)] as? Value else {
                fatalError(
                    "No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view."
                )
            }
            return object
        }
        doubleLocation = DoubleEnvironmentLocation()
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Environment {
    // sdk: SwiftUICore, doc page (`init<T>(_ objectType: T.Type) where Value == T?, T : AnyObject, T :
    // Observable`: `nil` when no object was set) · doc: https://developer.apple.com/documentation/swiftui/environment/init(_:)-8slkf
    public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {
        doubleRead = { $0.doubleObjects[ObjectIdentifier(objectType)] as? T }
        doubleLocation = DoubleEnvironmentLocation()
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
    // sdk: SwiftUICore, doc page (`nonisolated func environment<T>(_ object: T?) -> some View where T :
    // AnyObject, T : Observable`) · doc: https://developer.apple.com/documentation/swiftui/view/environment(_:)
    nonisolated public func environment<T>(_ object: T?) -> some View where T: AnyObject, T: Observable {
        modifier(DoubleEnvironmentWriter { $0.doubleObjects[ObjectIdentifier(T.self)] = object })
    }
}

// sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/preferencekey
public protocol PreferenceKey {
    associatedtype Value
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/preferencekey/defaultvalue
    static var defaultValue: Self.Value { get }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/preferencekey/reduce(value:nextvalue:)
    static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

extension View {
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/view/environment(_:_:)
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(DoubleEnvironmentWriter { $0[keyPath: keyPath] = value })
    }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/view/preference(key:value:)
    nonisolated public func preference<K>(key: K.Type = K.self, value: K.Value) -> some View where K: PreferenceKey {
        modifier(DoublePreferenceWriter(value: DoublePreferenceValue(key, value)))
    }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/view/transformpreference(_:_:)
    nonisolated public func transformPreference<K>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View where K: PreferenceKey {
        modifier(DoublePreferenceTransform<K>(transform: callback))
    }
    #if STANDINS_XCODE_16_2
        // sdk: SwiftUICore of the iOS 18.2 SDK (Xcode 16.2), issue; the action became @Sendable
        // there and was relaxed again later (gonzalezreal/swift-markdown-ui#389 quotes the change)
        // · doc: https://developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:)
        nonisolated public func onPreferenceChange<K>(_ key: K.Type = K.self, perform action: @escaping @Sendable (K.Value) -> Void) -> some View where K: PreferenceKey, K.Value: Equatable {
            modifier(DoublePreferenceReader<K>(action: action))
        }
    #else
        // sdk: SwiftUI, seen (declared in SwiftUI, not SwiftUICore, in 18.0; the later relaxed spelling is the same) · doc: https://developer.apple.com/documentation/swiftui/view/onpreferencechange(_:perform:)
        nonisolated public func onPreferenceChange<K>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View where K: PreferenceKey, K.Value: Equatable {
            modifier(DoublePreferenceReader<K>(action: action))
        }
    #endif
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/view/overlaypreferencevalue(_:alignment:_:)
    // DOUBLE: not modelled (nothing DrawerSwiftUI runs uses it); traps when evaluated.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    nonisolated public func overlayPreferenceValue<K, V>(_ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View where K: PreferenceKey, V: View {
        modifier(DoubleUnmodeled(name: "overlayPreferenceValue"))
    }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/view/overlaypreferencevalue(_:_:)
    // DOUBLE: not modelled; traps when evaluated.
    @_disfavoredOverload nonisolated public func overlayPreferenceValue<Key, T>(_ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T) -> some View where Key: PreferenceKey, T: View {
        modifier(DoubleUnmodeled(name: "overlayPreferenceValue"))
    }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(DoubleLifecycleAction(onAppear: action))
    }
    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen (`@inlinable public func onDisappear(perform action: (() ->
    // Swift.Void)? = nil) -> some SwiftUI.View`, in an extension of iOS 13) · doc: https://developer.apple.com/documentation/swiftui/view/ondisappear(perform:)
    // "the action closure doesn't execute until the view disappears from the interface": the double runs it when the
    // view's identity ends (its branch is gone, its hosting controller's graph is torn down).
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(DoubleLifecycleAction(onAppear: nil, onDisappear: action))
    }
    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen (`@inlinable public func task(priority: _Concurrency.TaskPriority =
    // .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Swift.Void) -> some SwiftUI.View`, in an
    // extension `@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)`) · doc: https://developer.apple.com/documentation/swiftui/view/task(priority:_:)
    // "Adds an asynchronous task to perform before this view appears"; SwiftUI cancels it when the view disappears.
    // DOUBLE: started after the pass in which the view appears, on the main actor; the priority is ignored.
    @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
    nonisolated public func task(
        priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        modifier(DoubleTaskAction(action: action))
    }
    // sdk: SwiftUICore, seen (the introductions are on the enclosing extension there) · doc: https://developer.apple.com/documentation/swiftui/view/onchange(of:perform:)
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
    @available(iOS, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    @available(macOS, deprecated: 14.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    @available(tvOS, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    @available(watchOS, deprecated: 10.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    @available(visionOS, deprecated: 1.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    nonisolated public func onChange<V>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View where V: Equatable {
        modifier(DoubleChangeAction(value: value, initial: false) { _, new in action(new) })
    }
    // sdk: SwiftUICore, seen · doc: https://developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View where V: Equatable {
        modifier(DoubleChangeAction(value: value, initial: initial, action: action))
    }
}
