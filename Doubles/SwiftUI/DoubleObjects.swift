// How the SwiftUI double keeps and observes reference-type models: each object's synthesized
// `objectWillChange`, and the subscription of a view to the objects its `@StateObject`,
// `@ObservedObject` and `@EnvironmentObject` hold. Nothing here is an SDK symbol.
//
// Apple's rules modelled: a view that holds an observable object through one of those wrappers
// "updates its views when the object changes" (developer.apple.com/documentation/swiftui/observedobject,
// …/stateobject, …/environmentobject): the object's `objectWillChange` sends and the view is
// invalidated. A `@StateObject`'s object is made once for the identity of the view that declares
// it (…/stateobject: "SwiftUI creates a new instance of the model object only once during the
// lifetime of the container that declares the state object").
import Foundation

/// The synthesized `objectWillChange` of each object, by identity (made on first use).
enum DoubleObjectPublishers {
    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }

    private nonisolated(unsafe) static var entries: [ObjectIdentifier: Entry] = [:]
    private static let lock = NSLock()

    /// The publisher `object` sends through when one of its `@Published` properties changes.
    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        lock.lock()
        defer { lock.unlock() }
        let key = ObjectIdentifier(object)
        // An entry whose object is gone belongs to an earlier object at the same address.
        if let entry = entries[key], entry.object === object { return entry.publisher }
        if entries.count > 256 { entries = entries.filter { $0.value.object != nil } }
        let publisher = ObservableObjectPublisher()
        entries[key] = Entry(object: object, publisher: publisher)
        return publisher
    }

    /// The publisher an observable object's wrappers subscribe to: its own `objectWillChange`
    /// when that is an `ObservableObjectPublisher` (synthesized or declared by the app).
    static func publisher<Object: ObservableObject>(of object: Object) -> ObservableObjectPublisher {
        object.objectWillChange as? ObservableObjectPublisher ?? publisher(for: object)
    }

    /// A `@Published` property of `object` is about to change.
    static func willChange(_ object: AnyObject) {
        if let observable = object as? any ObservableObject {
            publisher(of: observable).send()
        } else {
            publisher(for: object).send()
        }
    }
}

extension ObservableObjectPublisher {
    func doubleSend() {
        doubleLock.lock()
        let subscribers = Array(doubleSubscribers.values)
        doubleLock.unlock()
        for subscriber in subscribers { subscriber() }
    }

    func doubleSubscribe(_ key: ObjectIdentifier, _ action: @escaping @Sendable () -> Void) {
        doubleLock.lock()
        doubleSubscribers[key] = action
        doubleLock.unlock()
    }

    func doubleUnsubscribe(_ key: ObjectIdentifier) {
        doubleLock.lock()
        doubleSubscribers[key] = nil
        doubleLock.unlock()
    }
}

#if canImport(UIKit)
    import UIKit

    /// One wrapper's subscription of its view to one object: kept in the view's node, moved to
    /// the new object when the wrapper holds another, ended with the node's identity.
    @MainActor final class DoubleObjectSubscription {
        private var publisher: ObservableObjectPublisher?
        private var objectID: ObjectIdentifier?

        /// Subscribes `node` to `object` (once per object), through the subscription in `slot`.
        static func install<Object: ObservableObject>(_ object: Object, in node: DoubleNode, slot: String) {
            let subscription: DoubleObjectSubscription
            if let existing = node.slots[slot] as? DoubleObjectSubscription {
                subscription = existing
            } else {
                subscription = DoubleObjectSubscription()
                node.slots[slot] = subscription
                node.onRemove.append { subscription.cancel() }
            }
            subscription.observe(object, node: node)
        }

        private func observe<Object: ObservableObject>(_ object: Object, node: DoubleNode) {
            let id = ObjectIdentifier(object)
            guard id != objectID else { return }
            cancel()
            let publisher = DoubleObjectPublishers.publisher(of: object)
            let key = ObjectIdentifier(self)
            // SwiftUI warns when an object publishes off the main thread; the double updates on it.
            publisher.doubleSubscribe(key) { [weak node] in
                if Thread.isMainThread {
                    MainActor.assumeIsolated { node?.invalidate() }
                } else {
                    Task { @MainActor in node?.invalidate() }
                }
            }
            self.publisher = publisher
            objectID = id
        }

        func cancel() {
            publisher?.doubleUnsubscribe(ObjectIdentifier(self))
            publisher = nil
            objectID = nil
        }
    }

    /// A `@StateObject`'s object in its view's node: made once per identity.
    final class DoubleStateObjectBox<Object: AnyObject>: @unchecked Sendable {
        let object: Object
        init(_ object: Object) { self.object = object }
    }

    /// Where a `StateObject` finds its object: the node's box once installed.
    @usableFromInline package final class DoubleStateObjectLocation<Object: ObservableObject>: @unchecked Sendable {
        let make: () -> Object
        var box: DoubleStateObjectBox<Object>?

        init(_ make: @escaping () -> Object) { self.make = make }

        /// SwiftUI's "Accessing StateObject's object without being installed on a View. This will
        /// create a new instance each time." (its runtime warning, widely reported): the same here.
        var object: Object { box?.object ?? make() }
    }

    extension StateObject: DoubleDynamicProperty {
        package func doubleInstall(in node: DoubleNode, slot: String, environment: EnvironmentValues) {
            let box: DoubleStateObjectBox<ObjectType>
            if let existing = node.slots[slot] as? DoubleStateObjectBox<ObjectType> {
                box = existing
            } else {
                box = DoubleStateObjectBox(doubleLocation.make())
                node.slots[slot] = box
            }
            doubleLocation.box = box
            DoubleObjectSubscription.install(box.object, in: node, slot: slot + ".subscription")
        }
    }

    extension ObservedObject: DoubleDynamicProperty {
        package func doubleInstall(in node: DoubleNode, slot: String, environment: EnvironmentValues) {
            DoubleObjectSubscription.install(doubleObject, in: node, slot: slot)
        }
    }

    extension EnvironmentObject: DoubleDynamicProperty {
        package func doubleInstall(in node: DoubleNode, slot: String, environment: EnvironmentValues) {
            doubleLocation.environment = environment
            if let object = environment.doubleEnvironmentObject(ObjectType.self) {
                DoubleObjectSubscription.install(object, in: node, slot: slot)
            }
        }
    }
#endif

/// The key an environment object of type `Object` is kept under (apart from `@Observable`
/// objects set with `environment(_:)`, which are kept by their own type).
enum DoubleEnvironmentObjectKey<Object> {}

extension EnvironmentValues {
    func doubleEnvironmentObject<Object: ObservableObject>(_ type: Object.Type) -> Object? {
        doubleObjects[ObjectIdentifier(DoubleEnvironmentObjectKey<Object>.self)] as? Object
    }

    mutating func doubleSetEnvironmentObject<Object: ObservableObject>(_ object: Object) {
        doubleObjects[ObjectIdentifier(DoubleEnvironmentObjectKey<Object>.self)] = object
    }
}
