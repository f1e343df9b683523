#if os(Linux)
    import CGtk
    import DrawerCore
    import DrawerGTK
    import Foundation

    /// A sheet that grows out of the button that opens it and shrinks back into it when it is
    /// dismissed, dragged or not (iOS 26's zoom transition; issue 24's "growing out of a source"):
    /// the morph is the model's (`DrawerHostModel.present(_:from:to:time:)`), on the sheet's own
    /// spring, so a drag that catches it mid-flight continues from where it is drawn. Its frame
    /// lines carry the drawn outline (`visible…`), the morph's progress and the content's opacity.
    @MainActor
    final class MorphDemo: GalleryDemo {
        let name = "morph"
        let title = "Growing out of a button"
        let host: DrawerHost
        let primaryDrawer: DrawerSlot

        init() {
            let actions = Later<String>()
            let button = Widgets.button("Grow a sheet") { actions("open") }
            gtk_widget_set_halign(button, GTK_ALIGN_START)
            let canvas = Widgets.box(
                GTK_ORIENTATION_VERTICAL, spacing: 12, margin: 16, classes: [],
                [
                    Widgets.label("Growing out of a button", classes: ["gallery-title"]),
                    Widgets.label("The sheet starts as the button and shrinks back into it.", wrap: true),
                    button,
                ])
            gtk_widget_set_valign(canvas, GTK_ALIGN_START)
            host = DrawerHost(content: Widgets.box(GTK_ORIENTATION_VERTICAL, classes: ["gallery-map"], [canvas]), name: name)
            let body = Widgets.box(
                GTK_ORIENTATION_VERTICAL, spacing: 10, margin: 16,
                [
                    Widgets.label("Grown out of the button", classes: ["gallery-title"]),
                    Widgets.label("Drag it down to put it back.", wrap: true),
                    Widgets.list(count: 20) { "Row \($0 + 1)" },
                ])
            primaryDrawer = host.addDrawer(
                id: "grown", configuration: DrawerConfiguration(detents: [.closed, .medium, .large]), content: body,
                appearance: DrawerPanelAppearance(background: "#fafafa"), label: "Grown sheet", initialDetent: .closed)
            actions.action = { [host, primaryDrawer] _ in
                host.present(primaryDrawer, from: button, cornerRadius: 8)
            }
            self.button = button
        }

        private let button: UnsafeMutablePointer<GtkWidget>

        /// Presses the middle of the sheet's outline as it is drawn now (mid-morph), so it stays
        /// there until released.
        private func holdMidFlight() {
            guard let outline = host.model.frame(of: primaryDrawer.id)?.visibleRect else { return }
            host.pointerPressed(
                at: CGPoint(x: outline.midX, y: outline.midY), time: Double(g_get_monotonic_time()) / 1_000_000)
        }

        func tourSteps() -> [TourStep] {
            [
                .action { [self] in host.present(primaryDrawer, from: button, cornerRadius: 8) },
                // A finger catches it mid-morph and holds it still for the picture (the tour's
                // screenshot of a moving panel can be a layout pass behind its backdrop).
                .wait(frames: 5), .action { [self] in holdMidFlight() }, .wait(frames: 4), .screenshot("morph-mid-flight"),
                .action { [self] in host.pointerReleased(time: Double(g_get_monotonic_time()) / 1_000_000) },
                .waitForRest, .screenshot("morph-open"),
                .action { [self] in host.dismiss(primaryDrawer) }, .waitForRest,
                // Filmed (--films): out of the button and back into it.
                .startFilm("morph"), .wait(frames: 6),
                .action { [self] in host.present(primaryDrawer, from: button, cornerRadius: 8) }, .waitForRest,
                .wait(frames: 20), .action { [self] in host.dismiss(primaryDrawer) }, .waitForRest, .wait(frames: 6),
                .stopFilm,
            ]
        }
    }
#endif
