// The property wrappers through which views hold reference-type models: `@StateObject`,
// `@ObservedObject`, `@EnvironmentObject` (ObservableObject) and `@Bindable` (Observation's
// `@Observable`); see Core.swift for the rules and the citation legend. Their behaviour is the
// SwiftUI double's (DoubleObjects.swift; `@Observable` reads are tracked by DoublePrimitives.swift).
import Observation

// sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen (`@frozen @propertyWrapper public struct StateObject<ObjectType>
// : SwiftUI.DynamicProperty where ObjectType : Combine.ObservableObject`, iOS 14) · doc: https://developer.apple.com/documentation/swiftui/stateobject
// "SwiftUI creates a new instance of the model object only once during the lifetime of the container that declares
// the state object"; the view updates when the object's published properties change.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *)
@frozen @propertyWrapper public struct StateObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen (`@inlinable public init(wrappedValue thunk: @autoclosure
    // @escaping () -> ObjectType)`) · doc: https://developer.apple.com/documentation/swiftui/stateobject/init(wrappedvalue:)
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        doubleLocation = DoubleStateObjectLocation(thunk)
    }
    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen (`@_Concurrency.MainActor(unsafe) public var wrappedValue:
    // ObjectType { get }`) · doc: https://developer.apple.com/documentation/swiftui/stateobject/wrappedvalue
    @MainActor @preconcurrency public var wrappedValue: ObjectType { doubleLocation.object }
    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen (`@_Concurrency.MainActor(unsafe) public var projectedValue:
    // SwiftUI.ObservedObject<ObjectType>.Wrapper { get }`) · doc: https://developer.apple.com/documentation/swiftui/stateobject/projectedvalue
    @MainActor @preconcurrency public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject<ObjectType>.Wrapper(doubleRoot: doubleLocation.object)
    }
    /// DOUBLE: how the object is made, and the node's box once the graph has installed it.
    package let doubleLocation: DoubleStateObjectLocation<ObjectType>
}

// sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen (`@available(*, unavailable) extension SwiftUI.StateObject :
// Swift.Sendable`) · doc: https://developer.apple.com/documentation/swiftui/stateobject
@available(*, unavailable)
extension StateObject: Sendable {}

// sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen (`@propertyWrapper @frozen public struct ObservedObject<ObjectType>
// : SwiftUI.DynamicProperty where ObjectType : Combine.ObservableObject`) · doc: https://developer.apple.com/documentation/swiftui/observedobject
// "A property wrapper type that subscribes to an observable object and invalidates a view whenever the observable
// object changes."
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper @frozen public struct ObservedObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen (`@dynamicMemberLookup @frozen public struct Wrapper`)
    // · doc: https://developer.apple.com/documentation/swiftui/observedobject/wrapper
    @dynamicMemberLookup @frozen public struct Wrapper {
        /// DOUBLE: the object the bindings reach (SwiftUI's internal `root`).
        let doubleRoot: ObjectType
        // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen (`public subscript<Subject>(dynamicMember keyPath:
        // Swift.ReferenceWritableKeyPath<ObjectType, Subject>) -> SwiftUI.Binding<Subject> { get }`)
        // · doc: https://developer.apple.com/documentation/swiftui/observedobject/wrapper/subscript(dynamicmember:)
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            DoubleObjectBinding.binding(doubleRoot, keyPath)
        }
    }
    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen (`public init(wrappedValue: ObjectType)`)
    // · doc: https://developer.apple.com/documentation/swiftui/observedobject/init(wrappedvalue:)
    public init(wrappedValue: ObjectType) { doubleObject = wrappedValue }
    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen (`@_alwaysEmitIntoClient public init(initialValue: ObjectType)`)
    // · doc: https://developer.apple.com/documentation/swiftui/observedobject/init(initialvalue:)
    public init(initialValue: ObjectType) { self.init(wrappedValue: initialValue) }
    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen (`@_Concurrency.MainActor(unsafe) public var wrappedValue:
    // ObjectType`) · doc: https://developer.apple.com/documentation/swiftui/observedobject/wrappedvalue
    @MainActor @preconcurrency public var wrappedValue: ObjectType {
        get { doubleObject }
        set { doubleObject = newValue }
    }
    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen (`@_Concurrency.MainActor(unsafe) public var projectedValue:
    // SwiftUI.ObservedObject<ObjectType>.Wrapper { get }`) · doc: https://developer.apple.com/documentation/swiftui/observedobject/projectedvalue
    @MainActor @preconcurrency public var projectedValue: Wrapper { Wrapper(doubleRoot: doubleObject) }
    /// DOUBLE: the object.
    nonisolated(unsafe) package var doubleObject: ObjectType
}

// sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen (`@available(*, unavailable) extension SwiftUI.ObservedObject.Wrapper
// : Swift.Sendable`) · doc: https://developer.apple.com/documentation/swiftui/observedobject/wrapper
@available(*, unavailable)
extension ObservedObject.Wrapper: Sendable {}

// sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen (`@available(*, unavailable) extension SwiftUI.ObservedObject :
// Swift.Sendable`) · doc: https://developer.apple.com/documentation/swiftui/observedobject
@available(*, unavailable)
extension ObservedObject: Sendable {}

// sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen (`@frozen @propertyWrapper public struct EnvironmentObject<ObjectType>
// : SwiftUI.DynamicProperty where ObjectType : Combine.ObservableObject`) · doc: https://developer.apple.com/documentation/swiftui/environmentobject
// "An environment object invalidates the current view whenever the observable object that conforms to
// ObservableObject changes"; "If the observable object isn't found in the environment, the app crashes" (a missing
// ancestor `environmentObject(_:)`; SwiftUI's message is "No ObservableObject of type … found. A
// View.environmentObject(_:) for … may be missing as an ancestor of this view.", widely reported).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@frozen @propertyWrapper public struct EnvironmentObject<ObjectType>: DynamicProperty where ObjectType: ObservableObject {
    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen (`@dynamicMemberLookup @frozen public struct Wrapper`)
    // · doc: https://developer.apple.com/documentation/swiftui/environmentobject/wrapper
    @dynamicMemberLookup @frozen public struct Wrapper {
        /// DOUBLE: the object the bindings reach (SwiftUI's internal `root`).
        let doubleRoot: ObjectType
        // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen · doc: https://developer.apple.com/documentation/swiftui/environmentobject/wrapper/subscript(dynamicmember:)
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            DoubleObjectBinding.binding(doubleRoot, keyPath)
        }
    }
    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen (`public init()`) · doc: https://developer.apple.com/documentation/swiftui/environmentobject/init()
    public init() { doubleLocation = DoubleEnvironmentLocation() }
    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen (`@inlinable @_Concurrency.MainActor(unsafe) public var
    // wrappedValue: ObjectType { get }`) · doc: https://developer.apple.com/documentation/swiftui/environmentobject/wrappedvalue
    @MainActor @preconcurrency public var wrappedValue: ObjectType {
        guard let object = doubleLocation.environment.doubleEnvironmentObject(ObjectType.self) else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
            )
        }
        return object
    }
    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen (`@_Concurrency.MainActor(unsafe) public var projectedValue:
    // SwiftUI.EnvironmentObject<ObjectType>.Wrapper { get }`) · doc: https://developer.apple.com/documentation/swiftui/environmentobject/projectedvalue
    @MainActor @preconcurrency public var projectedValue: Wrapper { Wrapper(doubleRoot: wrappedValue) }
    /// DOUBLE: the environment installed by the graph.
    package let doubleLocation: DoubleEnvironmentLocation
}

// sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen · doc: https://developer.apple.com/documentation/swiftui/environmentobject/wrapper
@available(*, unavailable)
extension EnvironmentObject.Wrapper: Sendable {}

// sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen · doc: https://developer.apple.com/documentation/swiftui/environmentobject
@available(*, unavailable)
extension EnvironmentObject: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension View {
    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen (`@inlinable public func environmentObject<T>(_ object: T) ->
    // some SwiftUI.View where T : Combine.ObservableObject`) · doc: https://developer.apple.com/documentation/swiftui/view/environmentobject(_:)
    // "Supplies an observable object to a view's hierarchy": the object is in this view's environment and below.
    nonisolated public func environmentObject<T>(_ object: T) -> some View where T: ObservableObject {
        modifier(DoubleEnvironmentWriter { $0.doubleSetEnvironmentObject(object) })
    }
}

// sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen (`@dynamicMemberLookup @propertyWrapper public struct Bindable<Value>`,
// iOS 17) · doc: https://developer.apple.com/documentation/swiftui/bindable
// "A property wrapper type that supports creating bindings to the mutable properties of observable objects"; usable
// on properties and on local variables in a body.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@dynamicMemberLookup @propertyWrapper public struct Bindable<Value> {
    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen · doc: https://developer.apple.com/documentation/swiftui/bindable/wrappedvalue
    public var wrappedValue: Value
    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen · doc: https://developer.apple.com/documentation/swiftui/bindable/projectedvalue
    public var projectedValue: Bindable<Value> { self }
    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen (unavailable: "The wrapped value must be an object that
    // conforms to Observable") · doc: https://developer.apple.com/documentation/swiftui/bindable/init(wrappedvalue:)
    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(wrappedValue: Value) { fatalError() }
    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen (unavailable, as `init(wrappedValue:)`)
    // · doc: https://developer.apple.com/documentation/swiftui/bindable/init(projectedvalue:)
    @available(*, unavailable, message: "The wrapped value must be an object that conforms to Observable")
    public init(projectedValue: Bindable<Value>) { fatalError() }
    /// DOUBLE: the initialiser the available ones share.
    init(doubleObject: Value) { wrappedValue = doubleObject }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable where Value: AnyObject {
    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen · doc: https://developer.apple.com/documentation/swiftui/bindable/subscript(dynamicmember:)
    // The binding reads the property when it is made, so a body that makes it depends on the property
    // (Observation tracks the read).
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        DoubleObjectBinding.binding(wrappedValue, keyPath)
    }
}

extension Bindable where Value: ObservableObject {
    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen (unavailable: "@Bindable only works with Observable types.
    // For ObservableObject types, use @ObservedObject instead.") · doc: https://developer.apple.com/documentation/swiftui/bindable
    @available(*, unavailable, message: "@Bindable only works with Observable types. For ObservableObject types, use @ObservedObject instead.")
    public init(wrappedValue: Value) { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable where Value: AnyObject, Value: Observable {
    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen · doc: https://developer.apple.com/documentation/swiftui/bindable/init(wrappedvalue:)
    public init(wrappedValue: Value) { self.init(doubleObject: wrappedValue) }
    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen · doc: https://developer.apple.com/documentation/swiftui/bindable/init(_:)
    public init(_ wrappedValue: Value) { self.init(doubleObject: wrappedValue) }
    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen · doc: https://developer.apple.com/documentation/swiftui/bindable/init(projectedvalue:)
    public init(projectedValue: Bindable<Value>) { self.init(doubleObject: projectedValue.wrappedValue) }
}

// sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen · doc: https://developer.apple.com/documentation/swiftui/bindable
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable: Identifiable where Value: Identifiable {
    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen · doc: https://developer.apple.com/documentation/swiftui/bindable/id
    public var id: Value.ID { wrappedValue.id }
    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen · doc: https://developer.apple.com/documentation/swiftui/bindable/id
    public typealias ID = Value.ID
}

// sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen · doc: https://developer.apple.com/documentation/swiftui/bindable
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Bindable: Sendable where Value: Sendable {}

/// A binding to a property of an object (the wrappers' projections).
enum DoubleObjectBinding {
    static func binding<Root: AnyObject, Subject>(_ root: Root, _ keyPath: ReferenceWritableKeyPath<Root, Subject>) -> Binding<Subject> {
        Binding(doubleGet: { root[keyPath: keyPath] }, set: { root[keyPath: keyPath] = $0 })
    }
}
