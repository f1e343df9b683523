#if os(Linux)
    import CGtk
    import DrawerCore
    import DrawerGTK
    import Foundation

    /// Issue 15's "beyond every peer" features in one page: a sheet that may not be closed by a
    /// person (swipes, Escape and dimming clicks are traced as `dismiss-attempt`, UIKit's and
    /// libadwaita's close attempt) until its "Allow closing" button is clicked; a click on its
    /// handle cycles its detents (vaul, Material); it pushes the page back as it opens (the iOS
    /// page sheet); and a Maps-style mini player at the bottom is a bar while closed that becomes
    /// its sheet at 15 % progress (libadwaita's AdwBottomSheet), traced as `bar-switch`.
    @MainActor
    final class BeyondDemo: GalleryDemo {
        let name = "beyond"
        let title = "Beyond peers"
        let host: DrawerHost
        let primaryDrawer: DrawerSlot
        let player: DrawerSlot
        /// The bar's height: the player's smallest stop.
        static let barHeight: CGFloat = 64
        static let bar: DrawerDetent.Identifier = "bar"

        init() {
            let actions = Later<String>()
            let canvas = Widgets.box(
                GTK_ORIENTATION_VERTICAL, spacing: 12, margin: 16, classes: [],
                [
                    Widgets.label("Beyond peers", classes: ["gallery-title"]),
                    Widgets.label("The page steps back while the sheet is open.", wrap: true),
                    Widgets.button("Open sheet") { actions("open") },
                ])
            host = DrawerHost(content: Widgets.box(GTK_ORIENTATION_VERTICAL, classes: ["gallery-map"], [canvas]), name: name)

            let barView = Widgets.box(
                GTK_ORIENTATION_HORIZONTAL, spacing: 8, margin: 12,
                [Widgets.label("▶  Now playing: Clair de lune", classes: ["gallery-title"])])
            let playerBody = Widgets.box(
                GTK_ORIENTATION_VERTICAL, spacing: 10, margin: 16,
                [
                    Widgets.label("Now Playing", classes: ["gallery-title"]),
                    Widgets.label("Clair de lune — Claude Debussy"),
                    Widgets.list(count: 30) { "Up next \($0 + 1)" },
                ])
            var playerConfiguration = DrawerConfiguration(
                detents: [.points(Self.barHeight, identifier: Self.bar), .offsetFromFarEdge(24, identifier: .large)],
                style: DrawerStyle(cornerRadius: 12, maximumDimming: 0))
            playerConfiguration.gesture.isDismissible = false
            // The bar and the sheet it becomes are the adapter's (`bar-switch` in the trace).
            player = host.addBottomBarDrawer(
                id: "player", configuration: playerConfiguration, bar: barView, content: playerBody,
                appearance: DrawerPanelAppearance(background: "#f6f5f4"), label: "Player", initialDetent: Self.bar)

            let body = Widgets.box(
                GTK_ORIENTATION_VERTICAL, spacing: 10, margin: 16,
                [
                    Widgets.label("A sheet that asks before it closes", classes: ["gallery-title"]),
                    Widgets.label("Click the handle to cycle its sizes.", wrap: true),
                    Widgets.button("Allow closing") { actions("allow") },
                    Widgets.button("Done") { actions("done") },
                ])
            primaryDrawer = host.addDrawer(
                id: "sheet", configuration: Self.sheetConfiguration(dismissible: false), content: body,
                label: "Locked sheet", initialDetent: .medium)
            host.setOptions(DrawerHostDrawerOptions(scalesBackBehind: true), for: primaryDrawer)

            actions.action = { [host, primaryDrawer] action in
                switch action {
                case "open": host.move(primaryDrawer, to: .medium)
                case "allow": host.setConfiguration(Self.sheetConfiguration(dismissible: true), for: primaryDrawer)
                default: host.dismiss(primaryDrawer)
                }
            }
        }

        /// The locked sheet: closed, medium and large; a handle click cycles them.
        static func sheetConfiguration(dismissible: Bool) -> DrawerConfiguration {
            var configuration = DrawerConfiguration(detents: [.closed, .medium, .large])
            configuration.gesture.isDismissible = dismissible
            configuration.gesture.cyclesDetentsOnHandleTap = true
            return configuration
        }

        func tourSteps() -> [TourStep] {
            [
                .screenshot("beyond-medium"),
                .action { [self] in host.move(primaryDrawer, to: .large) },
                .waitForRest, .screenshot("beyond-scaled-back"),
                .action { [self] in host.cycle(primaryDrawer) },
                .waitForRest, .screenshot("beyond-handle-tap"),
                .action { [self] in host.move(primaryDrawer, to: .closed) },
                .waitForRest, .screenshot("beyond-bar"),
                .action { [self] in host.move(player, to: .large) },
                .waitForRest, .screenshot("beyond-player-open"),
            ]
        }
    }
#endif
