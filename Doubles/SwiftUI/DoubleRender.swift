// The SwiftUI double's placement and drawing: each element gets its frame, and what SwiftUI
// would draw becomes a view of the UIKit double, so tests read the screen and send touches
// through the window exactly as they do for UIKit content.
//
// DOUBLE: SwiftUI draws text, colours and shapes into layers of its hosting view and hit-tests
// them itself; here each is a non-interactive UIView (touches over them reach the hosting view,
// as they do on iOS). A `Button` is a UIView with a tap recognizer (SwiftUI's button fires on a
// touch that ends inside it without moving far: the tap's rule). Platform views (representables,
// scroll views) are real UIViews on iOS too.
#if canImport(UIKit)
    import ObjectiveC
    import UIKit

    /// The views placed in one UIKit view during a pass, in drawing order.
    @MainActor final class DoubleRenderTarget {
        let view: UIView
        private(set) var placed: [UIView] = []

        init(_ view: UIView) { self.view = view }

        func add(_ subview: UIView, frame: CGRect) {
            if subview.frame != frame { subview.frame = frame }
            if subview.superview !== view { view.addSubview(subview) }
            placed.append(subview)
        }

        /// Drops what this pass did not place and puts the rest in drawing order.
        func finish() {
            for subview in view.subviews where subview is DoubleDrawnView && !placed.contains(where: { $0 === subview }) {
                subview.removeFromSuperview()
            }
            for subview in placed where view.subviews.last !== subview { view.bringSubviewToFront(subview) }
        }
    }

    /// A view the double draws for SwiftUI (marker for the render's bookkeeping).
    @MainActor package protocol DoubleDrawnView: UIView {}

    @MainActor package enum DoubleRender {
        /// Gives `element` `rect` (in `target.view`'s coordinates) and draws it there.
        static func place(_ element: DoubleElement, _ rect: CGRect, _ target: DoubleRenderTarget) {
            element.frame = rect
            switch element.kind {
            case .empty, .spacer:
                break
            case .group(let children), .zstack(_, let children):
                let alignment: Alignment = if case .zstack(let a, _) = element.kind { a } else { .center }
                for child in DoubleLayout.flattened(children) {
                    let size = DoubleLayout.size(child, DoubleProposal(rect.size))
                    place(child, DoubleLayout.aligned(size, in: rect, alignment), target)
                }
            case .text(let string):
                if let view = element.node?.platformView as? DoubleTextView {
                    view.text = string
                    target.add(view, frame: rect)
                }
            case .fill(let name, let radius):
                if let view = element.node?.platformView as? DoubleFillView {
                    view.fillName = name
                    view.layer.cornerRadius = radius
                    target.add(view, frame: rect)
                }
            case .stack(let axis, let spacing, let children):
                let flat = DoubleLayout.flattened(children)
                let layout = DoubleLayout.stackLayout(axis, spacing, flat, DoubleProposal(rect.size))
                var cursor = axis == .vertical ? rect.minY : rect.minX
                for (child, size) in zip(flat, layout.sizes) {
                    let frame =
                        axis == .vertical
                        ? CGRect(x: rect.midX - size.width / 2, y: cursor, width: size.width, height: size.height)
                        : CGRect(x: cursor, y: rect.midY - size.height / 2, width: size.width, height: size.height)
                    place(child, frame, target)
                    cursor += (axis == .vertical ? size.height : size.width) + spacing
                }
            case .frame(let spec, let child):
                let size = DoubleLayout.size(child, DoubleLayout.frameProposal(spec, DoubleProposal(rect.size)))
                place(child, DoubleLayout.aligned(size, in: rect, spec.alignment), target)
            case .padding(let insets, let child):
                place(
                    child,
                    CGRect(
                        x: rect.minX + insets.leading, y: rect.minY + insets.top,
                        width: max(0, rect.width - insets.leading - insets.trailing),
                        height: max(0, rect.height - insets.top - insets.bottom)), target)
            case .decorated(let primary, let over, let under):
                // Decorations come wrapped in a frame that aligns them: each is given the primary's frame.
                for child in under { place(child, rect, target) }
                place(primary, rect, target)
                for child in over { place(child, rect, target) }
            case .fixedSize(_, _, let child), .preference(_, let child), .ignoresSafeArea(let child), .transformPreference(_, let child),
                .preferenceObserver(_, _, let child):
                place(child, rect, target)
            case .offset(let offset, let child):
                place(child, rect.offsetBy(dx: offset.width, dy: offset.height), target)
            case .geometry(let node, let build):
                let global = target.view.convert(rect, to: nil)
                let content = build(GeometryProxy(doubleSize: rect.size, globalFrame: global))
                node.kept = content
                let size = DoubleLayout.size(content, DoubleProposal(rect.size))
                place(content, CGRect(origin: rect.origin, size: size), target)
            case .platform(let node):
                guard let wrapper = node.platformView else { return }
                target.add(wrapper, frame: rect)
                wrapper.subviews.first?.frame = wrapper.bounds
            case .scroll(let node, let axes, let content):
                guard let scrollView = node.platformView as? DoubleScrollView else { return }
                target.add(scrollView, frame: rect)
                let size = DoubleLayout.scrollContentSize(axes, content, DoubleProposal(rect.size))
                if scrollView.contentSize != size { scrollView.contentSize = size }
                let inner = DoubleRenderTarget(scrollView)
                place(content, CGRect(origin: .zero, size: size), inner)
                inner.finish()
            case .button(let node, let label):
                guard let button = node.platformView else { return }
                target.add(button, frame: rect)
                let inner = DoubleRenderTarget(button)
                place(label, CGRect(origin: .zero, size: rect.size), inner)
                inner.finish()
            case .container(let node, let style, let child):
                guard let container = node.platformView as? DoubleContainerView else { return }
                container.apply(style)
                target.add(container, frame: rect)
                let inner = DoubleRenderTarget(container)
                place(child, CGRect(origin: .zero, size: rect.size), inner)
                inner.finish()
            }
        }
    }

    extension DoubleElement {
        /// The node that owns the element's view, for the elements that have one.
        var node: DoubleNode? {
            switch kind {
            case .platform(let node), .scroll(let node, _, _), .button(let node, _), .container(let node, _, _),
                .geometry(let node, _):
                return node
            default:
                return drawnNode
            }
        }
    }

    /// Text as the double draws it: its string, readable by tests and by VoiceOver.
    @MainActor package final class DoubleTextView: UIView, DoubleDrawnView {
        package var text = "" {
            didSet { accessibilityLabel = text }
        }

        init() {
            super.init(frame: .zero)
            isUserInteractionEnabled = false
            isAccessibilityElement = true
        }

        required init?(coder: NSCoder) { nil }
    }

    /// A colour or a filled shape as the double draws it.
    @MainActor package final class DoubleFillView: UIView, DoubleDrawnView {
        package var fillName = ""

        init() {
            super.init(frame: .zero)
            isUserInteractionEnabled = false
        }

        required init?(coder: NSCoder) { nil }
    }

    /// A `Button`: its label inside, its action on a tap.
    @MainActor package final class DoubleButtonView: UIView, DoubleDrawnView, SelectorPerforming {
        var action: @MainActor () -> Void = {}
        package private(set) var taps = 0

        init() {
            super.init(frame: .zero)
            isAccessibilityElement = true
            addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector(("tap"))))
        }

        required init?(coder: NSCoder) { nil }

        package func perform(_ selector: Selector) {
            taps += 1
            action()
        }
    }

    /// Clipping, corner radius, opacity, hit-testing and accessibility set by modifiers.
    @MainActor package class DoubleContainerView: UIView, DoubleDrawnView {
        package private(set) var style = DoubleContainerStyle()

        init() { super.init(frame: .zero) }

        required init?(coder: NSCoder) { nil }

        func apply(_ style: DoubleContainerStyle) {
            self.style = style
            if clipsToBounds != style.clips { clipsToBounds = style.clips }
            if layer.cornerRadius != style.cornerRadius { layer.cornerRadius = style.cornerRadius }
            if alpha != style.opacity { alpha = style.opacity }
            if isUserInteractionEnabled != style.allowsHitTesting { isUserInteractionEnabled = style.allowsHitTesting }
            if let accessibility = style.accessibility {
                accessibilityElementsHidden = accessibility.isHidden
                accessibilityViewIsModal = accessibility.isModal
                if let label = accessibility.label {
                    isAccessibilityElement = true
                    accessibilityLabel = label
                }
                accessibilityValue = accessibility.value
            }
        }

        override package func accessibilityIncrement() { style.accessibility?.adjust?(.increment) }
        override package func accessibilityDecrement() { style.accessibility?.adjust?(.decrement) }
        override package func accessibilityPerformEscape() -> Bool {
            guard let escape = style.accessibility?.actions.first(where: { $0.0 == .escape }) else { return false }
            escape.1()
            return true
        }
    }

    /// `ScrollView` and `List` on iOS: a `UIScrollView` whose content SwiftUI hosts (the fact
    /// SwiftUI-Introspect's ancestor lookup and DrawerSwiftUI's scroll finder rely on).
    @MainActor package final class DoubleScrollView: UIScrollView, DoubleDrawnView {}
#endif
