#if canImport(SwiftUI) && (os(iOS) || os(macOS) || DRAWERKIT_TYPECHECK_STANDINS)
    /// Where a presented drawer is drawn.
    public enum DrawerPlacement: Sendable, Hashable {
        /// Over the view the modifier is applied to.
        case content
        /// Over the whole window, tab bars included, wherever the modifier is attached. On iOS the
        /// drawers of a window share one DrawerUIKit host on top of it (touches outside an
        /// undimmed drawer reach the app); on macOS the drawer is drawn by the nearest
        /// ``SwiftUI/View/drawerHost()`` above it, which you apply once at the root of the window.
        case window

        /// The default of the binding-presented drawers: ``window`` on iOS, as `.sheet` (the
        /// window's shared DrawerUIKit host; no ``SwiftUI/View/drawerHost()`` needed); ``content``
        /// on macOS, whose window-level drawers need a ``SwiftUI/View/drawerHost()`` at the root.
        public static var automatic: DrawerPlacement {
            #if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
                .window
            #else
                .content
            #endif
        }
    }
#endif
