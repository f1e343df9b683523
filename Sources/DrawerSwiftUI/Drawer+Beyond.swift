#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    extension Drawer {
        /// Whether a tap on the handle moves the drawer to its next larger detent, from the
        /// largest back to the smallest (vaul's and Material's drag handle): the configuration's
        /// `gesture.cyclesDetentsOnHandleTap`, decided by the host model. VoiceOver's activation
        /// of the handle moves to the next detent either way.
        ///
        /// ```swift
        /// Drawer { Text("Tools") }
        ///     .detents([.small, .medium, .large])
        ///     .cyclesDetentsOnHandleTap()
        /// ```
        public func cyclesDetentsOnHandleTap(_ cycles: Bool = true) -> Drawer {
            var copy = self
            copy.configuration.gesture.cyclesDetentsOnHandleTap = cycles
            return copy
        }
    }
#endif
