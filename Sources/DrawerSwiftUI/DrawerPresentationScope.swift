#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    /// Where a presented drawer is drawn.
    public enum DrawerPlacement: Sendable, Hashable {
        /// Over the view the modifier is applied to.
        case content
        /// Over the whole window, tab bars included, wherever the modifier is attached: the
        /// drawers of a window share one DrawerUIKit host on top of it (touches outside an
        /// undimmed drawer reach the app).
        case window

        /// The default of the binding-presented drawers: ``window``, as `.sheet` (the window's
        /// shared DrawerUIKit host).
        public static var automatic: DrawerPlacement {
            .window
        }
    }
#endif
