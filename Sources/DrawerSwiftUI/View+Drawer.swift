#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    extension View {
        /// Presents a drawer while `isPresented` is `true`.
        ///
        /// The drawer opens at `detent` (or its smallest open stop), follows drags between the
        /// configuration's detents, and writes `false` to `isPresented` when it comes to rest closed
        /// (a swipe down, a tap outside, the escape gesture), so setting it to `true` again shows it
        /// again. A configuration without a closed detent gets one, so the drawer can be dismissed.
        ///
        /// ```swift
        /// Button("Show") { showsDetails = true }
        ///     .drawer(isPresented: $showsDetails, detent: $detent) { context in
        ///         DetailsView(expanded: context.detent == .large)
        ///     }
        /// ```
        ///
        /// - Parameters:
        ///   - isPresented: Whether the drawer is shown.
        ///   - detent: The detent the drawer rests at, kept in step both ways.
        ///   - id: Tells drawers apart when one view presents several.
        ///   - configuration: Detents, edge, style, spring, gestures: the engine's settings (set
        ///     `gesture.cyclesDetentsOnHandleTap` to make a tap on the handle move to the next
        ///     detent, closing after the largest when dismissible).
        ///   - background: What is drawn outside the panel; ``DrawerBackground/none`` lets touches
        ///     through.
        ///   - placement: Over the whole window (the default, as `.sheet`: the window's shared
        ///     host, wherever this modifier is attached) or over this view only.
        ///   - scalesBackContent: Whether the drawer pushes back the view it is presented over as
        ///     it opens (the iOS page sheet's scale-back): this view, or with `.window` the
        ///     window's content. The geometry and its direction are the host
        ///     model's (`DrawerHostModel.scaleBack`).
        ///   - accessibilityFocusReturn: The element VoiceOver goes back to when the drawer stops
        ///     being modal (it closes, or rests undimmed), usually the control that opened it.
        ///     SwiftUI does not tell which element VoiceOver was on, so without it the platform
        ///     chooses.
        ///   - onDismiss: Called with the cause (a swipe, a dimming tap, the escape gesture, a
        ///     handle tap, code) when the drawer comes to rest closed.
        ///   - onDismissAttempt: Called when a person tries to close a drawer that may not be
        ///     dismissed (`gesture.isDismissible` is `false`); it stays where it is (UIKit's
        ///     `presentationControllerDidAttemptToDismiss`).
        ///   - onEvent: Called with every `DrawerEvent`, after the bindings were updated.
        ///   - content: The drawer's content, given the drawer's context.
        public func drawer<Content: View>(
            isPresented: Binding<Bool>,
            detent: Binding<DrawerDetent.Identifier>? = nil,
            id: AnyHashable? = nil,
            configuration: DrawerConfiguration = DrawerConfiguration(),
            background: DrawerBackground = .dimmed(),
            placement: DrawerPlacement = .automatic,
            scalesBackContent: Bool = false,
            accessibilityFocusReturn: AccessibilityFocusState<Bool>.Binding? = nil,
            onDismiss: ((DrawerDismissalCause) -> Void)? = nil,
            onDismissAttempt: ((DrawerDismissalCause) -> Void)? = nil,
            onEvent: ((DrawerEvent) -> Void)? = nil,
            @ViewBuilder content: @escaping (DrawerContentContext) -> Content
        ) -> some View {
            // The hosting model gives a binding-presented drawer its closing path, whatever
            // detents the configuration restricts it to.
            let drawer = DrawerDefinition(
                configuration: configuration,
                look: DrawerLook(background: background),
                presentation: DrawerPresentation(
                    isPresented: isPresented, selection: detent, onEvent: onEvent, onDismiss: onDismiss,
                    onDismissAttempt: onDismissAttempt, accessibilityFocusReturn: accessibilityFocusReturn),
                options: DrawerHostDrawerOptions(
                    handleLength: DrawerHandle.length, closesOnDimmingTap: background.closesOnTap,
                    scalesBackBehind: scalesBackContent),
                handle: { DrawerHandle(edge: $0) },
                content: content)
            return presentDrawer(drawer, id: id ?? AnyHashable(String(describing: Content.self)), placement: placement)
        }

        /// Presents a drawer for `item` while it is not `nil`, and sets it to `nil` when the drawer
        /// comes to rest closed. The other parameters are those of
        /// ``drawer(isPresented:detent:id:configuration:background:placement:scalesBackContent:accessibilityFocusReturn:onDismiss:onDismissAttempt:onEvent:content:)``.
        ///
        /// ```swift
        /// .drawer(item: $selectedPlace) { place, context in
        ///     PlaceView(place: place)
        /// }
        /// ```
        public func drawer<Item: Identifiable, Content: View>(
            item: Binding<Item?>,
            detent: Binding<DrawerDetent.Identifier>? = nil,
            configuration: DrawerConfiguration = DrawerConfiguration(),
            background: DrawerBackground = .dimmed(),
            placement: DrawerPlacement = .automatic,
            scalesBackContent: Bool = false,
            accessibilityFocusReturn: AccessibilityFocusState<Bool>.Binding? = nil,
            onDismiss: ((DrawerDismissalCause) -> Void)? = nil,
            onDismissAttempt: ((DrawerDismissalCause) -> Void)? = nil,
            onEvent: ((DrawerEvent) -> Void)? = nil,
            @ViewBuilder content: @escaping (Item, DrawerContentContext) -> Content
        ) -> some View {
            // A key path projection rather than `Binding(get:set:)`, whose closures are
            // `@Sendable` in the SDK and could not capture a binding to a non-Sendable item.
            return drawer(
                isPresented: item.drawerIsPresent, detent: detent, id: AnyHashable(String(describing: Item.self)),
                configuration: configuration, background: background, placement: placement,
                scalesBackContent: scalesBackContent, accessibilityFocusReturn: accessibilityFocusReturn,
                onDismiss: onDismiss, onDismissAttempt: onDismissAttempt, onEvent: onEvent
            ) { context in
                DrawerItemContent(item: item.wrappedValue, context: context, content: content)
            }
        }
    }

    /// An item drawer's content: the item while it is set, and the last one while the drawer
    /// closes after it became `nil`, so the drawer never closes empty.
    struct DrawerItemContent<Item: Identifiable, Content: View>: View {
        let item: Item?
        let context: DrawerContentContext
        let content: (Item, DrawerContentContext) -> Content
        @State private var lastItem: Item?

        var body: some View {
            ZStack {
                if let shown = item ?? lastItem { content(shown, context) }
            }
            .onAppear { if let item { lastItem = item } }
            .onValueChange(of: item?.id) { _ in if let item { lastItem = item } }
        }
    }
#endif
