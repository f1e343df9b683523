// The SwiftUI double's view graph: nodes with structural identity, their state, and the update
// pass. Nothing here is an SDK symbol (everything is internal or `package`); the SDK-shaped
// declarations in the other files call into it. See Core.swift for the citation legend and
// ../../../shared/reference/swiftui-hosting.md §6 for the rules modelled.
//
// Identity (WWDC21 "Demystify SwiftUI", developer.apple.com/videos/play/wwdc2021/10022): a view's
// identity is its type and position in its parent's body (each branch of an `if`/`switch` is its
// own position) or an explicit id (`.id(_:)`, `ForEach`). `@State` lives as long as the identity:
// kept across updates, reset when the identity changes.
//
// DOUBLE: every update re-evaluates every body from the root of the graph (SwiftUI skips bodies
// whose inputs did not change). A test therefore sees at least every update SwiftUI makes, never
// fewer; counts of work done per update are taken where the adapter does it (`rootView` writes),
// not from body evaluations.
#if canImport(UIKit)
    import Observation
    import UIKit

    /// One identity in the graph: a view with a body, a platform view, or a primitive that keeps
    /// something between updates (an `onChange` value, an appearance).
    @MainActor package final class DoubleNode {
        package let graph: DoubleGraph
        weak var parent: DoubleNode?
        let typeKey: ObjectIdentifier
        var children: [[AnyHashable]: DoubleNode] = [:]
        /// Dynamic-property storage (`@State` boxes, …) by the property's place in the view.
        var slots: [String: AnyObject] = [:]
        /// What a primitive keeps between updates (a compared value, a platform view's state).
        var kept: Any?
        /// The generation of the pass that last visited this node.
        var visited = 0
        var isNew = true
        /// Called once when the identity ends (dismantle, `onDisappear`).
        var onRemove: [@MainActor () -> Void] = []
        /// The UIKit view this node shows, if any (made once, kept while the identity lives).
        var platformView: UIView?

        init(graph: DoubleGraph, parent: DoubleNode?, typeKey: ObjectIdentifier) {
            self.graph = graph
            self.parent = parent
            self.typeKey = typeKey
        }

        /// The child at `path` for a view of type `type`: the same node while both match, a new
        /// one (the old one removed) when the type at that place changed.
        func child(_ path: [AnyHashable], type: Any.Type) -> DoubleNode {
            let key = ObjectIdentifier(type)
            if let existing = children[path], existing.typeKey == key {
                existing.visited = graph.generation
                return existing
            }
            if let replaced = children[path] { replaced.remove() }
            let node = DoubleNode(graph: graph, parent: self, typeKey: key)
            node.visited = graph.generation
            children[path] = node
            return node
        }

        /// Ends this identity and every one below it.
        func remove() {
            for child in children.values { child.remove() }
            children = [:]
            let actions = onRemove
            onRemove = []
            for action in actions { action() }
            platformView?.removeFromSuperview()
            platformView = nil
        }

        /// Removes the children the last pass did not visit.
        func sweep() {
            for (path, child) in children {
                if child.visited != graph.generation {
                    child.remove()
                    children[path] = nil
                } else {
                    child.sweep()
                }
            }
        }

        /// Marks the graph for another pass (a state write, an observed change).
        func invalidate() { graph.invalidate() }
    }

    /// Where an evaluation is: the node that owns new identities, the path below it, the
    /// environment and the transaction in force.
    @MainActor package struct DoubleContext {
        var node: DoubleNode
        var path: [AnyHashable]
        var environment: EnvironmentValues
        var transaction: Transaction

        /// This context one position further down.
        func appending(_ component: AnyHashable) -> DoubleContext {
            var copy = self
            copy.path.append(component)
            return copy
        }

        /// The node of a view at this position.
        func node(for type: Any.Type) -> DoubleNode {
            node.child(path + [AnyHashable(String(reflecting: type))], type: type)
        }

        /// This context re-rooted at `node`.
        func within(_ node: DoubleNode) -> DoubleContext {
            DoubleContext(node: node, path: [], environment: environment, transaction: transaction)
        }
    }

    /// The graph of one hosting view: its root node, its passes and what they schedule.
    @MainActor package final class DoubleGraph {
        package private(set) var generation = 0
        package private(set) var isDirty = true
        /// Work that runs after a pass (onAppear, onChange, onPreferenceChange), in order.
        var afterPass: [@MainActor () -> Void] = []
        /// Called when a pass is needed (the hosting view marks itself for layout).
        var onInvalidate: @MainActor () -> Void = {}
        /// The environment the root is evaluated in.
        var baseEnvironment = EnvironmentValues()
        /// The hosting view that runs this graph: where presentations look for their controller.
        weak var hostView: UIView?
        lazy var root = DoubleNode(graph: self, parent: nil, typeKey: ObjectIdentifier(DoubleGraph.self))
        /// Whether a body or an update is running (writes then warn, as SwiftUI logs).
        package private(set) var isUpdating = false
        /// SwiftUI's "Modifying state during view update" warnings this graph would have logged.
        package private(set) var stateWritesDuringUpdate = 0
        /// Passes run (each evaluates every body once).
        package private(set) var passes = 0

        package init() {}

        func invalidate() {
            if isUpdating { stateWritesDuringUpdate += 1 }
            guard !isDirty else { return }
            isDirty = true
            onInvalidate()
        }

        /// Runs passes until nothing is left to do, at most 16 (SwiftUI warns of a preference
        /// or state loop long before; the double stops rather than hang).
        func update(_ pass: () -> Bool) {
            var rounds = 0
            repeat {
                isDirty = false
                generation += 1
                passes += 1
                isUpdating = true
                // A pass that evaluated nothing (its root is gone) leaves every identity alone.
                if pass() { root.sweep() }
                isUpdating = false
                let work = afterPass
                afterPass = []
                for action in work { action() }
                rounds += 1
            } while isDirty && rounds < 16
        }

        /// Evaluates `view` under the root and returns what it draws.
        func evaluateRoot<V: View>(_ view: V, environment: EnvironmentValues) -> DoubleElement {
            root.visited = generation
            let context = DoubleContext(node: root, path: [], environment: environment, transaction: Transaction())
            return DoubleEvaluation.evaluate(view, context)
        }
    }

    /// The one place a view becomes an element.
    @MainActor package enum DoubleEvaluation {
        /// `view` as an element: a primitive draws itself; a view with a body gets its node,
        /// its dynamic properties installed, and its body evaluated inside an observation scope.
        static func evaluate<V: View>(_ view: V, _ context: DoubleContext) -> DoubleElement {
            if let primitive = view as? any DoublePrimitiveView {
                return primitive.doubleElement(context)
            }
            if let representable = view as? any UIViewRepresentable {
                return DoubleRepresentableHost.element(representable, context)
            }
            if let controller = view as? any UIViewControllerRepresentable {
                return controllerElement(controller, context)
            }
            if V.Body.self == Never.self {
                fatalError("DOUBLE: \(V.self) has no body and is not modelled by the SwiftUI double")
            }
            let node = context.node(for: V.self)
            DoubleDynamicProperties.install(view, in: node, environment: context.environment)
            let body = observing(node) { view.body }
            return evaluate(body, context.within(node))
        }

        /// `view` of unknown type as an element.
        static func evaluate(any view: any View, _ context: DoubleContext) -> DoubleElement {
            evaluate(view, context)
        }
    }

    /// A view the double draws itself (stacks, text, modifiers' results), with no body to run.
    @MainActor package protocol DoublePrimitiveView {
        func doubleElement(_ context: DoubleContext) -> DoubleElement
    }

    /// A modifier the double applies itself (frame, padding, environment, preferences, …).
    @MainActor package protocol DoublePrimitiveModifier {
        func doubleElement(content: DoubleElementSource, _ context: DoubleContext) -> DoubleElement
    }

    /// The content a modifier applies to, evaluated where the modifier places it.
    @MainActor package struct DoubleElementSource {
        let evaluate: @MainActor (DoubleContext) -> DoubleElement

        func element(_ context: DoubleContext) -> DoubleElement { evaluate(context) }
    }
#endif
