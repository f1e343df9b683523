#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import SwiftUI

    extension View {
        /// Runs `action` with the new value whenever `value` changes.
        ///
        /// The two-parameter `onChange(of:initial:_:)` where it exists (iOS 17, macOS 14); before
        /// that, the one-parameter form it replaced, which the SDK deprecates from those versions
        /// on, so neither branch warns at any deployment target.
        func onValueChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
            modifier(ValueChangeModifier(value: value, action: action))
        }
    }

    /// The availability switch behind `onValueChange(of:perform:)`.
    struct ValueChangeModifier<V: Equatable>: ViewModifier {
        let value: V
        let action: (V) -> Void

        func body(content: Content) -> some View {
            if #available(iOS 17.0, macOS 14.0, *) {
                content.onChange(of: value) { _, newValue in action(newValue) }
            } else {
                content.onChange(of: value, perform: action)
            }
        }
    }
#endif
