// How the SwiftUI double draws navigation, lists and represented view controllers, for the example
// app's first screen (Navigation.swift declares them). Each rule cites the page that states it;
// what the double leaves out is marked DOUBLE.
#if canImport(UIKit)
    import UIKit

    /// What a navigation stack keeps between updates: the destinations pushed over its root,
    /// bottom to top.
    @MainActor final class DoubleNavigationPath {
        var pushed: [AnyView] = []
    }

    /// How a `NavigationLink` below a stack reaches it.
    struct DoubleNavigationPushKey: EnvironmentKey {
        static var defaultValue: (@MainActor (AnyView) -> Void)? { nil }
    }

    extension EnvironmentValues {
        /// Pushes a destination on the nearest enclosing navigation stack; `nil` outside one.
        var doubleNavigationPush: (@MainActor (AnyView) -> Void)? {
            get { self[DoubleNavigationPushKey.self] }
            set { self[DoubleNavigationPushKey.self] = newValue }
        }
    }

    // "The stack always displays the most recently added view that hasn't been removed, and
    // doesn't allow the root view to be removed"; people remove views "using built-in,
    // platform-appropriate controls, like a Back button" (developer.apple.com/documentation/
    // swiftui/navigationstack). The views under the top one keep their identity and state, as a
    // navigation controller keeps the view controllers it covers, but leave the window: UIKit's
    // navigation controller removes the covered view controller's view from the view hierarchy
    // once a push ends (its `viewDidDisappear(_:)` is called: "the view was removed from a view
    // hierarchy", developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:)),
    // and SwiftUI's stack is a UINavigationController on iOS (reported, reference/swiftui-hosting.md).
    // Here the covered levels are evaluated (their state and representables live) but not drawn,
    // so their views are taken out of the window.
    // The visible page's toolbar items and title are drawn in a bar above it (DoubleToolbar.swift).
    // DOUBLE: the Back button is a plain button titled "Back" above the top destination, below
    // its bar; no push or pop animation; no edge swipe back; the covered views leave at once and
    // do not run `onDisappear` (their identity lives).
    extension NavigationStack: DoublePrimitiveView {
        package func doubleElement(_ context: DoubleContext) -> DoubleElement {
            let node = context.node(for: Self.self)
            let path = node.kept as? DoubleNavigationPath ?? DoubleNavigationPath()
            node.kept = path
            var inner = context.within(node)
            inner.environment.doubleNavigationPush = { destination in
                path.pushed.append(destination)
                node.invalidate()
            }
            // Each level collects its own bar; the top level's is drawn.
            var bar = DoubleNavigationBar(graph: node.graph)
            inner.environment.doubleNavigationBar = bar
            var top = DoubleEvaluation.evaluate(doubleRoot, inner.appending("root"))
            for level in path.pushed.indices {
                bar = DoubleNavigationBar(graph: node.graph)
                inner.environment.doubleNavigationBar = bar
                let page = VStack(spacing: 0) {
                    Button("Back") {
                        path.pushed.removeLast()
                        node.invalidate()
                    }
                    .padding()
                    path.pushed[level]
                }
                // The element of a covered level is dropped: nothing of it is placed in the window.
                top = DoubleEvaluation.evaluate(page, inner.appending(level))
            }
            return bar.page(top, inner.appending("bar"))
        }
    }

    // "A view that controls a navigation presentation": activated, it pushes its destination on
    // the enclosing stack (developer.apple.com/documentation/swiftui/navigationlink).
    // DOUBLE: drawn as a button with its label (no disclosure chevron); outside a stack a tap does
    // nothing (SwiftUI shows such a link disabled).
    extension NavigationLink: DoublePrimitiveView {
        package func doubleElement(_ context: DoubleContext) -> DoubleElement {
            let push = context.environment.doubleNavigationPush
            let destination = AnyView(doubleDestination)
            let link = Button(doubleLabel: doubleLabel, doubleAction: { push?(destination) })
            return DoubleEvaluation.evaluate(link, context.appending(0))
        }
    }

    // "A container that presents rows of data arranged in a single column"; on iOS a list scrolls
    // (developer.apple.com/documentation/swiftui/list).
    // DOUBLE: a scroll view over a stack of the rows: no separators, insets, row height minimum
    // or selection.
    extension List: DoublePrimitiveView {
        package func doubleElement(_ context: DoubleContext) -> DoubleElement {
            let rows = ScrollView { LazyVStack(spacing: 0) { doubleContent } }
            return DoubleEvaluation.evaluate(rows, context.appending(0))
        }
    }

    /// A represented view controller as the double draws it: the controller's view in a
    /// representable's place, made once (`makeCoordinator`, then `makeUIViewController`), updated
    /// on every update after (developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable).
    /// DOUBLE: the controller is not made a child of the hosting controller (SwiftUI's is), so
    /// its appearance callbacks are not sent; `dismantleUIViewController` is not declared.
    struct DoubleControllerRepresentable<Represented: UIViewControllerRepresentable>: UIViewRepresentable {
        let represented: Represented

        @MainActor final class Coordinator {
            let represented: Represented.Coordinator
            var controller: Represented.UIViewControllerType?

            init(represented: Represented.Coordinator) { self.represented = represented }
        }

        func makeCoordinator() -> Coordinator { Coordinator(represented: represented.makeCoordinator()) }

        func makeUIView(context: Context) -> UIView {
            let controller = represented.makeUIViewController(
                context: UIViewControllerRepresentableContext(coordinator: context.coordinator.represented))
            context.coordinator.controller = controller
            return controller.view
        }

        func updateUIView(_ view: UIView, context: Context) {
            guard let controller = context.coordinator.controller else { return }
            represented.updateUIViewController(
                controller, context: UIViewControllerRepresentableContext(coordinator: context.coordinator.represented))
        }

        /// The element of `represented`, through the representable lifecycle.
        static func element(_ represented: Represented, _ context: DoubleContext) -> DoubleElement {
            DoubleRepresentableHost.element(Self(represented: represented), context)
        }
    }

    extension DoubleEvaluation {
        /// A represented view controller's element (the existential opened for its type).
        static func controllerElement<R: UIViewControllerRepresentable>(_ represented: R, _ context: DoubleContext)
            -> DoubleElement
        {
            DoubleControllerRepresentable.element(represented, context)
        }
    }
#endif
