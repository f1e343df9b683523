#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    extension DrawerNavigationView {
        /// Creates a navigation drawer with the main view first, as seed 003's `DrawerView` takes
        /// them: `DrawerNavigationView(isOpen: $isOpen) { main } drawer: { menu }`.
        /// - Parameters:
        ///   - isOpen: Whether the drawer is open; kept in step with swipes and taps.
        ///   - edge: The side it opens from; `.leading` follows the reading direction.
        ///   - width: The open drawer's width as a fraction of the container's (seed 003's
        ///     `overlap`).
        ///   - edgeRegionFraction: How close to the edge (fraction of the width) a swipe must start
        ///     to open a closed drawer.
        ///   - main: The view the drawer slides over.
        ///   - drawer: The drawer's content.
        public init(
            isOpen: Binding<Bool>,
            edge: DrawerEdge = .leading,
            width: CGFloat = 0.8,
            edgeRegionFraction: CGFloat = 0.1,
            @ViewBuilder main: @escaping () -> Main,
            @ViewBuilder drawer: @escaping () -> Menu
        ) {
            self.init(
                isOpen: isOpen, edge: edge, width: width, edgeRegionFraction: edgeRegionFraction, menu: drawer, main: main)
        }
    }
#endif
