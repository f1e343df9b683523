#if os(Linux)
    import CGtk
    import DrawerCore
    import DrawerGTK
    import Foundation

    /// The Shortcuts drawer (seed 002): compressed / expanded / full height, a search entry and
    /// a list whose scrolling hands off with the drawer's drag; dims at full height only.
    @MainActor
    final class ShortcutsDemo: GalleryDemo {
        let name = "shortcuts"
        let title = "Shortcuts drawer"
        let host: DrawerHost
        let primaryDrawer: DrawerSlot

        static let compressed: DrawerDetent.Identifier = "compressed"
        static let expanded: DrawerDetent.Identifier = "expanded"
        static let full: DrawerDetent.Identifier = "full"

        init() {
            let canvas = Widgets.box(
                GTK_ORIENTATION_VERTICAL, spacing: 12, margin: 16, classes: ["gallery-canvas"],
                [
                    Widgets.label("My Shortcuts", classes: ["gallery-title"]),
                    Widgets.label(
                        "Drag the drawer up; at full height the list scrolls, and pulling down at its top moves the drawer again.",
                        wrap: true),
                ])
            host = DrawerHost(content: canvas, name: name)
            let list = Widgets.list(count: 200) { "Shortcut \($0 + 1)" }
            let content = Widgets.box(
                GTK_ORIENTATION_VERTICAL, spacing: 6,
                [
                    Widgets.box(GTK_ORIENTATION_VERTICAL, margin: 10, [Widgets.search("Search Shortcuts")]), list,
                ])
            let labels = DrawerAccessibilityLabels(names: [
                Self.compressed: "Compressed", Self.expanded: "Expanded", Self.full: "Full height",
            ])
            let configuration = DrawerConfiguration(
                detents: [
                    .points(100, identifier: Self.compressed), .fraction(0.45, identifier: Self.expanded),
                    .offsetFromFarEdge(40, identifier: Self.full),
                ],
                style: DrawerStyle(cornerRadius: 12, maximumDimming: 0.4, largestUndimmedDetent: Self.expanded),
                accessibilityLabels: labels)
            primaryDrawer = host.addDrawer(
                id: "shortcuts", configuration: configuration, content: content, scrolledWindow: list,
                label: "Shortcuts", initialDetent: Self.expanded)
        }

        func tourSteps() -> [TourStep] {
            [
                .screenshot("shortcuts-expanded"),
                .drag(from: (0.5, 0.7), to: (0.5, 0.1), frames: 10),
                .waitForRest, .screenshot("shortcuts-full"),
                .drag(from: (0.5, 0.7), to: (0.5, 0.3), frames: 12),
                .waitForRest, .screenshot("shortcuts-list-scrolled"),
            ]
        }
    }
#endif
