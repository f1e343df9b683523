#if os(Linux)
    import CGtk
    import DrawerCore
    import DrawerGTK
    import Foundation

    /// A navigation drawer (seed 003): a leading side drawer opened by a swipe that starts within
    /// 10 % of the width from the edge, over a dimming overlay that closes it when tapped; a drag
    /// anywhere closes it; it follows the reading direction. With `--rows N` its list is a
    /// virtualised `GtkListView` of `N` folders (``VirtualList``); with `--spring-response S` it
    /// settles with a slow critically damped spring instead of AdwFlap's.
    @MainActor
    final class NavigationDemo: GalleryDemo {
        let name = "navigation"
        let title = "Navigation drawer"
        let host: DrawerHost
        let primaryDrawer: DrawerSlot

        static let open: DrawerDetent.Identifier = "open"

        init(rows: Int? = nil, springResponse: Double? = nil) {
            let opener = Later<Void>()
            // The background is the outer box's: painting it twice would cost a fill per frame.
            let canvas = Widgets.box(
                GTK_ORIENTATION_VERTICAL, spacing: 12, margin: 16,
                [
                    Widgets.label("Inbox", classes: ["gallery-title"]),
                    Widgets.label("Swipe from the leading edge to open the menu.", wrap: true),
                    Widgets.button("Open menu") { opener(()) },
                    GalleryDirection.toggle("Right-to-left"),
                ])
            gtk_widget_set_halign(canvas, GTK_ALIGN_FILL)
            host = DrawerHost(content: Widgets.box(GTK_ORIENTATION_VERTICAL, classes: ["gallery-canvas"], [canvas]), name: name)
            let folder = { (index: Int) in "Folder \(index + 1)" }
            let list = rows.map { VirtualList.make(count: $0, title: folder) } ?? Widgets.list(count: 200, title: folder)
            let content = Widgets.box(
                GTK_ORIENTATION_VERTICAL, spacing: 6,
                [
                    Widgets.box(GTK_ORIENTATION_VERTICAL, margin: 12, [Widgets.label("Mail", classes: ["gallery-title"])]), list,
                ])
            let configuration = DrawerConfiguration(
                edge: .leading,
                detents: [.closed, .points(280, identifier: Self.open)],
                style: DrawerStyle(cornerRadius: 0, maximumDimming: 0.45),
                // On GNOME a side drawer should move at the pace of the platform's own (AdwFlap).
                spring: springResponse.map { DrawerSpring(response: $0, dampingFraction: 1) } ?? .adwaitaFlap,
                gesture: DrawerGestureOptions(edgeRegionFraction: 0.1, acceptsDragsOutsidePanel: true))
            primaryDrawer = host.addDrawer(
                id: "menu", configuration: configuration, content: content, handle: .none,
                label: "Navigation", initialDetent: .closed)
            opener.action = { [host, primaryDrawer] _ in host.move(primaryDrawer, to: Self.open) }
            // The content follows the drawer's context (seed 003: the menu fades in as it opens).
            host.onContentContext = { _, context in
                gtk_widget_set_opacity(content, 0.4 + 0.6 * Double(context.openFraction))
            }
        }

        func tourSteps() -> [TourStep] {
            [
                .screenshot("navigation-closed"),
                .drag(from: (0.03, 0.5), to: (0.6, 0.5), frames: 10),
                .waitForRest, .screenshot("navigation-open"),
                .action { GalleryDirection.set(rightToLeft: true) },
                .wait(frames: 6), .waitForRest, .screenshot("navigation-rtl"),
                .action { GalleryDirection.set(rightToLeft: false) },
                .action { [self] in host.dismiss(primaryDrawer) },
                .waitForRest,
            ]
        }
    }
#endif
