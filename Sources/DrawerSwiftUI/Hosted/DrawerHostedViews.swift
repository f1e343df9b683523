#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import DrawerUIKit
    import SwiftUI
    import UIKit

    /// The app's SwiftUI views of one drawer on iOS, each in its own `UIHostingController`: the
    /// content, the handle, the panel's fill, a bottom bar and a custom background. They live as a
    /// `.sheet`'s content does: made when the drawer's content comes into being (its presentation)
    /// and dropped when its close has ended (DrawerCore's `DrawerHostModel.hasContent(_:)`), so
    /// `onAppear`, `onDisappear` and `.task` run then and `@State` starts fresh each time. The
    /// host draws them in slots made once (``DrawerHostedSlot``). New values are pushed to the
    /// controllers' `rootView`: the app's state on every SwiftUI update, the drawer's context when
    /// the host reports a change, and only to content that reads it.
    @MainActor
    final class DrawerHostedViews<Handle: View, Content: View> {
        private(set) var definition: DrawerDefinition<Handle, Content>
        /// The context the host last reported (`nil` until the drawer is in a host).
        private(set) var context: DrawerContentContext?
        /// The presenting view's environment at the last SwiftUI update (`nil` before the first).
        private(set) var environment: EnvironmentValues?
        /// Where each hosted view is drawn, made once.
        let contentSlot = DrawerHostedSlot(frame: .zero)
        let handleSlot: DrawerHostedSlot?
        let fillSlot = DrawerHostedSlot(frame: .zero)
        let barSlot: DrawerHostedSlot?
        /// A custom background's place (`DrawerBackdrop.custom`), drawn outside the panel with
        /// the engine's dimming, which the host hands over as it changes (``showDimming(_:)``).
        let dimmingSlot: DrawerHostedSlot?
        /// The hosting controllers while the content exists.
        private(set) var content: UIHostingController<DrawerHostedContent<Content>>?
        private(set) var handle: UIHostingController<DrawerInheritedEnvironment<DrawerHandleSlot<Handle>>>?
        private(set) var fill: UIHostingController<DrawerInheritedEnvironment<DrawerPanelFill>>?
        private(set) var bar: UIHostingController<DrawerInheritedEnvironment<AnyView>>?
        private(set) var dimming: UIHostingController<DrawerInheritedEnvironment<AnyView>>?
        /// The dimming the host last handed over (``showDimming(_:)``).
        var dimmingAlpha: CGFloat = 0
        /// Whether SwiftUI is running `updateUIView` (write-backs then wait: ``deliver(_:)``).
        var isInSwiftUIUpdate = false
        /// Write-backs and events that came during a SwiftUI update, in order.
        var deferred: [@MainActor (DrawerPresentation) -> Void] = []
        /// Where the content's reported fitting length goes (the anchor's
        /// `reportContentLength(_:)`): a ``ResizableScrollView``'s main section.
        var onReportedLength: (@MainActor (CGFloat?) -> Void)?
        /// Called when the content's laid-out size changed by itself (its own state, an
        /// observed model): the host measures it again for fit detents.
        var onContentResize: (@MainActor () -> Void)?
        /// Called with ``controllers`` whenever the set changes (the anchor adopts them).
        var onControllersChange: (@MainActor ([UIViewController]) -> Void)?
        /// The settings the content chose for its drawer (``SwiftUI/View/drawerDetents(_:selection:)``
        /// and the others), as its root last reported them.
        private(set) var insideSettings = DrawerContentSettings()
        /// The settings written around a ``Drawer`` (none for a presented drawer).
        var surroundingSettings = DrawerContentSettings()
        /// Called when the content chose new settings: the drawer takes ``effective``'s.
        var onSettingsChange: (@MainActor () -> Void)?
        /// Closes the drawer (``SwiftUI/EnvironmentValues/drawerDismiss``).
        var dismissDrawer: (@MainActor () -> Void)?
        /// The pages on the drawer, bottom to top, as the path last held them.
        private var pageIDs: [DrawerPage.ID] = []
        /// One hosting controller per page on the drawer, made when the host pushes the page and
        /// dropped when the path no longer holds it.
        private var pageControllers:
            [DrawerPage.ID: (page: DrawerPage, controller: UIHostingController<DrawerHostedContent<AnyView>>)] = [:]

        init(_ definition: DrawerDefinition<Handle, Content>) {
            self.definition = definition
            handleSlot = definition.options.handleLength > 0 ? DrawerHostedSlot(frame: .zero) : nil
            barSlot = definition.look.bottomBar != nil ? DrawerHostedSlot(frame: .zero) : nil
            dimmingSlot =
                if case .custom = definition.look.backdrop.kind { DrawerHostedSlot(frame: .zero) } else { nil }
        }

        /// Whether the drawer's content exists now.
        var hasContent: Bool { content != nil }

        /// Makes the hosting controllers (the drawer's content comes into being) or drops them
        /// (its close has ended): their views leave the window, their SwiftUI views disappear.
        func setContentPresent(_ present: Bool) {
            guard present != hasContent else { return }
            if present {
                let content = UIHostingController(rootView: contentRoot())
                self.content = content
                handle = handleSlot == nil ? nil : UIHostingController(rootView: handleRoot())
                fill = UIHostingController(rootView: fillRoot())
                bar = barSlot == nil ? nil : UIHostingController(rootView: barRoot())
                dimming = dimmingSlot == nil ? nil : UIHostingController(rootView: dimmingRoot())
                Self.prepare(content)
                handle.map(Self.prepare)
                fill.map(Self.prepare)
                bar.map(Self.prepare)
                dimming.map(Self.prepare)
                contentSlot.show(content.view)
                handleSlot?.show(handle?.view)
                fillSlot.show(fill?.view)
                barSlot?.show(bar?.view)
                dimmingSlot?.show(dimming?.view)
                // The content is evaluated now, before the model opens the drawer, so the
                // settings it chooses (`drawerDetents`…) can reach the drawer before its open is
                // announced, as a sheet reads its content's detents before it presents. Where
                // SwiftUI delivers the preference later, the open retargets within its spring.
                content.view.layoutIfNeeded()
            } else {
                for slot in [contentSlot, handleSlot, fillSlot, barSlot, dimmingSlot] { slot?.show(nil) }
                content = nil
                handle = nil
                fill = nil
                bar = nil
                dimming = nil
                pageControllers = [:]
                pageIDs = []
            }
            onControllersChange?(controllers)
            // The settings the content chose went with it (a `.sheet`'s do): the next content
            // chooses its own, and one that chooses none gets the outside ones.
            if !present, insideSettings != DrawerContentSettings() {
                insideSettings = DrawerContentSettings()
                onSettingsChange?()
            }
        }

        /// Makes `controller` fit to draw a part of a drawer. A hosting controller's view is
        /// opaque by default (the system background colour), which would hide the panel's
        /// material, corners and glass: every hosted view draws only its SwiftUI content, clipped
        /// to its frame so content taller than the drawer's visible part does not spill over the
        /// panel's edge; and it leaves the window's safe area out of its layout as it moves.
        static func prepare<Root: View>(_ controller: UIHostingController<Root>) {
            controller.view.backgroundColor = .clear
            controller.view.clipsToBounds = true
            controller.ignoresSafeArea()
        }

        /// The drawer's own hosting controllers now (pages not included).
        private var controllersOwned: [UIViewController] {
            [content, fill, handle, bar, dimming].compactMap { $0 }
        }

        /// Every hosting controller of the drawer now, pages included: children of the presenting
        /// view's controller while they live (`DrawerPresentationAnchor.contentControllers`), so
        /// a `.sheet` or `.alert` in drawer content presents from inside the app's controller
        /// hierarchy.
        var controllers: [UIViewController] {
            var all = controllersOwned
            for id in pageIDs { if let entry = pageControllers[id] { all.append(entry.controller) } }
            return all
        }

        /// The views the UIKit host draws besides the content: the slots, filled while the
        /// content exists.
        var presentationViews: DrawerPresentationViews {
            var views = DrawerPresentationViews(
                handle: handleSlot, background: fillSlot, bar: barSlot, barHeight: definition.look.bottomBar?.height ?? 0)
            if let dimmingSlot {
                views.dimming = dimmingSlot
                views.dimmingChanged = { [weak self] (alpha: CGFloat) in self?.showDimming(alpha) }
            }
            return views
        }

        /// The host reported a new context (on every frame the drawer moves): content that reads
        /// it gets it, and only the view on screen — the top page, or the content when no page is
        /// pushed; the views under a page get theirs when the path changes (``keepPages(_:)``).
        /// Content that does not read it is shown once, and again only at a new detent (for
        /// ``SwiftUI/EnvironmentValues/drawerContext``).
        func show(_ context: DrawerContentContext) {
            let previous = self.context
            self.context = context
            if dimming != nil { pushDimming() }
            let first = previous == nil
            guard first || definition.readsContext || previous?.detent != context.detent else { return }
            if !first, let top = pageIDs.last, let entry = pageControllers[top] {
                entry.controller.rootView = pageContent(entry.page)
            } else {
                pushContent()
            }
        }

        /// A SwiftUI update: the app's state or environment may have changed, so every view gets
        /// its new value. The hosted views are not below the presenting view in SwiftUI's tree
        /// (they live in DrawerUIKit's host, often the window's), so they would see none of its
        /// environment: objects, custom keys, locale, tint, fonts, colour scheme and Dynamic Type
        /// overrides are handed to them here, as `.sheet` content inherits them.
        func update(_ definition: DrawerDefinition<Handle, Content>, environment: EnvironmentValues) {
            self.definition = definition
            self.environment = environment
            pushContent()
            pushChrome()
            bar?.rootView = barRoot()
            pushDimming()
        }

        /// The drawer as defined, with the settings written around it and then the content's in
        /// place of the outside ones (DrawerCore's rule: the content's win).
        var effective: DrawerDefinition<Handle, Content> {
            definition.applying(surroundingSettings.overridden(by: insideSettings))
        }

        /// The content chose new settings: the handle and fill are drawn as they say, and the
        /// host is told (``onSettingsChange``).
        func takeInsideSettings(_ settings: DrawerContentSettings) {
            guard settings != insideSettings else { return }
            insideSettings = settings
            pushChrome()
            onSettingsChange?()
        }

        /// The handle and the panel's fill, as the effective settings draw them.
        private func pushChrome() {
            handle?.rootView = handleRoot()
            fill?.rootView = fillRoot()
        }

        /// The handle's root view: the app's handle, shown unless the effective settings hide the
        /// drag indicator.
        private func handleRoot() -> DrawerInheritedEnvironment<DrawerHandleSlot<Handle>> {
            DrawerInheritedEnvironment(
                environment: environment,
                content: DrawerHandleSlot(
                    shows: effective.look.showsDragIndicator, handle: definition.handle(definition.configuration.edge)))
        }

        /// The panel's fill's root view, in the effective settings' style.
        private func fillRoot() -> DrawerInheritedEnvironment<DrawerPanelFill> {
            DrawerInheritedEnvironment(environment: environment, content: DrawerPanelFill(style: effective.look.panelStyle))
        }

        private func pushContent() {
            content?.rootView = contentRoot()
            for (page, controller) in pageControllers.values { controller.rootView = pageContent(page) }
        }

        /// The content's root view for the current definition, context and environment.
        private func contentRoot() -> DrawerHostedContent<Content> {
            DrawerHostedContent(
                context: context, environment: environment, handleStrip: DrawerHandleStrip(definition),
                dismiss: dismissAction, content: definition.content,
                report: { [weak self] in self?.onReportedLength?($0) },
                settings: { [weak self] in self?.takeInsideSettings($0) },
                resized: { [weak self] in self?.onContentResize?() })
        }

        /// The bottom bar's root view (an empty view for a drawer without a bar).
        private func barRoot() -> DrawerInheritedEnvironment<AnyView> {
            DrawerInheritedEnvironment(environment: environment, content: definition.look.bottomBar?.view ?? AnyView(EmptyView()))
        }

        /// The view of `page`, in a hosting controller of its own (the host asks when it pushes it).
        func pageView(for page: DrawerPage) -> UIView {
            let controller = UIHostingController(rootView: pageContent(page))
            Self.prepare(controller)
            pageControllers[page.id] = (page, controller)
            return controller.view
        }

        /// Drops the controllers of pages the path no longer holds (the host has popped them);
        /// when the path changed, every remaining view gets the current context.
        func keepPages(_ ids: [DrawerPage.ID]) {
            pageControllers = pageControllers.filter { ids.contains($0.key) }
            guard ids != pageIDs else { return }
            pageIDs = ids
            if context != nil { pushContent() }
        }

        /// A page as the app draws it, with the drawer's context once the host has reported one.
        private func pageContent(_ page: DrawerPage) -> DrawerHostedContent<AnyView> {
            let draw = definition.pages?.page
            return DrawerHostedContent(
                context: context, environment: environment, handleStrip: DrawerHandleStrip(definition),
                dismiss: dismissAction, content: { draw?(page, $0) ?? AnyView(EmptyView()) }, report: { _ in },
                settings: { _ in }, resized: { [weak self] in self?.onContentResize?() })
        }

        /// What ``SwiftUI/EnvironmentValues/drawerDismiss`` does in this drawer's views.
        private var dismissAction: DrawerDismissAction {
            DrawerDismissAction { [weak self] in self?.dismissDrawer?() }
        }
    }

    /// The app's content with the drawer's context; nothing until the host has reported one.
    /// The length the content reports for the fit (`DrawerReportedFittingLengthKey`) goes to
    /// `report`: preferences stop at the hosting controller, so it is read here, at its root.
    struct DrawerHostedContent<Content: View>: View {
        let context: DrawerContentContext?
        let environment: EnvironmentValues?
        let handleStrip: DrawerHandleStrip
        /// Closes the drawer (``SwiftUI/EnvironmentValues/drawerDismiss``).
        let dismiss: DrawerDismissAction
        let content: (DrawerContentContext) -> Content
        let report: @MainActor @Sendable (CGFloat?) -> Void
        /// Where the settings the content chose go (``DrawerContentSettingsKey``).
        let settings: @MainActor @Sendable (DrawerContentSettings) -> Void
        /// Called when the content's laid-out size changes: SwiftUI re-lays it out without
        /// telling UIKit, so a fit detent would otherwise keep the old length.
        let resized: @MainActor @Sendable () -> Void

        var body: some View {
            if let context, let environment {
                content(context)
                    .padding(handleStrip.edges, handleStrip.length)
                    .background {
                        GeometryReader { proxy in
                            Color.clear.preference(key: DrawerHostedSizeKey.self, value: proxy.size)
                        }
                    }
                    .onPreferenceChange(DrawerHostedSizeKey.self, onMainActor: { _ in resized() })
                    .onPreferenceChange(DrawerReportedFittingLengthKey.self, onMainActor: report)
                    .onPreferenceChange(DrawerContentSettingsKey.self, onMainActor: settings)
                    // The drawer's own, over the presenting view's environment below.
                    .environment(\.drawerContext, context)
                    .environment(\.drawerDismiss, dismiss)
                    .environment(\.self, environment)
            }
        }
    }

    /// The hosted content's laid-out size, read at its root (``DrawerHostedContent``).
    struct DrawerHostedSizeKey: PreferenceKey {
        static var defaultValue: CGSize { .zero }

        static func reduce(value: inout CGSize, nextValue: () -> CGSize) {
            value = nextValue()
        }
    }

    /// A hosted view in the presenting view's environment (once SwiftUI has given one).
    struct DrawerInheritedEnvironment<Content: View>: View {
        let environment: EnvironmentValues?
        let content: Content

        var body: some View {
            if let environment {
                content.environment(\.self, environment)
            } else {
                content
            }
        }
    }

    /// The strip the handle takes along the panel's inner edge. The host draws the handle over
    /// the content there and gives it the touches, so the content is laid out clear of it: a
    /// control under the handle could not be tapped, and a fit detent would cut it off.
    struct DrawerHandleStrip {
        let edges: Edge.Set
        let length: CGFloat

        init<Handle: View, Content: View>(_ definition: DrawerDefinition<Handle, Content>) {
            length = definition.options.handleLength
            edges =
                switch definition.configuration.edge.opposite {
                case .top: .top
                case .bottom: .bottom
                case .leading: .leading
                case .trailing: .trailing
                }
        }
    }

    /// The app's handle, or nothing where the content hid the drag indicator
    /// (``SwiftUI/View/drawerDragIndicator(_:)``); the strip stays the handle either way.
    struct DrawerHandleSlot<Handle: View>: View {
        let shows: Bool
        let handle: Handle

        var body: some View {
            if shows { handle }
        }
    }

    /// The panel's fill in the app's shape style (a material, a gradient); the host rounds it.
    struct DrawerPanelFill: View {
        let style: AnyShapeStyle

        var body: some View {
            Rectangle().fill(style)
        }
    }
#endif
