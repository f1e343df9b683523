#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import UIKit

    /// A weak reference to a ``DrawerCoveredInsetsObserver``: the host must not keep a view the
    /// app removed alive.
    struct DrawerWeakObserver {
        weak var value: DrawerCoveredInsetsObserver?
    }

    extension DrawerHostView {
        /// Adds `observer` to the views told about every change of ``coveredInsets`` (once each).
        func addCoveredInsetsObserver(_ observer: DrawerCoveredInsetsObserver) {
            coveredInsetsObservers.removeAll { $0.value == nil || $0.value === observer }
            coveredInsetsObservers.append(DrawerWeakObserver(value: observer))
        }

        /// Stops telling `observer` (and forgets observers already gone).
        func removeCoveredInsetsObserver(_ observer: DrawerCoveredInsetsObserver) {
            coveredInsetsObservers.removeAll { $0.value == nil || $0.value === observer }
        }
    }
#endif
