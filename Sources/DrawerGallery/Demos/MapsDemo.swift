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
            host = DrawerHost(content: canvas, name: name)

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

        func tourSteps() -> [TourStep] {
            [
                .screenshot("maps-medium"),
                .drag(from: (0.5, 0.6), to: (0.5, 0.15), frames: 8),
                .waitForRest, .screenshot("maps-flick-up"),
                .drag(from: (0.5, 0.3), to: (0.5, 0.5), frames: 30),
                .waitForRest, .screenshot("maps-slow-drag"),
                .action { [self] in host.move(primaryDrawer, to: .fit) },
                .waitForRest, .screenshot("maps-fit"),
            ]
        }
    }
#endif
