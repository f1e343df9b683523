// How the SwiftUI double runs gestures attached to views in content: `onTapGesture` and a
// `DragGesture` with its `onChanged`/`onEnded` actions. Each is drawn as a view of the UIKit double
// around the modified view, carrying a UIKit recognizer, so touches reach it through the window's
// hit-testing and gesture arbitration like every other view's.
//
// DOUBLE: SwiftUI runs its gestures in its own gesture graph, not as UIKit recognizers on views
// (reported: SwiftUI's gestures take part in UIKit's arbitration through one recognizer on the
// hosting view since iOS 18). The whole frame of the modified view takes touches, as if it had
// `.contentShape(Rectangle())` (SwiftUI hit-tests only what the view draws).
#if canImport(UIKit)
    import ObjectiveC
    import UIKit

    /// A `DragGesture` and the actions added to it, however they were chained.
    package struct DoubleDragSpec {
        var minimumDistance: CGFloat = 10
        var onChanged: [(DragGesture.Value) -> Void] = []
        var onEnded: [(DragGesture.Value) -> Void] = []

        init<G: Gesture>(_ gesture: G) {
            guard collect(gesture) else {
                fatalError("DOUBLE: \(G.self) is not modelled by the SwiftUI double (only DragGesture with onChanged/onEnded)")
            }
        }

        /// Adds what `gesture` carries; false for a gesture the double does not model.
        private mutating func collect(_ gesture: Any) -> Bool {
            switch gesture {
            case let drag as DragGesture:
                minimumDistance = drag.doubleMinimumDistance
                return true
            case let changed as any DoubleActionGesture:
                guard collect(changed.doubleInner) else { return false }
                if changed.doubleIsEnd {
                    onEnded.append(changed.doubleDragAction)
                } else {
                    onChanged.append(changed.doubleDragAction)
                }
                return true
            default:
                return false
            }
        }
    }

    /// `onChanged` / `onEnded` on a drag: their gesture and action, type-erased.
    protocol DoubleActionGesture {
        nonisolated var doubleInner: Any { get }
        nonisolated var doubleIsEnd: Bool { get }
        nonisolated var doubleDragAction: (DragGesture.Value) -> Void { get }
    }

    extension _ChangedGesture: DoubleActionGesture {
        nonisolated var doubleInner: Any { doubleContent }
        nonisolated var doubleIsEnd: Bool { false }
        nonisolated var doubleDragAction: (DragGesture.Value) -> Void { Self.doubleErased(doubleAction) }
    }

    extension _EndedGesture: DoubleActionGesture {
        nonisolated var doubleInner: Any { doubleContent }
        nonisolated var doubleIsEnd: Bool { true }
        nonisolated var doubleDragAction: (DragGesture.Value) -> Void { Self.doubleErased(doubleAction) }
    }

    extension DoubleActionGesture {
        /// `action` called with a drag's value (a gesture of another value type never gets one).
        nonisolated static func doubleErased<Value>(_ action: @escaping (Value) -> Void) -> (DragGesture.Value) -> Void {
            { value in (value as? Value).map(action) }
        }
    }

    /// What a gesture modifier recognizes.
    package enum DoubleGestureKind {
        case tap(count: Int, () -> Void)
        case drag(DoubleDragSpec)
    }

    /// `.onTapGesture` and `.gesture(_:)`: the content inside a view with the recognizer.
    struct DoubleGestureModifier {
        let kind: DoubleGestureKind
    }

    extension DoubleGestureModifier: ViewModifier, DoublePrimitiveModifier {
        typealias Body = Never
        func doubleElement(content: DoubleElementSource, _ context: DoubleContext) -> DoubleElement {
            let node = context.node(for: DoubleGestureView.self)
            let view = node.platformView as? DoubleGestureView ?? DoubleGestureView(kind)
            node.platformView = view
            view.kind = kind
            return DoubleElement(.container(node, DoubleContainerStyle(), content.element(context.appending(0))))
        }
    }

    /// The view a gesture modifier draws around its content.
    @MainActor package final class DoubleGestureView: DoubleContainerView, SelectorPerforming {
        var kind: DoubleGestureKind
        private var dragStarted = false
        private var recognizer: UIGestureRecognizer?
        package private(set) var recognized = 0

        init(_ kind: DoubleGestureKind) {
            self.kind = kind
            super.init()
            switch kind {
            case .tap(let count, _):
                // DOUBLE: UIKit's `numberOfTapsRequired` is not in the UIKit double.
                guard count == 1 else { fatalError("DOUBLE: onTapGesture(count: \(count)) is not modelled; only count 1") }
                recognizer = UITapGestureRecognizer(target: self, action: Selector(("tap")))
            case .drag:
                recognizer = UIPanGestureRecognizer(target: self, action: Selector(("drag")))
            }
            if let recognizer { addGestureRecognizer(recognizer) }
        }

        required init?(coder: NSCoder) { nil }

        package func perform(_ selector: Selector) {
            guard let recognizer else { return }
            switch kind {
            case .tap(_, let action):
                // "perform: The action to perform" when the tap is recognized (onTapGesture(count:perform:)).
                guard recognizer.state == .ended else { return }
                recognized += 1
                action()
            case .drag(let spec):
                guard let pan = recognizer as? UIPanGestureRecognizer else { return }
                drag(pan, spec)
            }
        }

        /// DragGesture (developer.apple.com/documentation/swiftui/draggesture): `onChanged` with each
        /// move once the finger has gone `minimumDistance` from where it went down, `onEnded` once
        /// when it lifts (not when the drag is cancelled). Locations are in this view's space.
        private func drag(_ pan: UIPanGestureRecognizer, _ spec: DoubleDragSpec) {
            let location = pan.location(in: self)
            let translation = pan.translation(in: self)
            let velocity = pan.velocity(in: self)
            let value = DragGesture.Value(
                doubleTime: Date(), location: location,
                startLocation: CGPoint(x: location.x - translation.x, y: location.y - translation.y), velocity: velocity)
            switch pan.state {
            case .began, .changed:
                let distance = (translation.x * translation.x + translation.y * translation.y).squareRoot()
                guard dragStarted || distance >= spec.minimumDistance else { return }
                if !dragStarted { recognized += 1 }
                dragStarted = true
                for action in spec.onChanged { action(value) }
            case .ended:
                if dragStarted { for action in spec.onEnded { action(value) } }
                dragStarted = false
            default:
                dragStarted = false
            }
        }
    }
#endif
