#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    /// Where a presented drawer is drawn: over the whole window, as `.sheet`, or over the view
    /// that presents it. The parameter that takes it is still called `placement:`; the type has
    /// its own name so that it is not DrawerCore's `DrawerPlacement` (where a narrow panel sits
    /// across its axis: leading, centre, trailing).
    public enum DrawerPresentationScope: Sendable, Hashable {
        /// Over the view the modifier is applied to.
        case content
        /// Over the whole window, tab bars included, wherever the modifier is attached: the
        /// drawers of a window share one DrawerUIKit host on top of it (touches outside an
        /// undimmed drawer reach the app).
        case window

        /// The default of the binding-presented drawers: ``window``, as `.sheet` (the window's
        /// shared DrawerUIKit host).
        public static var automatic: DrawerPresentationScope {
            .window
        }
    }
#endif
