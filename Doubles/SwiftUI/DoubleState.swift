// The SwiftUI double's dynamic properties: where `@State` and `@Environment` find their values.
// SwiftUI installs them before each body (`DynamicProperty._makeProperty`, underscored); the
// double does the same by reflection (`Mirror`), recursing into nested `DynamicProperty` values.
#if canImport(UIKit)
    import UIKit

    /// A property the graph fills in before a body runs.
    @MainActor package protocol DoubleDynamicProperty {
        func doubleInstall(in node: DoubleNode, slot: String, environment: EnvironmentValues)
    }

    @MainActor package enum DoubleDynamicProperties {
        /// Installs every dynamic property of `value` (a view or a modifier) in `node`.
        static func install(_ value: Any, in node: DoubleNode, environment: EnvironmentValues, prefix: String = "") {
            for (index, child) in Mirror(reflecting: value).children.enumerated() {
                let slot = prefix + (child.label ?? String(index))
                if let property = child.value as? any DoubleDynamicProperty {
                    property.doubleInstall(in: node, slot: slot, environment: environment)
                } else if child.value is any DynamicProperty {
                    install(child.value, in: node, environment: environment, prefix: slot + ".")
                }
            }
        }
    }

    /// A `@State`'s storage in its view's node: it lives as long as the node's identity.
    package final class DoubleStateBox<Value>: @unchecked Sendable {
        var value: Value
        weak var node: DoubleNode?

        init(_ value: Value, node: DoubleNode) {
            self.value = value
            self.node = node
        }
    }

    /// Where a `State` value reads and writes: its initial value until the graph installs a box.
    @usableFromInline package final class DoubleStateLocation<Value>: @unchecked Sendable {
        let initial: Value
        var box: DoubleStateBox<Value>?

        init(_ initial: Value) { self.initial = initial }

        var value: Value { box?.value ?? initial }

        /// SwiftUI's "Accessing State's value outside of being installed on a View" case: a write
        /// to a state no graph owns is lost (DOUBLE: counted so tests can see it). State is written
        /// on the main actor (SwiftUI's rule; the double traps otherwise).
        func set(_ newValue: Value) {
            guard let box else {
                MainActor.assumeIsolated { DoubleSwiftUI.lostStateWrites += 1 }
                return
            }
            box.value = newValue
            MainActor.assumeIsolated { box.node?.invalidate() }
        }
    }

    extension State: DoubleDynamicProperty {
        package func doubleInstall(in node: DoubleNode, slot: String, environment: EnvironmentValues) {
            if let box = node.slots[slot] as? DoubleStateBox<Value> {
                doubleLocation.box = box
            } else {
                let box = DoubleStateBox(doubleLocation.initial, node: node)
                node.slots[slot] = box
                doubleLocation.box = box
            }
        }
    }

    /// The environment installed in an `@Environment` property.
    @usableFromInline package final class DoubleEnvironmentLocation: @unchecked Sendable {
        var environment = EnvironmentValues()
    }

    extension Environment: DoubleDynamicProperty {
        package func doubleInstall(in node: DoubleNode, slot: String, environment: EnvironmentValues) {
            doubleLocation.environment = environment
        }
    }

    /// Environment keys of the values SwiftUI reads from the system.
    struct DoubleReduceMotionKey: EnvironmentKey {
        static var defaultValue: Bool { false }
    }

    struct DoubleDisplayScaleKey: EnvironmentKey {
        static var defaultValue: CGFloat { 3 }
    }

    struct DoubleLayoutDirectionKey: EnvironmentKey {
        static var defaultValue: LayoutDirection { .leftToRight }
    }

    /// The double's switches and counters, for tests.
    @MainActor package enum DoubleSwiftUI {
        /// Writes to a `State` that no graph had installed (lost, as in SwiftUI).
        package static var lostStateWrites = 0
        /// Whether a representable's area passes a touch on when its UIKit view's `hitTest`
        /// answers `nil` (OpenSwiftUI's `_UIInheritedView`), or takes it (the behaviour reported for
        /// a plain representable in an `.overlay`; reference/swiftui-hosting.md §5). Tests run both.
        package static var representablesPassTouchesThrough = false
        /// `rootView` assignments on every hosting controller since the last reset.
        package static var rootViewAssignments = 0

        /// Back to the defaults, for a new scenario.
        package static func reset() {
            lostStateWrites = 0
            representablesPassTouchesThrough = false
            rootViewAssignments = 0
        }
    }
#endif
