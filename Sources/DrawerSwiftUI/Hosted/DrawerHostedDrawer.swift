#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import DrawerUIKit
    import SwiftUI
    import UIKit

    /// Every SwiftUI drawer on iOS: a representable around DrawerUIKit's
    /// `DrawerPresentationAnchor`, so one touch implementation (UIKit's recognizers, which
    /// coordinate with a `UIScrollView`'s pan; no SwiftUI gesture) moves every drawer, and a
    /// drawer presented at window level shares the window's one host with the others (stacking).
    ///
    /// The anchor is made once; each SwiftUI update hands it the bindings' values and the
    /// configuration (applied when its signature changed), and points its write-backs and events
    /// at this update's bindings and callbacks. The write-back rules are DrawerCore's
    /// `DrawerBindingSync`, run by the anchor's presenter.
    struct DrawerHostedDrawer<Handle: View, Content: View>: UIViewRepresentable {
        let definition: DrawerDefinition<Handle, Content>
        let placement: DrawerPresentationPlacement
        /// Whether the drawer takes the settings written around it (``Drawer``: `drawerCornerRadius`
        /// and the others applied to it); a presented drawer takes its parameters and its content's.
        var takesSurroundingSettings = false

        func makeCoordinator() -> DrawerHostedViews<Handle, Content> {
            DrawerHostedViews(definition)
        }

        func makeUIView(context: Context) -> DrawerPresentationAnchor {
            let views = context.coordinator
            if takesSurroundingSettings { views.surroundingSettings = context.environment.drawerSurroundingSettings }
            let definition = views.effective
            // The hosted content and pages pad themselves clear of the handle
            // (`DrawerHandleStrip`): their measurement holds the strip already.
            var options = definition.options
            options.contentClearsHandle = true
            let anchor = DrawerPresentationAnchor(
                values: definition.presentation.bindingValues, contentView: views.contentSlot,
                configuration: definition.sheetConfiguration, placement: placement, options: options,
                views: views.presentationViews)
            anchor.presenter.onContext = { [weak views] in views?.show($0) }
            // Into the bindings and callbacks of the latest update, never during one.
            anchor.onWriteBack = { [weak views] writeBack in views?.deliver { $0.store(writeBack) } }
            anchor.presenter.onEvent = { [weak views, weak anchor] event in
                views?.deliver { presentation in
                    presentation.deliver(event) { hold, close in
                        guard let anchor, let host = anchor.host else { return }
                        if close {
                            host.confirmDismissal(anchor.presenter.id, hold: hold.id)
                        } else {
                            host.cancelDismissal(anchor.presenter.id, hold: hold.id)
                        }
                    }
                }
            }
            // The content chose its own settings (`drawerDetents`…): the drawer takes them.
            views.onSettingsChange = { [weak views, weak anchor] in
                guard let views, let anchor else { return }
                let effective = views.effective
                anchor.update(effective.presentation.bindingValues, configuration: effective.sheetConfiguration)
            }
            // `drawerDismiss` in the content: the drawer closes, with the programmatic cause.
            views.dismissDrawer = { [weak anchor] in
                guard let anchor, let host = anchor.host else { return }
                host.dismiss(anchor.presenter.id)
            }
            // The hosting controllers live while the drawer's content does (DrawerCore's
            // `hasContent`), children of the presenting view's controller.
            views.onControllersChange = { [weak anchor] in anchor?.contentControllers = $0 }
            anchor.presenter.onContentChange = { [weak views] in views?.setContentPresent($0) }
            if anchor.presenter.hasContent { views.setContentPresent(true) }
            views.onReportedLength = { [weak anchor] in anchor?.reportContentLength($0) }
            // The host measures the content in its layout pass; a resize marks it for one.
            views.onContentResize = { [weak anchor] in
                guard let anchor else { return }
                anchor.host?.contentDidResize(anchor.presenter.id)
            }
            return anchor
        }

        /// The presenting view's identity ended (it left the view tree, not just the window): the
        /// drawer closes and leaves the host.
        static func dismantleUIView(_ anchor: DrawerPresentationAnchor, coordinator: DrawerHostedViews<Handle, Content>) {
            anchor.dismantle()
        }

        func updateUIView(_ anchor: DrawerPresentationAnchor, context: Context) {
            let views = context.coordinator
            if takesSurroundingSettings { views.surroundingSettings = context.environment.drawerSurroundingSettings }
            views.update(definition, environment: Self.forwarded(context.environment))
            let definition = views.effective
            views.isInSwiftUIUpdate = true
            // Before the binding, so an open in this update grows out of it.
            anchor.setSource(windowRect: definition.source?.rect, cornerRadius: definition.source?.cornerRadius ?? 0)
            anchor.update(definition.presentation.bindingValues, configuration: definition.sheetConfiguration)
            // After the presentation, so a drawer shown in this update gets its pages in its host.
            if definition.pages != nil || !anchor.pagePath.isEmpty {
                let path = definition.pages?.path ?? []
                anchor.setPages(path) { [weak views] page in views?.pageView(for: page) ?? UIView() }
                views.keepPages(path.map(\.id))
                let controllers = views.controllers
                if !controllers.elementsEqual(anchor.contentControllers, by: ===) { anchor.contentControllers = controllers }
            }
            views.isInSwiftUIUpdate = false
            // The content renders after this update: its scroll views are looked for again then
            // (one a marker inside it reports sooner: `drawerScrollTracking()`).
            Task { @MainActor [weak anchor] in
                guard let anchor, let host = anchor.host else { return }
                host.retrackScrollViews(in: anchor.presenter.id)
            }
        }
    }

    extension DrawerHostedDrawer {
        /// The presenting view's environment as the drawer's views get it: everything but the
        /// settings of this drawer itself (its pages, dismissal confirmation and the settings written
        /// around a `Drawer`), which a drawer
        /// presented from inside the content must not inherit.
        static func forwarded(_ environment: EnvironmentValues) -> EnvironmentValues {
            var forwarded = environment
            forwarded.drawerPages = nil
            forwarded.drawerDismissalConfirmation = nil
            forwarded.drawerSurroundingSettings = DrawerContentSettings()
            return forwarded
        }
    }
#endif
