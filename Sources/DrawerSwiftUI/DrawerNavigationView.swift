#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    /// A side navigation drawer over a main view (seed 003): opened by `isOpen` or by a swipe that
    /// starts within the edge region (10 % of the width by default), closed by a swipe anywhere,
    /// a tap on the dimmed main view, or the escape gesture. The overlay's colour, its maximum
    /// opacity and the spring are the app's to choose, as in the seed.
    ///
    /// ```swift
    /// DrawerNavigationView(isOpen: $showsMenu) {
    ///     MenuList()
    /// } main: {
    ///     ContentView()
    /// }
    /// ```
    public struct DrawerNavigationView<Menu: View, Main: View>: View {
        @Binding private var isOpen: Bool
        private let configuration: DrawerConfiguration
        private let overlayColor: Color
        private let menu: () -> Menu
        private let main: () -> Main

        /// Creates a navigation drawer.
        /// - Parameters:
        ///   - isOpen: Whether the drawer is open; kept in step with swipes.
        ///   - edge: The side it opens from; `.leading` follows the reading direction.
        ///   - width: The open drawer's width as a fraction of the container's.
        ///   - edgeRegionFraction: How close to the edge (fraction of the width) a swipe must start
        ///     to open a closed drawer.
        ///   - overlayColor: The colour that dims the main view.
        ///   - maximumOverlayOpacity: The overlay's opacity when the drawer is open.
        ///   - spring: The spring the drawer opens and closes with.
        ///   - menu: The drawer's content.
        ///   - main: The view the drawer slides over.
        public init(
            isOpen: Binding<Bool>,
            edge: DrawerEdge = .leading,
            width: CGFloat = 0.8,
            edgeRegionFraction: CGFloat = 0.1,
            overlayColor: Color = .black,
            maximumOverlayOpacity: CGFloat = 0.4,
            spring: DrawerSpring = DrawerConfiguration.defaultSpring,
            @ViewBuilder menu: @escaping () -> Menu,
            @ViewBuilder main: @escaping () -> Main
        ) {
            _isOpen = isOpen
            self.configuration = .navigationDrawer(
                edge: edge, width: width, edgeRegionFraction: edgeRegionFraction, maximumDimming: maximumOverlayOpacity,
                spring: spring)
            self.overlayColor = overlayColor
            self.menu = menu
            self.main = main
        }

        /// The main view with the drawer over it.
        public var body: some View {
            // At window level on iOS: the edge swipe's recognizer is on the host's superview (the
            // window), so a swipe that starts over the main view's controls still opens it.
            main()
                .presentDrawer(
                    DrawerDefinition(
                        configuration: configuration,
                        look: DrawerLook(panelStyle: AnyShapeStyle(Material.regularMaterial), backdrop: .dimmed(overlayColor)),
                        presentation: DrawerPresentation(isPresented: $isOpen),
                        handle: { _ in EmptyView() }, readsContext: false,
                        content: { _ in menu() }),
                    id: AnyHashable("DrawerKit.navigation"), placement: .automatic)
        }
    }
#endif
