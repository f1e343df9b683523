#if canImport(SwiftUI) && (os(iOS) || os(macOS) || DRAWERKIT_TYPECHECK_STANDINS)
    /// Where a presented drawer is drawn.
    public enum DrawerPlacement: Sendable, Hashable {
        /// Over the view the modifier is applied to.
        case content
        /// Over the whole window, tab bars included: the drawer is drawn by the nearest
        /// ``SwiftUI/View/drawerHost()`` above it, which you apply once at the root of the window.
        case window
    }
#endif
