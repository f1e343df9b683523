#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    extension Drawer {
        /// Whether an upward drag on a scroll view inside the drawer first scrolls it or first
        /// resizes the drawer, at each of `detents` — SwiftUI's `presentationContentInteraction(_:)`,
        /// which applies to a whole sheet, chosen here per detent (a small detent that lifts, a
        /// tall one that scrolls). Detents not named keep the drawer-wide rule. The rule itself is
        /// DrawerCore's (`DrawerScrollOptions.contentInteraction`).
        ///
        /// ```swift
        /// Drawer { _ in PlacesList() } handle: { edge in DrawerHandle(edge: edge) }
        ///     .detents([.medium, .large])
        ///     .contentInteraction(.resizes, at: [.medium])
        /// ```
        public func contentInteraction(_ interaction: DrawerContentInteraction, at detents: Set<DrawerDetent.Identifier>)
            -> Drawer
        {
            var copy = self
            for detent in detents { copy.configuration.scroll.contentInteraction[detent] = interaction }
            return copy
        }
    }
#endif
