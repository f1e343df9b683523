// Combine's observable-object API, which apps reach through `import SwiftUI` (SwiftUI's interface
// imports Combine and its property wrappers name `Combine.ObservableObject`); see Core.swift for
// the rules and the citation legend.
// DEVIATION: Linux has no Combine, so these live in the SwiftUI double. `Publisher`, `Subscriber`
// and `Published.projectedValue` (a publisher) are left out: code that `sink`s or `assign`s does not
// compile here. The double subscribes its property wrappers itself (DoubleObjects.swift).
import Foundation

// sdk: iPhoneOS17.4.sdk Combine.swiftinterface, seen (`public protocol ObservableObject : AnyObject {
// associatedtype ObjectWillChangePublisher : Combine.Publisher = Combine.ObservableObjectPublisher where
// Self.ObjectWillChangePublisher.Failure == Swift.Never; var objectWillChange: Self.ObjectWillChangePublisher
// { get } }`) · doc: https://developer.apple.com/documentation/combine/observableobject
// "A type of object with a publisher that emits before the object has changed"; by default it
// "synthesizes an objectWillChange publisher that emits the changed value before any of its
// @Published properties changes".
// DEVIATION: the associated type has no `Publisher` constraint (no Combine here).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    var objectWillChange: Self.ObjectWillChangePublisher { get }
}

// sdk: iPhoneOS17.4.sdk Combine.swiftinterface, seen (`final public class ObservableObjectPublisher :
// Combine.Publisher { public typealias Output = Swift.Void; public typealias Failure = Swift.Never;
// public init(); final public func send() }`) · doc: https://developer.apple.com/documentation/combine/observableobjectpublisher
// DEVIATION: not a `Publisher`; `receive(subscriber:)` is left out.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
final public class ObservableObjectPublisher: @unchecked Sendable {
    // sdk: iPhoneOS17.4.sdk Combine.swiftinterface, seen · doc: https://developer.apple.com/documentation/combine/observableobjectpublisher/init()
    public init() {}
    // sdk: iPhoneOS17.4.sdk Combine.swiftinterface, seen · doc: https://developer.apple.com/documentation/combine/observableobjectpublisher/send()
    // "Sends the changed value to the downstream subscriber": here, every view that observes the
    // object is marked for an update.
    final public func send() { doubleSend() }

    /// DOUBLE: the views subscribed (by a key their wrapper chose), and the lock that guards them
    /// (`send()` may be called from any thread; SwiftUI warns off the main thread, the double updates on it).
    let doubleLock = NSLock()
    var doubleSubscribers: [ObjectIdentifier: @Sendable () -> Void] = [:]
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
extension ObservableObject where Self.ObjectWillChangePublisher == ObservableObjectPublisher {
    // sdk: iPhoneOS17.4.sdk Combine.swiftinterface, seen (`public var objectWillChange:
    // Combine.ObservableObjectPublisher { get }`) · doc: https://developer.apple.com/documentation/combine/observableobject/objectwillchange-2oa5v
    // The synthesized publisher: one per object, made on first use.
    public var objectWillChange: ObservableObjectPublisher { DoubleObjectPublishers.publisher(for: self) }
}

// sdk: iPhoneOS17.4.sdk Combine.swiftinterface, seen (`@propertyWrapper public struct Published<Value>`)
// · doc: https://developer.apple.com/documentation/combine/published
// "When the property changes, publishing occurs in the property's willSet block": the enclosing
// object's `objectWillChange` sends before the new value is stored.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, *)
@propertyWrapper public struct Published<Value> {
    // sdk: iPhoneOS17.4.sdk Combine.swiftinterface, seen (`@_alwaysEmitIntoClient public init(wrappedValue: Value)`)
    // · doc: https://developer.apple.com/documentation/combine/published/init(wrappedvalue:)
    public init(wrappedValue: Value) { self.init(initialValue: wrappedValue) }
    // sdk: iPhoneOS17.4.sdk Combine.swiftinterface, seen · doc: https://developer.apple.com/documentation/combine/published/init(initialvalue:)
    public init(initialValue: Value) { doubleValue = initialValue }
    // sdk: iPhoneOS17.4.sdk Combine.swiftinterface, seen (`@available(*, unavailable, message: "@Published is
    // only available on properties of classes") public var wrappedValue: Value { get set }`)
    // · doc: https://developer.apple.com/documentation/combine/published
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }
    // sdk: iPhoneOS17.4.sdk Combine.swiftinterface, seen (`public static subscript<EnclosingSelf>(_enclosingInstance
    // object: EnclosingSelf, wrapped wrappedKeyPath: Swift.ReferenceWritableKeyPath<EnclosingSelf, Value>, storage
    // storageKeyPath: Swift.ReferenceWritableKeyPath<EnclosingSelf, Combine.Published<Value>>) -> Value where
    // EnclosingSelf : AnyObject { get set }`) · doc: https://developer.apple.com/documentation/combine/published
    public static subscript<EnclosingSelf>(
        _enclosingInstance object: EnclosingSelf, wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value where EnclosingSelf: AnyObject {
        get { object[keyPath: storageKeyPath].doubleValue }
        set {
            DoubleObjectPublishers.willChange(object)
            object[keyPath: storageKeyPath].doubleValue = newValue
        }
    }
    /// DOUBLE: the stored value.
    var doubleValue: Value
}
