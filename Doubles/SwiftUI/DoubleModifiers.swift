// The SwiftUI double's primitive modifiers: what `environment`, `preference`, `onAppear`,
// `onChange` and the layout modifiers do to their content. Each is `Body == Never` and applied by
// the graph (DoublePrimitiveModifier), as SwiftUI's own primitive modifiers are.
#if canImport(UIKit)
    import UIKit

    /// `.environment(_:_:)`: the content is evaluated in a changed environment
    /// (developer.apple.com/documentation/swiftui/view/environment(_:_:)).
    struct DoubleEnvironmentWriter {
        let change: (inout EnvironmentValues) -> Void
    }

    extension DoubleEnvironmentWriter: ViewModifier, DoublePrimitiveModifier {
        typealias Body = Never
        func doubleElement(content: DoubleElementSource, _ context: DoubleContext) -> DoubleElement {
            var inner = context
            change(&inner.environment)
            return content.element(inner)
        }
    }

    /// A layout or drawing modifier that wraps its content's element in another.
    struct DoubleElementModifier {
        let wrap: @MainActor (DoubleElement, DoubleContext) -> DoubleElement
    }

    extension DoubleElementModifier: ViewModifier, DoublePrimitiveModifier {
        typealias Body = Never
        func doubleElement(content: DoubleElementSource, _ context: DoubleContext) -> DoubleElement {
            wrap(content.element(context), context)
        }
    }

    /// A modifier the double does not model: evaluating it traps with its name, so a test never
    /// passes on behaviour the double does not have.
    struct DoubleUnmodeled {
        let name: String
    }

    extension DoubleUnmodeled: ViewModifier, DoublePrimitiveModifier {
        typealias Body = Never
        func doubleElement(content: DoubleElementSource, _ context: DoubleContext) -> DoubleElement {
            fatalError("DOUBLE: \(name) is not modelled by the SwiftUI double")
        }
    }

    /// `onAppear`: runs after the update in which its view first appears
    /// (developer.apple.com/documentation/swiftui/view/onappear(perform:)); `onDisappear`: runs
    /// once when the view's identity ends (developer.apple.com/documentation/swiftui/view/ondisappear(perform:)).
    struct DoubleLifecycleAction {
        let onAppear: (() -> Void)?
        var onDisappear: (() -> Void)? = nil
    }

    extension DoubleLifecycleAction: ViewModifier, DoublePrimitiveModifier {
        typealias Body = Never
        func doubleElement(content: DoubleElementSource, _ context: DoubleContext) -> DoubleElement {
            let node = context.node(for: Self.self)
            if node.isNew, let onAppear {
                node.graph.afterPass.append { onAppear() }
            }
            if node.isNew {
                // The action of the latest update runs, as SwiftUI keeps the modifier's latest value.
                node.onRemove.append { [weak node] in (node?.kept as? DoubleKept<(() -> Void)?>)?.value?() }
            }
            node.kept = DoubleKept(onDisappear)
            node.isNew = false
            return content.element(context.appending(0))
        }
    }

    /// `task(priority:_:)`: started after the update in which its view first appears, cancelled
    /// when the view's identity ends (developer.apple.com/documentation/swiftui/view/task(priority:_:)).
    struct DoubleTaskAction {
        let action: @Sendable () async -> Void
    }

    extension DoubleTaskAction: ViewModifier, DoublePrimitiveModifier {
        typealias Body = Never
        func doubleElement(content: DoubleElementSource, _ context: DoubleContext) -> DoubleElement {
            let node = context.node(for: Self.self)
            if node.isNew {
                let action = action
                let box = DoubleTaskBox()
                node.kept = box
                node.graph.afterPass.append { box.task = Task { @MainActor in await action() } }
                node.onRemove.append { box.task?.cancel() }
            }
            node.isNew = false
            return content.element(context.appending(0))
        }
    }

    /// The task a `task` modifier started.
    @MainActor final class DoubleTaskBox {
        var task: Task<Void, Never>?
    }

    /// `onChange(of:initial:_:)`: after an update in which the value differs from the previous
    /// update's, with both values (developer.apple.com/documentation/swiftui/view/onchange(of:initial:_:)).
    struct DoubleChangeAction<V: Equatable> {
        let value: V
        let initial: Bool
        let action: (V, V) -> Void
    }

    extension DoubleChangeAction: ViewModifier, DoublePrimitiveModifier {
        typealias Body = Never
        func doubleElement(content: DoubleElementSource, _ context: DoubleContext) -> DoubleElement {
            let node = context.node(for: Self.self)
            let action = action
            let value = value
            if let previous = (node.kept as? DoubleKept<V>)?.value {
                if previous != value { node.graph.afterPass.append { action(previous, value) } }
            } else if initial {
                node.graph.afterPass.append { action(value, value) }
            }
            node.kept = DoubleKept(value)
            return content.element(context.appending(0))
        }
    }

    /// A value a primitive keeps between updates (boxed, so an optional value is never confused
    /// with nothing kept).
    final class DoubleKept<V> {
        let value: V
        init(_ value: V) { self.value = value }
    }
#endif
