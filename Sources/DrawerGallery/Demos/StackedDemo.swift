#if os(Linux)
    import CGtk
    import DrawerCore
    import DrawerGTK
    import Foundation

    /// Stacked sheets (seed 001): sheet A opens sheet B over itself; B's "Remove all" closes both.
    @MainActor
    final class StackedDemo: GalleryDemo {
        let name = "stacked"
        let title = "Stacked sheets"
        let host: DrawerHost
        let primaryDrawer: DrawerSlot
        let sheetB: DrawerSlot

        init() {
            let actions = Later<String>()
            let canvas = Widgets.box(
                GTK_ORIENTATION_VERTICAL, spacing: 12, margin: 16, classes: ["gallery-canvas"],
                [
                    Widgets.label("Sheets over sheets", classes: ["gallery-title"]),
                    Widgets.button("Show sheet A") { actions("A") },
                ])
            host = DrawerHost(content: Widgets.box(GTK_ORIENTATION_VERTICAL, classes: ["gallery-canvas"], [canvas]), name: name)
            let bodyA = Widgets.box(
                GTK_ORIENTATION_VERTICAL, spacing: 10, margin: 16,
                [
                    Widgets.label("Sheet A", classes: ["gallery-title"]),
                    Widgets.button("Open sheet B") { actions("B") },
                ])
            let bodyB = Widgets.box(
                GTK_ORIENTATION_VERTICAL, spacing: 10, margin: 16,
                [
                    Widgets.label("Sheet B", classes: ["gallery-title"]),
                    Widgets.button("Remove all") { actions("all") },
                ])
            primaryDrawer = host.addDrawer(
                id: "A", configuration: DrawerConfiguration(detents: [.closed, .medium, .large]), content: bodyA,
                label: "Sheet A", initialDetent: .medium)
            sheetB = host.addDrawer(
                id: "B", configuration: DrawerConfiguration(detents: [.closed, .fraction(0.35, identifier: .small), .medium]),
                content: bodyB, appearance: DrawerPanelAppearance(background: "#f6f5f4"), label: "Sheet B",
                initialDetent: .closed)
            actions.action = { [host, primaryDrawer, sheetB] name in
                switch name {
                case "A": host.move(primaryDrawer, to: .medium)
                case "B": host.move(sheetB, to: .small)
                default: host.dismissAll()
                }
            }
        }

        func tourSteps() -> [TourStep] {
            [
                .screenshot("stacked-a"),
                .action { [self] in host.move(sheetB, to: .small) }, .waitForRest, .screenshot("stacked-a-b"),
                .action { [self] in host.dismissAll() }, .waitForRest, .screenshot("stacked-removed"),
            ]
        }
    }
#endif
