#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    /// Where a binding-presented drawer is drawn.
    public enum DrawerPresentationPlacement: Sendable, Hashable {
        /// Over the whole window, as `.sheet` is, wherever the presenting view sits: the drawers of
        /// one window share one ``DrawerHostView`` on top of it, so they stack.
        case window
        /// Over the presenting view's own bounds only (an explicit choice: a drawer inside a card).
        case content
    }
#endif
