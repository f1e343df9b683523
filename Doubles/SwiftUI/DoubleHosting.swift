// The SwiftUI double's hosting view and representables: where a SwiftUI graph meets the UIKit
// double (reference/swiftui-hosting.md §1–§5).
#if canImport(UIKit)
    import UIKit

    /// A hosting controller's view: it runs its graph at layout, in a window only (OpenSwiftUI's
    /// `UIHostingViewBase.layoutSubviews` returns early without one), and draws the result as
    /// views of the UIKit double.
    @MainActor package final class DoubleHostingView: UIView {
        package let graph = DoubleGraph()
        /// The root's element, or `nil` once the controller that owns the root view is gone.
        var evaluate: @MainActor (DoubleGraph, EnvironmentValues) -> DoubleElement? = { _, _ in .empty }
        var safeAreaRegions: @MainActor () -> SafeAreaRegions = { .all }
        /// The root element of the last pass.
        package private(set) var lastElement: DoubleElement?

        override init(frame: CGRect) {
            super.init(frame: frame)
            graph.onInvalidate = { [weak self] in self?.setNeedsLayout() }
            graph.hostView = self
        }

        required init?(coder: NSCoder) { nil }

        /// Whether the controller that owns the root view is still there.
        var hasOwner: @MainActor () -> Bool = { true }

        /// An orphaned hosting view that leaves its window is torn down: its graph's identities
        /// end, so representables in it are dismantled (SwiftUI tears a hosting view's graph down
        /// with the view).
        override package func didMoveToWindow() {
            super.didMoveToWindow()
            if window == nil, !hasOwner() { graph.root.remove() }
        }

        override package func layoutSubviews() {
            super.layoutSubviews()
            guard window != nil else { return }
            update()
        }

        /// The environment the root sees: what a representable above this view was given (a
        /// hosting view inside a SwiftUI-hosted UIKit view inherits through the superview chain:
        /// iOS 17's trait inheritance, reference §2, uncertain before 17), else the system's.
        var inheritedEnvironment: EnvironmentValues {
            var ancestor = superview
            while let view = ancestor {
                if let wrapper = view as? DoubleRepresentableWrapper { return wrapper.environment }
                ancestor = view.superview
            }
            var environment = EnvironmentValues()
            environment.layoutDirection =
                effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
            environment[DoubleReduceMotionKey.self] = UIAccessibility.isReduceMotionEnabled
            return environment
        }

        /// The rectangle content is laid out in: the bounds less the safe area, unless the
        /// controller removed the container region (`safeAreaRegions`).
        var contentRect: CGRect {
            guard safeAreaRegions().contains(.container) else { return bounds }
            let insets = safeAreaInsets
            return CGRect(
                x: insets.left, y: insets.top, width: max(0, bounds.width - insets.left - insets.right),
                height: max(0, bounds.height - insets.top - insets.bottom))
        }

        /// Passes until the graph is clean: evaluate, lay out, draw, read preferences.
        package func update() {
            graph.update {
                guard let element = evaluate(graph, inheritedEnvironment) else { return false }
                lastElement = element
                let target = DoubleRenderTarget(self)
                let ignores = rootIgnoresSafeArea(element)
                let area = ignores ? bounds : contentRect
                let size = DoubleLayout.size(element, DoubleProposal(area.size))
                DoubleRender.place(element, DoubleLayout.aligned(size, in: area, .center), target)
                target.finish()
                _ = DoublePreferenceCollection.collect(element)
                return true
            }
        }

        /// Whether the root (through wrappers that do not move it) ignores the safe area.
        private func rootIgnoresSafeArea(_ element: DoubleElement) -> Bool {
            switch element.kind {
            case .ignoresSafeArea: true
            case .preference(_, let child), .transformPreference(_, let child), .preferenceObserver(_, _, let child):
                rootIgnoresSafeArea(child)
            case .decorated(let primary, _, _): rootIgnoresSafeArea(primary)
            default: false
            }
        }

        /// The root's size for `size`; a dimension at UIKit's expanded fitting size (2,777,777 pt
        /// or more, OpenSwiftUI `_layoutSizeThatFits`) or not finite is unspecified.
        package func fittingSize(_ size: CGSize) -> CGSize {
            if lastElement == nil || graph.isDirty { update() }
            guard let element = lastElement else { return .zero }
            func proposed(_ value: CGFloat) -> CGFloat? { value.isFinite && value < 2_777_777 ? value : nil }
            return DoubleLayout.size(element, DoubleProposal(width: proposed(size.width), height: proposed(size.height)))
        }

        override package func sizeThatFits(_ size: CGSize) -> CGSize { fittingSize(size) }
    }

    /// The UIKit view around a representable's view (OpenSwiftUI's `_UIInheritedView`): it takes
    /// the representable's frame, and carries the environment SwiftUI hosts inside it inherit.
    @MainActor package final class DoubleRepresentableWrapper: UIView, DoubleDrawnView {
        var environment = EnvironmentValues()

        override package func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            let hit = super.hitTest(point, with: event)
            // Passing through: only the representable's own views take touches.
            if DoubleSwiftUI.representablesPassTouchesThrough && hit === self { return nil }
            // Opaque (reported for a plain representable in an overlay): the whole frame takes
            // them, whatever the representable's view answers.
            if !DoubleSwiftUI.representablesPassTouchesThrough, hit == nil, isUserInteractionEnabled, !isHidden,
                self.point(inside: point, with: event)
            {
                return self
            }
            return hit
        }

        override package func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            bounds.contains(point)
        }
    }

    /// A representable's lifecycle (developer.apple.com/documentation/swiftui/uiviewrepresentable):
    /// `makeCoordinator` before `makeUIView`, which runs once; `updateUIView` on every update
    /// after (reported: every re-evaluation of the parent); `dismantleUIView` when the identity
    /// ends, not when the view merely leaves the window.
    @MainActor enum DoubleRepresentableHost {
        /// What a node keeps for a representable of type `R`.
        final class Kept<R: UIViewRepresentable> {
            let coordinator: R.Coordinator
            let view: R.UIViewType

            init(coordinator: R.Coordinator, view: R.UIViewType) {
                self.coordinator = coordinator
                self.view = view
            }
        }

        /// Counters for tests: makes, updates, dismantles.
        static var makes = 0
        static var updates = 0
        static var dismantles = 0

        static func element<R: UIViewRepresentable>(_ representable: R, _ context: DoubleContext) -> DoubleElement {
            let node = context.node(for: R.self)
            let wrapper = node.platformView as? DoubleRepresentableWrapper ?? DoubleRepresentableWrapper(frame: .zero)
            node.platformView = wrapper
            wrapper.environment = context.environment
            let kept: Kept<R>
            if let existing = node.kept as? Kept<R> {
                kept = existing
            } else {
                let coordinator = representable.makeCoordinator()
                let made = representable.makeUIView(
                    context: UIViewRepresentableContext(
                        coordinator: coordinator, doubleTransaction: context.transaction,
                        doubleEnvironment: context.environment))
                makes += 1
                kept = Kept(coordinator: coordinator, view: made)
                node.kept = kept
                wrapper.addSubview(made)
                node.onRemove.append {
                    dismantles += 1
                    R.dismantleUIView(kept.view, coordinator: kept.coordinator)
                    kept.view.removeFromSuperview()
                }
            }
            updates += 1
            representable.updateUIView(
                kept.view,
                context: UIViewRepresentableContext(
                    coordinator: kept.coordinator, doubleTransaction: context.transaction,
                    doubleEnvironment: context.environment))
            return DoubleElement(.platform(node))
        }
    }

    extension DoubleSwiftUI {
        /// Representable makes, updates and dismantles since the last reset.
        package static var representableCounts: (makes: Int, updates: Int, dismantles: Int) {
            (DoubleRepresentableHost.makes, DoubleRepresentableHost.updates, DoubleRepresentableHost.dismantles)
        }
    }
#endif
