#if os(Linux)
    import CGtk
    import DrawerCore
    import DrawerGTK
    import Foundation

    /// The iOS 26 sheet's shape (`DrawerStyle.iOS26Sheet()`), 480 pt wide and
    /// centred (iOS 27's placement): floating 8 pt off the window's edges at medium, its bottom
    /// corners concentric with the window's 20 pt radius (never below 20 pt, as the sheet is far
    /// from the window's corners), translucent; anchored, square-bottomed and opaque at large.
    /// GTK 4.8 has no backdrop blur, so its glass is translucency alone. Three open detents (a
    /// 180 pt peek, medium, large) show the shape moving with the extent.
    @MainActor
    final class GlassDemo: GalleryDemo {
        let name = "glass"
        let title = "iOS 26 sheet"
        let host: DrawerHost
        let primaryDrawer: DrawerSlot

        init() {
            let canvas = Widgets.box(
                GTK_ORIENTATION_VERTICAL, spacing: 10, margin: 16, classes: ["gallery-canvas"],
                [Widgets.label("A floating, centred sheet: the window stays usable beside it.", wrap: true)])
            gtk_widget_set_valign(canvas, GTK_ALIGN_START)
            gtk_widget_set_vexpand(canvas, 1)
            // A button beside the sheet: clicks there reach the window (the sheet is undimmed at medium).
            let beside = Widgets.button("Beside") { TraceLog.emit("beside-clicked", ["demo": .string("glass")]) }
            gtk_widget_set_halign(beside, GTK_ALIGN_START)
            gtk_widget_set_valign(beside, GTK_ALIGN_END)
            gtk_widget_set_margin_start(beside, 16)
            gtk_widget_set_margin_bottom(beside, 40)
            host = DrawerHost(
                content: Widgets.box(GTK_ORIENTATION_VERTICAL, classes: ["gallery-canvas"], [canvas, beside]), name: name)
            host.windowCornerRadius = 20
            var shape = DrawerShapeStyle.iOS26Sheet()
            shape.partial.edgeCorners = .concentric(minimum: 20)
            var style = DrawerStyle.iOS26Sheet(shape: shape)
            style.crossLength = 480
            style.largestUndimmedDetent = .medium
            let body = Widgets.box(
                GTK_ORIENTATION_VERTICAL, spacing: 6, margin: 16,
                [
                    Widgets.label("iOS 26 sheet", classes: ["gallery-title"]),
                    Widgets.label("Drag it up to anchor it.", wrap: true),
                ])
            gtk_widget_set_valign(body, GTK_ALIGN_START)
            primaryDrawer = host.addDrawer(
                id: "glass", configuration: DrawerConfiguration(detents: [.closed, Self.peek, .medium, .large], style: style), content: body,
                appearance: DrawerPanelAppearance(background: "#3060ff", shadow: nil), label: "iOS 26 sheet",
                initialDetent: .medium)
        }

        /// The lowest open detent: 180 pt, the sheet at its most floating.
        static let peek = DrawerDetent.points(180, identifier: "peek")

        /// Resizes the window the demo is in (the tour shows the sheet centred in a wide window).
        private func resizeWindow(width: Int32, height: Int32) {
            guard let root = gtk_widget_get_root(host.widget) else { return }
            gtk_window_set_default_size(UnsafeMutableRawPointer(root).assumingMemoryBound(to: GtkWindow.self), width, height)
        }

        func tourSteps() -> [TourStep] {
            [
                .action { [self] in resizeWindow(width: 1180, height: 600) }, .wait(frames: 10), .waitForRest,
                .screenshot("glass-medium"),
                .action { [self] in host.move(primaryDrawer, to: Self.peek.identifier) }, .waitForRest,
                .screenshot("glass-peek"),
                .action { [self] in host.move(primaryDrawer, to: .large) }, .waitForRest, .screenshot("glass-large"),
                .action { [self] in host.move(primaryDrawer, to: .medium) }, .waitForRest,
                .action { [self] in resizeWindow(width: 800, height: 600) }, .wait(frames: 10),
            ]
        }
    }
#endif
