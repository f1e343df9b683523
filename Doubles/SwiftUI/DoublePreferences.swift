// The SwiftUI double's preferences: values flow from views up to their ancestors, combined by
// the key's `reduce` in view order (developer.apple.com/documentation/swiftui/preferencekey),
// read after layout (values set inside a `GeometryReader` depend on it), and observed by
// `onPreferenceChange`, whose action runs after the update when the value changed
// (…/view/onpreferencechange(_:perform:)).
//
// DOUBLE: the first delivery compares against the key's `defaultValue` (an observer hears a
// value as soon as its subtree sets one; SwiftUI documents no first call).
#if canImport(UIKit)
    import UIKit

    /// One key's value, with how to combine it with the next sibling's.
    package struct DoublePreferenceValue {
        let key: ObjectIdentifier
        var value: Any
        let reduce: (inout Any, Any) -> Void

        init<K: PreferenceKey>(_ key: K.Type, _ value: K.Value) {
            self.key = ObjectIdentifier(key)
            self.value = value
            reduce = { current, next in
                guard var combined = current as? K.Value, let next = next as? K.Value else { return }
                K.reduce(value: &combined) { next }
                current = combined
            }
        }
    }

    /// Every key's value coming out of a subtree.
    typealias DoublePreferenceSet = [ObjectIdentifier: DoublePreferenceValue]

    /// What an `onPreferenceChange` does with its subtree's values.
    package struct DoublePreferenceObserver {
        let observe: @MainActor (DoublePreferenceSet) -> Void
    }

    @MainActor enum DoublePreferenceCollection {
        /// The values coming out of `element` (after layout), observers notified on the way.
        static func collect(_ element: DoubleElement) -> DoublePreferenceSet {
            switch element.kind {
            case .empty, .text, .fill, .spacer, .platform:
                return [:]
            case .group(let children), .stack(_, _, let children), .zstack(_, let children):
                return combine(children.map(collect))
            case .frame(_, let child), .padding(_, let child), .fixedSize(_, _, let child), .offset(_, let child),
                .scroll(_, _, let child), .button(_, let child), .container(_, _, let child), .ignoresSafeArea(let child):
                return collect(child)
            case .decorated(let primary, let over, let under):
                return combine(under.map(collect) + [collect(primary)] + over.map(collect))
            case .geometry(let node, _):
                return (node.kept as? DoubleElement).map(collect) ?? [:]
            case .preference(let value, let child):
                var set = collect(child)
                if var existing = set[value.key] {
                    existing.reduce(&existing.value, value.value)
                    set[value.key] = existing
                } else {
                    set[value.key] = value
                }
                return set
            case .transformPreference(let transform, let child):
                var set = collect(child)
                transform(&set)
                return set
            case .preferenceObserver(_, let observer, let child):
                let set = collect(child)
                observer.observe(set)
                return set
            }
        }

        /// Siblings' values combined in view order.
        static func combine(_ sets: [DoublePreferenceSet]) -> DoublePreferenceSet {
            var result: DoublePreferenceSet = [:]
            for set in sets {
                for (key, value) in set {
                    if var existing = result[key] {
                        existing.reduce(&existing.value, value.value)
                        result[key] = existing
                    } else {
                        result[key] = value
                    }
                }
            }
            return result
        }
    }

    /// `.preference(key:value:)`.
    struct DoublePreferenceWriter {
        let value: DoublePreferenceValue
    }

    extension DoublePreferenceWriter: ViewModifier, DoublePrimitiveModifier {
        typealias Body = Never
        func doubleElement(content: DoubleElementSource, _ context: DoubleContext) -> DoubleElement {
            DoubleElement(.preference(value, content.element(context.appending(0))))
        }
    }

    /// `.transformPreference(_:_:)`: the subtree's value (or the default) changed in place.
    struct DoublePreferenceTransform<K: PreferenceKey> {
        let transform: (inout K.Value) -> Void
    }

    extension DoublePreferenceTransform: ViewModifier, DoublePrimitiveModifier {
        typealias Body = Never
        func doubleElement(content: DoubleElementSource, _ context: DoubleContext) -> DoubleElement {
            let transform = transform
            let change: @MainActor (inout DoublePreferenceSet) -> Void = { set in
                let key = ObjectIdentifier(K.self)
                var value = set[key]?.value as? K.Value ?? K.defaultValue
                transform(&value)
                set[key] = DoublePreferenceValue(K.self, value)
            }
            return DoubleElement(.transformPreference(change, content.element(context.appending(0))))
        }
    }

    /// `.onPreferenceChange(_:perform:)`.
    struct DoublePreferenceReader<K: PreferenceKey> where K.Value: Equatable {
        let action: (K.Value) -> Void
    }

    extension DoublePreferenceReader: ViewModifier, DoublePrimitiveModifier {
        typealias Body = Never
        func doubleElement(content: DoubleElementSource, _ context: DoubleContext) -> DoubleElement {
            let node = context.node(for: Self.self)
            let action = action
            let observer = DoublePreferenceObserver { [weak node] set in
                guard let node else { return }
                let value = set[ObjectIdentifier(K.self)]?.value as? K.Value ?? K.defaultValue
                let previous = (node.kept as? DoubleKept<K.Value>)?.value ?? K.defaultValue
                node.kept = DoubleKept(value)
                if value != previous { node.graph.afterPass.append { action(value) } }
            }
            return DoubleElement(.preferenceObserver(node, observer, content.element(context.appending(0))))
        }
    }
#endif
