#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    extension Optional {
        /// Whether an item is shown, as `.drawer(item:)` presents it: writing `false` clears the
        /// item, writing `true` keeps whatever is there (only the caller can supply an item).
        /// Projected through a key path so the binding needs no `@Sendable` closures.
        var drawerIsPresent: Bool {
            get { self != nil }
            set { if !newValue { self = nil } }
        }
    }
#endif
