// How the SwiftUI double evaluates its primitive views: builders' results, stacks, text,
// shapes, buttons, scroll views, and the modifiers that wrap or decorate. Each rule cites the
// page that states it; structural identity follows WWDC21 "Demystify SwiftUI".
#if canImport(UIKit)
    import Observation
    import UIKit

    extension EmptyView: DoublePrimitiveView {
        package func doubleElement(_ context: DoubleContext) -> DoubleElement { .empty }
    }

    // A `TupleView`'s children are positions 0, 1, … of its parent.
    extension TupleView: DoublePrimitiveView {
        package func doubleElement(_ context: DoubleContext) -> DoubleElement {
            let children = Mirror(reflecting: value).children.enumerated().map { index, child -> DoubleElement in
                guard let view = child.value as? any View else { return .empty }
                return DoubleEvaluation.evaluate(any: view, context.appending(index))
            }
            return DoubleElement(.group(children))
        }
    }

    // Each branch of an `if`/`else` or `switch` is its own identity: state resets when it flips.
    extension _ConditionalContent: DoublePrimitiveView where TrueContent: View, FalseContent: View {
        package func doubleElement(_ context: DoubleContext) -> DoubleElement {
            switch doubleStorage {
            case .trueContent(let view): DoubleEvaluation.evaluate(view, context.appending("true"))
            case .falseContent(let view): DoubleEvaluation.evaluate(view, context.appending("false"))
            }
        }
    }

    extension Optional: DoublePrimitiveView where Wrapped: View {
        package func doubleElement(_ context: DoubleContext) -> DoubleElement {
            guard let view = self else { return .empty }
            return DoubleEvaluation.evaluate(view, context.appending("some"))
        }
    }

    // A new erased type is a new identity (developer.apple.com/documentation/swiftui/anyview).
    extension AnyView: DoublePrimitiveView {
        package func doubleElement(_ context: DoubleContext) -> DoubleElement {
            DoubleEvaluation.evaluate(any: doubleView, context.appending(AnyHashable(doubleType)))
        }
    }

    extension ModifiedContent: DoublePrimitiveView where Content: View, Modifier: ViewModifier {
        package func doubleElement(_ context: DoubleContext) -> DoubleElement {
            let content = content
            let source = DoubleElementSource { DoubleEvaluation.evaluate(content, $0) }
            if let primitive = modifier as? any DoublePrimitiveModifier {
                return primitive.doubleElement(content: source, context)
            }
            if let attachment = modifier as? AccessibilityAttachmentModifier {
                return DoubleAccessibilityContainer.element(attachment, source, context)
            }
            // A modifier with a body has its own identity and state, like a view.
            let node = context.node(for: Modifier.self)
            DoubleDynamicProperties.install(modifier, in: node, environment: context.environment)
            let modifier = modifier
            let body = DoubleEvaluation.observing(node) { modifier.body(content: _ViewModifier_Content(doubleSource: source)) }
            return DoubleEvaluation.evaluate(body, context.within(node))
        }
    }

    extension _ViewModifier_Content: DoublePrimitiveView {
        package func doubleElement(_ context: DoubleContext) -> DoubleElement {
            doubleSource.element(context.appending("content"))
        }
    }

    extension ZStack: DoublePrimitiveView {
        package func doubleElement(_ context: DoubleContext) -> DoubleElement {
            DoubleElement(.zstack(doubleAlignment, [DoubleEvaluation.evaluate(doubleContent, context.appending(0))]))
        }
    }

    extension VStack: DoublePrimitiveView {
        package func doubleElement(_ context: DoubleContext) -> DoubleElement {
            let content = DoubleEvaluation.evaluate(doubleContent, context.appending(0))
            return DoubleElement(.stack(.vertical, spacing: doubleSpacing ?? DoubleLayout.defaultSpacing, [content]))
        }
    }

    // DOUBLE: a lazy stack builds every row (SwiftUI builds the visible ones; reported: a
    // LazyVStack measures only the rows it built).
    extension LazyVStack: DoublePrimitiveView {
        package func doubleElement(_ context: DoubleContext) -> DoubleElement {
            let content = DoubleEvaluation.evaluate(doubleContent, context.appending(0))
            return DoubleElement(.stack(.vertical, spacing: doubleSpacing ?? DoubleLayout.defaultSpacing, [content]))
        }
    }

    extension GeometryReader: DoublePrimitiveView {
        package func doubleElement(_ context: DoubleContext) -> DoubleElement {
            let node = context.node(for: Self.self)
            let content = doubleContent
            let inner = context.within(node)
            return DoubleElement(.geometry(node, { proxy in DoubleEvaluation.evaluate(content(proxy), inner) }))
        }
    }

    // Each element's identity is its id (developer.apple.com/documentation/swiftui/foreach).
    extension ForEach: DoublePrimitiveView where Content: View {
        package func doubleElement(_ context: DoubleContext) -> DoubleElement {
            DoubleElement(
                .group(
                    data.map { element in
                        DoubleEvaluation.evaluate(content(element), context.appending(AnyHashable(doubleID(element))))
                    }))
        }
    }

    extension EquatableView: DoublePrimitiveView {
        package func doubleElement(_ context: DoubleContext) -> DoubleElement {
            DoubleEvaluation.evaluate(content, context.appending(0))
        }
    }

    extension Text: DoublePrimitiveView {
        package func doubleElement(_ context: DoubleContext) -> DoubleElement {
            let node = context.node(for: Text.self)
            if node.platformView == nil { node.platformView = DoubleTextView() }
            return DoubleElement(.text(doubleString), drawnBy: node)
        }
    }

    extension Color: DoublePrimitiveView {
        package func doubleElement(_ context: DoubleContext) -> DoubleElement {
            DoubleFilledShape(fillName: doubleName, cornerRadius: 0).doubleElement(context)
        }
    }

    extension Spacer: DoublePrimitiveView {
        package func doubleElement(_ context: DoubleContext) -> DoubleElement {
            DoubleElement(.spacer(minLength: minLength))
        }
    }

    // A button runs its action on a tap (developer.apple.com/documentation/swiftui/button).
    extension Button: DoublePrimitiveView {
        package func doubleElement(_ context: DoubleContext) -> DoubleElement {
            let node = context.node(for: Self.self)
            let button = node.platformView as? DoubleButtonView ?? DoubleButtonView()
            node.platformView = button
            // In an alert or a dialog, an action's button dismisses it after the action runs.
            let action = doubleAction
            if let after = context.environment.doubleAfterButtonAction {
                button.action = {
                    action()
                    after()
                }
            } else {
                button.action = action
            }
            let label = DoubleEvaluation.evaluate(doubleLabel, context.within(node))
            return DoubleElement(.button(node, label))
        }
    }

    // On iOS a SwiftUI scroll view is a `UIScrollView` hosting its content (reference/
    // swiftui-hosting.md; SwiftUI-Introspect finds it by walking up from a view in the content).
    extension ScrollView: DoublePrimitiveView {
        package func doubleElement(_ context: DoubleContext) -> DoubleElement {
            let node = context.node(for: Self.self)
            if node.platformView == nil {
                let scrollView = DoubleScrollView(frame: .zero)
                scrollView.alwaysBounceVertical = doubleAxes.contains(.vertical)
                node.platformView = scrollView
            }
            let content = DoubleEvaluation.evaluate(doubleContent, context.within(node))
            return DoubleElement(.scroll(node, doubleAxes, content))
        }
    }

    /// A shape filled with a style: a colour view of the UIKit double.
    struct DoubleFilledShape: View {
        let fillName: String
        let cornerRadius: CGFloat
        typealias Body = Never
        var body: Never { fatalError("DOUBLE: primitive") }
    }

    extension DoubleFilledShape: DoublePrimitiveView {
        func doubleElement(_ context: DoubleContext) -> DoubleElement {
            let node = context.node(for: DoubleFilledShape.self)
            if node.platformView == nil { node.platformView = DoubleFillView() }
            return DoubleElement(.fill(fillName, cornerRadius: cornerRadius), drawnBy: node)
        }
    }

    /// Names of fills as the double draws them.
    enum DoubleFillName {
        static func of(_ style: some ShapeStyle) -> String {
            switch style {
            case let color as Color: color.doubleName
            case let erased as AnyShapeStyle: erased.doubleName
            case is Material: "material"
            default: String(describing: type(of: style))
            }
        }

        static func cornerRadius(of shape: some Shape) -> CGFloat {
            (shape as? RoundedRectangle)?.doubleCornerRadius ?? 0
        }
    }

    /// `.overlay` / `.background`: the decoration is offered the content's size and aligned in
    /// it (developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)).
    struct DoubleDecoration<Decoration: View> {
        let decoration: Decoration
        let alignment: Alignment
        let isOverlay: Bool
    }

    extension DoubleDecoration: ViewModifier, DoublePrimitiveModifier {
        typealias Body = Never
        func doubleElement(content: DoubleElementSource, _ context: DoubleContext) -> DoubleElement {
            let primary = content.element(context.appending(0))
            let extra = DoubleEvaluation.evaluate(decoration, context.appending(isOverlay ? "overlay" : "background"))
            let aligned = DoubleElement(.frame(DoubleFrameSpec(alignment: alignment), extra))
            return DoubleElement(.decorated(primary, over: isOverlay ? [aligned] : [], under: isOverlay ? [] : [aligned]))
        }
    }

    /// `.id(_:)`: the content's identity includes the id; a new id is a new view.
    struct DoubleExplicitIdentity {
        let id: AnyHashable
    }

    extension DoubleExplicitIdentity: ViewModifier, DoublePrimitiveModifier {
        typealias Body = Never
        func doubleElement(content: DoubleElementSource, _ context: DoubleContext) -> DoubleElement {
            content.element(context.appending(id))
        }
    }

    /// The accessibility modifiers: a container view carrying what they set.
    @MainActor enum DoubleAccessibilityContainer {
        static func element(
            _ attachment: AccessibilityAttachmentModifier, _ source: DoubleElementSource, _ context: DoubleContext
        ) -> DoubleElement {
            let child = source.element(context.appending(0))
            // Several attachments on one view combine into one container.
            if case .container(let node, var style, let inner) = child.kind, style.accessibility != nil {
                var accessibility = style.accessibility ?? DoubleAccessibility()
                attachment.doubleChange(&accessibility)
                style.accessibility = accessibility
                return DoubleElement(.container(node, style, inner))
            }
            let node = context.node(for: AccessibilityAttachmentModifier.self)
            if node.platformView == nil { node.platformView = DoubleContainerView() }
            var accessibility = DoubleAccessibility()
            attachment.doubleChange(&accessibility)
            return DoubleElement(.container(node, DoubleContainerStyle(accessibility: accessibility), child))
        }
    }

    extension View {
        /// Wraps this view's element (layout modifiers that need no state).
        nonisolated func doubleWrap(_ wrap: @escaping @MainActor (DoubleElement) -> DoubleElement.Kind) -> some View {
            modifier(DoubleElementModifier { element, _ in DoubleElement(wrap(element)) })
        }

        /// This view as it is (modifiers whose effect the double does not draw, said where used).
        nonisolated func doublePassThrough() -> some View {
            modifier(DoubleElementModifier { element, _ in element })
        }

        /// Puts this view in a container view styled by `change` (clipping, opacity, hit-testing).
        nonisolated func doubleContainer(_ change: @escaping @MainActor (inout DoubleContainerStyle) -> Void) -> some View {
            modifier(DoubleContainerModifier(change: change))
        }
    }

    /// A modifier drawn as a container view around its content (opacity, clipping, hit-testing).
    /// The content is evaluated one level below the container's node, so two such modifiers
    /// chained on one view (`.opacity(1).allowsHitTesting(true)`) are two containers, one inside
    /// the other; at one path they shared a view and drew nothing.
    struct DoubleContainerModifier {
        let change: @MainActor (inout DoubleContainerStyle) -> Void
    }

    extension DoubleContainerModifier: ViewModifier, DoublePrimitiveModifier {
        typealias Body = Never
        func doubleElement(content: DoubleElementSource, _ context: DoubleContext) -> DoubleElement {
            let node = context.node(for: DoubleContainerView.self)
            if node.platformView == nil { node.platformView = DoubleContainerView() }
            var style = DoubleContainerStyle()
            change(&style)
            return DoubleElement(.container(node, style, content.element(context.appending(0))))
        }
    }

    extension DoubleEvaluation {
        /// Runs `body` inside an observation scope: a change to an `@Observable` value it read
        /// invalidates the graph (developer.apple.com/documentation/observation).
        static func observing<T>(_ node: DoubleNode, _ body: () -> T) -> T {
            withObservationTracking(body) { [weak graph = node.graph] in
                Task { @MainActor in graph?.invalidate() }
            }
        }
    }
#endif
