#if os(Linux)
    import CGtk
    import DrawerCore
    import DrawerGTK
    import Foundation

    /// Pages inside a drawer (issue 25): a Settings sheet fitted to its short list pushes a
    /// taller "Wi-Fi" detail page; the sheet's height springs from one page's fit to the other's,
    /// and "Back" returns to the detent the list was left at.
    @MainActor
    final class PagesDemo: GalleryDemo {
        let name = "pages"
        let title = "Pages"
        let host: DrawerHost
        let primaryDrawer: DrawerSlot
        /// The buttons' actions: "push" the detail page, or go "back".
        let actions = Later<String>()

        init() {
            let actions = self.actions
            let canvas = Widgets.box(
                GTK_ORIENTATION_VERTICAL, spacing: 12, margin: 16, classes: ["gallery-canvas"],
                [Widgets.label("A settings sheet whose height follows its page.", wrap: true)])
            gtk_widget_set_valign(canvas, GTK_ALIGN_START)
            host = DrawerHost(content: Widgets.box(GTK_ORIENTATION_VERTICAL, classes: ["gallery-canvas"], [canvas]), name: name)
            let list = Widgets.box(
                GTK_ORIENTATION_VERTICAL, spacing: 10, margin: 16,
                [
                    Widgets.label("Settings", classes: ["gallery-title"]),
                    Widgets.button("Wi-Fi details") { actions("push") },
                    Widgets.label("Bluetooth: on"),
                ])
            gtk_widget_set_valign(list, GTK_ALIGN_START)
            let detail = Widgets.box(
                GTK_ORIENTATION_VERTICAL, spacing: 10, margin: 16,
                [
                    Widgets.button("Back") { actions("back") }, Widgets.label("Wi-Fi", classes: ["gallery-title"]),
                    Widgets.button("Other networks") { actions("networks") },
                    Widgets.button("Sheet edge: top or bottom") { actions("edge") },
                ]
                    + [
                        "Network: Home", "Signal: strong", "Security: WPA3", "IP address: 10.0.0.7", "Router: 10.0.0.1",
                        "DNS: automatic", "Proxy: off",
                    ].map { Widgets.label($0) })
            gtk_widget_set_valign(detail, GTK_ALIGN_START)
            // A third page that is mostly a list: it shares drags and the wheel with the sheet.
            let networkList = Widgets.list(count: 80) { "Network \($0 + 1)" }
            gtk_widget_set_vexpand(networkList, 1)
            let networks = Widgets.box(
                GTK_ORIENTATION_VERTICAL, spacing: 10, margin: 16,
                [Widgets.button("Back to Wi-Fi") { actions("back") }, networkList])
            GalleryButtons.register(networkList, label: "network list", event: "area")
            // The demo keeps its pages for every push: the panel lets a page go when it is popped.
            g_object_ref_sink(detail.gpointer)
            g_object_ref_sink(networks.gpointer)
            primaryDrawer = host.addDrawer(
                id: "settings", configuration: DrawerConfiguration(detents: [.closed, .fit, .large]), content: list,
                fitting: list, label: "Settings", initialDetent: .fit)
            ListScrollTrace.follow(networkList, label: "network list", demo: name)
            actions.action = { [host, primaryDrawer] name in
                switch name {
                case "push":
                    host.pushPage(DrawerPage(id: "wifi", detents: [.fit, .large]), content: detail, in: primaryDrawer)
                case "networks":
                    host.pushPage(
                        DrawerPage(id: "networks", detents: [.medium, .large]), content: networks,
                        scrolledWindows: [networkList], in: primaryDrawer)
                case "edge":
                    guard var configuration = host.model.configuration(of: primaryDrawer.id) else { return }
                    configuration.edge = configuration.edge == .bottom ? .top : .bottom
                    host.setConfiguration(configuration, for: primaryDrawer)
                default: host.popPage(in: primaryDrawer)
                }
            }
        }

        func tourSteps() -> [TourStep] {
            [
                .screenshot("pages-list"),
                .action { [self] in actions("push") }, .waitForRest, .screenshot("pages-detail"),
                .action { [self] in actions("back") }, .waitForRest,
            ]
        }
    }
#endif
