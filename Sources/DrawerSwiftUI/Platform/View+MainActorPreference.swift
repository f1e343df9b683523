#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import SwiftUI

    extension View {
        /// `onPreferenceChange(_:perform:)` with a main-actor action, whichever SDK spells it.
        ///
        /// The iOS 18.0 SDK and the ones after 18.2 take a plain closure; Xcode 16.2's (iOS 18.2)
        /// takes a nonisolated `@Sendable` one, which cannot call the view's main-actor methods.
        /// SwiftUI runs preference actions on the main thread, so the action is entered on the
        /// main actor synchronously, without an asynchronous hop that would lag a frame.
        func onPreferenceChange<K: PreferenceKey>(
            _ key: K.Type, onMainActor action: @escaping @MainActor @Sendable (K.Value) -> Void
        ) -> some View where K.Value: Equatable & Sendable {
            onPreferenceChange(key) { value in MainActor.assumeIsolated { action(value) } }
        }
    }
#endif
