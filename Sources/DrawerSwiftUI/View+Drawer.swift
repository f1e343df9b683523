#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    extension View {
        /// Presents a drawer while `isPresented` is `true`, written as `.sheet(isPresented:onDismiss:content:)`.
        ///
        /// The drawer covers the window wherever the modifier is attached, as a sheet does, and
        /// writes `false` to `isPresented` when it comes to rest closed (a swipe down, a tap
        /// outside, the escape gesture, ``SwiftUI/EnvironmentValues/drawerDismiss``), so setting
        /// it to `true` again shows it again. The content chooses the drawer's detents, drag
        /// indicator, fill and dismissibility with the modifiers `.sheet` content uses, `drawer`
        /// in their names (``SwiftUI/View/drawerDetents(_:selection:)``,
        /// ``SwiftUI/View/drawerDragIndicator(_:)``, ``SwiftUI/View/drawerBackground(_:)``,
        /// ``SwiftUI/View/interactiveDrawerDismissDisabled(_:)``), and reads the drawer's
        /// context from ``SwiftUI/EnvironmentValues/drawerContext``.
        ///
        /// ```swift
        /// Button("Show") { showsDetails = true }
        ///     .drawer(isPresented: $showsDetails) {
        ///         DetailsView()
        ///             .drawerDetents([.medium, .large])
        ///     }
        /// ```
        ///
        /// **Defaults, against `.sheet`'s.** A sheet without `presentationDetents` has one detent,
        /// `.large`. A drawer's default detents are `.medium` and `.large` (and closed), and it
        /// opens at medium: a drawer usually leaves what is behind it in sight. Write
        /// `.drawerDetents([.large])` in the content for a sheet's. Everything else is `.sheet`'s:
        /// over the whole window, dimmed behind, dismissible by a swipe or a tap outside; the drag
        /// indicator is shown unless the content hides it.
        ///
        /// - Parameters:
        ///   - isPresented: Whether the drawer is shown.
        ///   - detent: The detent the drawer rests at, kept in step both ways (the content's
        ///     `drawerDetents(_:selection:)` replaces it).
        ///   - configuration: Detents, edge, style, spring, gestures: the engine's settings; the
        ///     content's settings win over them.
        ///   - backdrop: What is drawn outside the panel; ``DrawerBackdrop/none`` lets touches
        ///     through.
        ///   - placement: Over the whole window (the default, as `.sheet`: the window's shared
        ///     host, wherever this modifier is attached) or over this view only.
        ///   - scalesBackContent: Whether the drawer pushes back the view it is presented over as
        ///     it opens (the iOS page sheet's scale-back), computed by the host model
        ///     (`DrawerHostModel.scaleBack`).
        ///   - accessibilityFocusReturn: The element VoiceOver goes back to when the drawer
        ///     closes, usually the control that opened it: set to `true` then. SwiftUI does not
        ///     tell which element VoiceOver was on, so without it the platform chooses.
        ///   - onDismiss: Called when the drawer comes to rest closed, as `.sheet`'s.
        ///   - onDismissAttempt: Called with the cause when a person tries to close a drawer that
        ///     may not be dismissed; it stays where it is (UIKit's
        ///     `presentationControllerDidAttemptToDismiss`).
        ///   - onEvent: Called with every `DrawerEvent`, after the bindings were updated.
        ///   - content: The drawer's content.
        public func drawer<Content: View>(
            isPresented: Binding<Bool>,
            detent: Binding<DrawerDetent.Identifier>? = nil,
            configuration: DrawerConfiguration = DrawerConfiguration(),
            backdrop: DrawerBackdrop = .dimmed(),
            placement: DrawerPresentationScope = .automatic,
            scalesBackContent: Bool = false,
            accessibilityFocusReturn: AccessibilityFocusState<Bool>.Binding? = nil,
            onDismiss: (() -> Void)? = nil,
            onDismissAttempt: ((DrawerDismissalCause) -> Void)? = nil,
            onEvent: ((DrawerEvent) -> Void)? = nil,
            @ViewBuilder content: @escaping () -> Content
        ) -> some View {
            let drawer = bindingDrawer(
                isPresented: isPresented, detent: detent, configuration: configuration, backdrop: backdrop,
                scalesBackContent: scalesBackContent, accessibilityFocusReturn: accessibilityFocusReturn,
                onDismiss: onDismiss.map { action in { _ in action() } }, onDismissAttempt: onDismissAttempt,
                onEvent: onEvent, readsContext: false
            ) { _ in content() }
            return presentDrawer(drawer, id: AnyHashable(String(describing: Content.self)), placement: placement)
        }

        /// Presents a drawer while `isPresented` is `true`, its content given the drawer's context
        /// on every frame (the detent, how far it is open), and `onDismiss` the cause.
        ///
        /// The same drawer as the `.sheet`-shaped `drawer(isPresented:content:)` whose content takes
        /// no context, for content that follows the drawer as it moves:
        ///
        /// ```swift
        /// Button("Show") { showsDetails = true }
        ///     .drawer(isPresented: $showsDetails, detent: $detent) { context in
        ///         DetailsView(expanded: context.detent == .large)
        ///     }
        /// ```
        ///
        /// `onDismiss` is called with the cause (a swipe, a dimming tap, the escape gesture, a
        /// handle tap, code) when the drawer comes to rest closed, and `content` is given the
        /// drawer's context. The other parameters are those of `drawer(isPresented:content:)`.
        public func drawer<Content: View>(
            isPresented: Binding<Bool>,
            detent: Binding<DrawerDetent.Identifier>? = nil,
            configuration: DrawerConfiguration = DrawerConfiguration(),
            backdrop: DrawerBackdrop = .dimmed(),
            placement: DrawerPresentationScope = .automatic,
            scalesBackContent: Bool = false,
            accessibilityFocusReturn: AccessibilityFocusState<Bool>.Binding? = nil,
            onDismiss: ((DrawerDismissalCause) -> Void)? = nil,
            onDismissAttempt: ((DrawerDismissalCause) -> Void)? = nil,
            onEvent: ((DrawerEvent) -> Void)? = nil,
            @ViewBuilder content: @escaping (DrawerContentContext) -> Content
        ) -> some View {
            let drawer = bindingDrawer(
                isPresented: isPresented, detent: detent, configuration: configuration, backdrop: backdrop,
                scalesBackContent: scalesBackContent, accessibilityFocusReturn: accessibilityFocusReturn,
                onDismiss: onDismiss, onDismissAttempt: onDismissAttempt, onEvent: onEvent, readsContext: true,
                content: content)
            return presentDrawer(drawer, id: AnyHashable(String(describing: Content.self)), placement: placement)
        }

        /// Presents a drawer for `item` while it is not `nil`, and sets it to `nil` when the drawer
        /// comes to rest closed: `.sheet(item:onDismiss:content:)`. The other parameters are
        /// those of `drawer(isPresented:content:)`.
        ///
        /// As with a sheet, an item with another `id` replaces the drawer: it closes (`onDismiss`
        /// runs) showing the item it was opened for, and opens again for the new one with fresh
        /// content (its `@State` reset, `onAppear` and `.task` run again). A new value of the same
        /// item (equal `id`) updates the content in place.
        ///
        /// ```swift
        /// .drawer(item: $selectedPlace) { place in
        ///     PlaceView(place: place)
        /// }
        /// ```
        public func drawer<Item: Identifiable, Content: View>(
            item: Binding<Item?>,
            detent: Binding<DrawerDetent.Identifier>? = nil,
            configuration: DrawerConfiguration = DrawerConfiguration(),
            backdrop: DrawerBackdrop = .dimmed(),
            placement: DrawerPresentationScope = .automatic,
            scalesBackContent: Bool = false,
            accessibilityFocusReturn: AccessibilityFocusState<Bool>.Binding? = nil,
            onDismiss: (() -> Void)? = nil,
            onDismissAttempt: ((DrawerDismissalCause) -> Void)? = nil,
            onEvent: ((DrawerEvent) -> Void)? = nil,
            @ViewBuilder content: @escaping (Item) -> Content
        ) -> some View {
            itemDrawer(
                item: item, detent: detent, configuration: configuration, backdrop: backdrop, placement: placement,
                scalesBackContent: scalesBackContent, accessibilityFocusReturn: accessibilityFocusReturn,
                onDismiss: onDismiss.map { action in { _ in action() } }, onDismissAttempt: onDismissAttempt,
                onEvent: onEvent, readsContext: false
            ) { item, _ in content(item) }
        }

        /// Presents a drawer for `item` while it is not `nil`, its content given the item and the
        /// drawer's context, and `onDismiss` the cause. The other parameters are those of
        /// `drawer(isPresented:content:)` whose content takes the context.
        ///
        /// ```swift
        /// .drawer(item: $selectedPlace) { place, context in
        ///     PlaceView(place: place, expanded: context.isAtLargestDetent)
        /// }
        /// ```
        public func drawer<Item: Identifiable, Content: View>(
            item: Binding<Item?>,
            detent: Binding<DrawerDetent.Identifier>? = nil,
            configuration: DrawerConfiguration = DrawerConfiguration(),
            backdrop: DrawerBackdrop = .dimmed(),
            placement: DrawerPresentationScope = .automatic,
            scalesBackContent: Bool = false,
            accessibilityFocusReturn: AccessibilityFocusState<Bool>.Binding? = nil,
            onDismiss: ((DrawerDismissalCause) -> Void)? = nil,
            onDismissAttempt: ((DrawerDismissalCause) -> Void)? = nil,
            onEvent: ((DrawerEvent) -> Void)? = nil,
            @ViewBuilder content: @escaping (Item, DrawerContentContext) -> Content
        ) -> some View {
            itemDrawer(
                item: item, detent: detent, configuration: configuration, backdrop: backdrop, placement: placement,
                scalesBackContent: scalesBackContent, accessibilityFocusReturn: accessibilityFocusReturn,
                onDismiss: onDismiss, onDismissAttempt: onDismissAttempt, onEvent: onEvent, readsContext: true,
                content: content)
        }

        /// The one item drawer behind both `.drawer(item:)` spellings: shown while the item is
        /// set, told which item it shows, so that another item closes it and presents it again
        /// (DrawerCore's item-replacement rule, as `sheet(item:)` documents).
        func itemDrawer<Item: Identifiable, Content: View>(
            item: Binding<Item?>, detent: Binding<DrawerDetent.Identifier>?, configuration: DrawerConfiguration,
            backdrop: DrawerBackdrop, placement: DrawerPresentationScope, scalesBackContent: Bool,
            accessibilityFocusReturn: AccessibilityFocusState<Bool>.Binding?,
            onDismiss: ((DrawerDismissalCause) -> Void)?, onDismissAttempt: ((DrawerDismissalCause) -> Void)?,
            onEvent: ((DrawerEvent) -> Void)?, readsContext: Bool,
            content: @escaping (Item, DrawerContentContext) -> Content
        ) -> some View {
            // A key path projection rather than `Binding(get:set:)`, whose closures are
            // `@Sendable` in the SDK and could not capture a binding to a non-Sendable item.
            var drawer = bindingDrawer(
                isPresented: item.drawerIsPresent, detent: detent, configuration: configuration, backdrop: backdrop,
                scalesBackContent: scalesBackContent, accessibilityFocusReturn: accessibilityFocusReturn,
                onDismiss: onDismiss, onDismissAttempt: onDismissAttempt, onEvent: onEvent, readsContext: readsContext
            ) { context in
                DrawerItemContent(item: item.wrappedValue, context: context, content: content)
            }
            drawer.presentation.item = .init(identity: item.wrappedValue.map { AnyHashable($0.id).hashValue })
            return presentDrawer(
                drawer, id: AnyHashable(String(describing: DrawerItemContent<Item, Content>.self)), placement: placement)
        }
    }

    extension View {
        /// A binding-presented drawer with the default handle: the one definition behind every
        /// `.drawer(isPresented:)` and `.drawer(item:)` spelling. The hosting model gives it its
        /// closing path, whatever detents the configuration restricts it to. (A `View` method so
        /// it has the isolation of the modifiers that call it under every SDK.)
        func bindingDrawer<Content: View>(
            isPresented: Binding<Bool>, detent: Binding<DrawerDetent.Identifier>?, configuration: DrawerConfiguration,
            backdrop: DrawerBackdrop, scalesBackContent: Bool,
            accessibilityFocusReturn: AccessibilityFocusState<Bool>.Binding?,
            onDismiss: ((DrawerDismissalCause) -> Void)?, onDismissAttempt: ((DrawerDismissalCause) -> Void)?,
            onEvent: ((DrawerEvent) -> Void)?, readsContext: Bool,
            content: @escaping (DrawerContentContext) -> Content
        ) -> DrawerDefinition<DrawerHandle, Content> {
            DrawerDefinition(
                configuration: configuration,
                look: DrawerLook(backdrop: backdrop),
                presentation: DrawerPresentation(
                    isPresented: isPresented, selection: detent, onEvent: onEvent, onDismiss: onDismiss,
                    onDismissAttempt: onDismissAttempt, accessibilityFocusReturn: accessibilityFocusReturn),
                options: DrawerHostDrawerOptions(
                    handleLength: DrawerHandle.length, closesOnDimmingTap: backdrop.closesOnTap,
                    scalesBackBehind: scalesBackContent),
                handle: { DrawerHandle(edge: $0) },
                readsContext: readsContext,
                content: content)
        }
    }

    /// An item drawer's content: the item it was presented for, followed in place while the
    /// binding holds the same item (equal `id`), and kept while the drawer closes after the item
    /// became `nil` or another one, so the drawer never closes empty or showing the next item.
    /// Each presentation makes a new content (DrawerCore's `hasContent`), so the pin starts fresh.
    struct DrawerItemContent<Item: Identifiable, Content: View>: View {
        let item: Item?
        let context: DrawerContentContext
        let content: (Item, DrawerContentContext) -> Content
        @State private var presentedItem: Item?

        var body: some View {
            ZStack {
                if let shown = shownItem { content(shown, context) }
            }
            .onAppear { if presentedItem == nil { presentedItem = item } }
        }

        private var shownItem: Item? {
            guard let presentedItem else { return item }
            if let item, item.id == presentedItem.id { return item }
            return presentedItem
        }
    }
#endif
