#if os(Linux)
    import CGtk
    import DrawerCore
    import DrawerGTK
    import Foundation

    /// A Maps-style sheet (seeds 001 and 004): closed / fit / medium / large over a map, a
    /// 200-row list, the map stays clear and touchable up to medium and dims above.
    @MainActor
    final class MapsDemo: GalleryDemo {
        let name = "maps"
        let title = "Maps sheet"
        let host: DrawerHost
        let primaryDrawer: DrawerSlot

        init() {
            let status = Widgets.label("Tap a size, or drag the sheet", classes: ["gallery-title"])
            let moveTo = Later<DrawerDetent.Identifier>()
            let sizes: [(String, DrawerDetent.Identifier)] = [
                ("Closed", .closed), ("Fit", .fit), ("Medium", .medium), ("Large", .large),
            ]
            let buttons = sizes.map { title, detent in
                Widgets.button(title) { moveTo(detent) }
            }
            let map = Widgets.box(
                GTK_ORIENTATION_VERTICAL, spacing: 12, margin: 16, classes: [],
                [
                    status, Widgets.box(GTK_ORIENTATION_HORIZONTAL, buttons),
                ])
            let canvas = Widgets.box(GTK_ORIENTATION_VERTICAL, classes: ["gallery-map"], [map])
            gtk_widget_set_vexpand(canvas, 1)
            // A map button that rides above the sheet, placed from the host's covered insets.
            let locate = Widgets.button("Locate") { TraceLog.emit("locate-clicked", ["demo": .string("maps")]) }
            let mapWithButton = gtk_overlay_new()!
            gtk_overlay_set_child(mapWithButton.opaque, canvas)
            gtk_overlay_add_overlay(mapWithButton.opaque, locate)
            host = DrawerHost(content: mapWithButton, name: name)
            Self.ride(locate, above: .zero, in: host)
            host.onCoveredInsets = { [host] covered in Self.ride(locate, above: covered, in: host) }

            let header = Widgets.box(
                GTK_ORIENTATION_VERTICAL, spacing: 8, margin: 12,
                [
                    Widgets.search("Search Maps"), Widgets.label("Favourites", classes: ["gallery-title"]),
                ])
            let list = Widgets.list(count: 200) { "Place \($0 + 1)" }
            let content = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 0, [header, list])
            let configuration = DrawerConfiguration(
                detents: [.closed, .fit, .medium, .offsetFromFarEdge(24, identifier: .large)],
                style: DrawerStyle(cornerRadius: 14, maximumDimming: 0.35, largestUndimmedDetent: .medium))
            primaryDrawer = host.addDrawer(
                id: "sheet", configuration: configuration, content: content, scrolledWindow: list, fitting: header,
                label: "Places", initialDetent: .medium)
            moveTo.action = { [host, primaryDrawer] detent in host.move(primaryDrawer, to: detent) }
            host.onSettle = { slot in
                gtk_label_set_text(status.opaque, "Sheet: \(slot.engine.accessibilityValue)")
            }
        }

        /// The gap between the sheet's top and the button riding above it.
        static let rideGap: CGFloat = 12

        /// Places the Locate button `rideGap` above what the drawers cover at the bottom (the
        /// host's `onCoveredInsets`, live through drags and springs), at the trailing edge; hidden
        /// once the sheet covers more than 60 % of the map, as a map app does.
        static func ride(_ button: UnsafeMutablePointer<GtkWidget>, above covered: DrawerInsets, in host: DrawerHost) {
            gtk_widget_set_halign(button, GTK_ALIGN_END)
            gtk_widget_set_valign(button, GTK_ALIGN_END)
            gtk_widget_set_margin_end(button, 16)
            gtk_widget_set_margin_bottom(button, Int32((covered.bottom + rideGap).rounded()))
            let height = CGFloat(gtk_widget_get_height(host.widget))
            gtk_widget_set_visible(button, height <= 0 || covered.bottom <= height * 0.6 ? 1 : 0)
        }

        func tourSteps() -> [TourStep] {
            [
                .screenshot("maps-medium"),
                .drag(from: (0.5, 0.6), to: (0.5, 0.15), frames: 8),
                .waitForRest, .screenshot("maps-flick-up"),
                .drag(from: (0.5, 0.3), to: (0.5, 0.5), frames: 30),
                .waitForRest, .screenshot("maps-slow-drag"),
                .action { [self] in host.move(primaryDrawer, to: .fit) },
                .waitForRest, .screenshot("maps-fit"),
                // Filmed (--films): flicks through the detents, up from medium and back down.
                .action { [self] in host.move(primaryDrawer, to: .medium) }, .waitForRest,
                .startFilm("flick"), .wait(frames: 6),
                .drag(from: (0.5, 0.6), to: (0.5, 0.15), frames: 6), .waitForRest, .wait(frames: 12),
                .drag(from: (0.5, 0.2), to: (0.5, 0.55), frames: 6), .waitForRest, .wait(frames: 12),
                .drag(from: (0.5, 0.6), to: (0.5, 0.9), frames: 6), .waitForRest, .wait(frames: 12),
                .stopFilm,
            ]
        }
    }
#endif
