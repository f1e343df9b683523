#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    extension View {
        /// A bottom sheet whose closed state is a compact bar (libadwaita's `AdwBottomSheet`, a
        /// music app's mini player), always there over this view.
        ///
        /// The sheet rests at its bar, `barHeight` points above the home indicator, and opens to
        /// `detents`. While its progress from the bar to its largest detent is below 15 % the bar
        /// shows; once it crosses 15 % the sheet's content does, the two cross-fading as the host
        /// model's switch flips (`DrawerHostModel.isBottomBarShown(_:)`, `DrawerBottomBarSwitch`).
        /// Dragging the bar opens the sheet; a tap on the bar (not on a control in it) opens it one
        /// detent; a swipe down, a tap on the dimming or the escape gesture bring it back to its
        /// bar. The bar dims nothing unless `configuration` names a largest un-dimmed detent.
        ///
        /// ```swift
        /// MapView()
        ///     .drawerBottomBar(barHeight: 64) {
        ///         MiniPlayer()
        ///     } content: { context in
        ///         NowPlaying()
        ///     }
        /// ```
        ///
        /// - Parameters:
        ///   - detent: The detent the sheet rests at (`.bottomBar` at its bar), kept in step both
        ///     ways.
        ///   - barHeight: The bar's height in points, above the safe area.
        ///   - detents: Where the sheet opens to; closed detents are ignored (the bar is the
        ///     closed sheet).
        ///   - configuration: Style, spring, gestures; its detents are replaced as above.
        ///   - backdrop: What is drawn outside the panel once it dims.
        ///   - placement: Over this view, or over the whole window.
        ///   - scalesBackContent: Whether the open sheet pushes back the view it is over.
        ///   - onEvent: Called with every `DrawerEvent`, after the binding was updated.
        ///   - bar: The compact bar.
        ///   - content: The sheet's content, given the drawer's context.
        public func drawerBottomBar<Bar: View, Content: View>(
            detent: Binding<DrawerDetent.Identifier>? = nil,
            barHeight: CGFloat = 64,
            detents: [DrawerDetent] = [.large],
            configuration: DrawerConfiguration = DrawerConfiguration(),
            backdrop: DrawerBackdrop = .dimmed(),
            placement: DrawerPresentationScope = .content,
            scalesBackContent: Bool = false,
            onEvent: ((DrawerEvent) -> Void)? = nil,
            @ViewBuilder bar: @escaping () -> Bar,
            @ViewBuilder content: @escaping (DrawerContentContext) -> Content
        ) -> some View {
            var look = DrawerLook(backdrop: backdrop)
            look.bottomBar = DrawerBottomBarLook(height: barHeight, view: AnyView(bar()))
            var base = configuration
            base.detents = detents
            var drawer = DrawerDefinition(
                configuration: DrawerBottomBarSwitch.sheetConfiguration(
                    barHeight: barHeight, openDetents: detents, base: configuration),
                look: look,
                presentation: DrawerPresentation(selection: detent, onEvent: onEvent),
                options: DrawerHostDrawerOptions(
                    handleLength: DrawerHandle.length, closesOnDimmingTap: backdrop.closesOnTap,
                    scalesBackBehind: scalesBackContent, hasBottomBar: true),
                handle: { DrawerHandle(edge: $0) },
                content: content)
            drawer.bottomBarBase = base
            return presentDrawer(
                drawer, id: AnyHashable("DrawerKit.bottomBar.\(String(describing: Content.self))"), placement: placement)
        }
    }
#endif
