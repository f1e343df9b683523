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
    // navigation controller keeps the view controllers it covers. DOUBLE: the covered levels are
    // drawn at opacity 0, which also keeps touches off them (UIKit's hit-testing ignores views
    // "that have an alpha level less than 0.01", developer.apple.com/documentation/uikit/uiview/
    // hittest(_:with:)).
    // DOUBLE: no navigation bar and no title: the Back button is a plain button titled "Back"
    // above the top destination; no push or pop animation; no edge swipe back.
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
            let depth = path.pushed.count
            let levels = ZStack {
                doubleRoot
                    .opacity(depth == 0 ? 1 : 0)
                ForEach(0..<depth, id: \.self) { level in
                    VStack(spacing: 0) {
                        Button("Back") {
                            path.pushed.removeLast()
                            node.invalidate()
                        }
                        .padding()
                        path.pushed[level]
                    }
                    .opacity(level == depth - 1 ? 1 : 0)
                }
            }
            return DoubleEvaluation.evaluate(levels, inner)
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
