#if os(Linux)
    import CGtk
    import DrawerCore
    import DrawerGTK
    import Foundation

    /// A keyboard rule per detent (issue 25): a sheet with a text field whose "Keyboard" button
    /// plays an on-screen keyboard rising 260 pt (GTK has none; `DrawerHost.setKeyboardOverlap`).
    /// At peek the sheet goes to medium and back, at medium it lifts onto the keyboard, at large
    /// it stays and its content ends at the keyboard. The rules are written in the sheet.
    @MainActor
    final class KeyboardDemo: GalleryDemo {
        let name = "keyboard"
        let title = "Keyboard rules"
        let host: DrawerHost
        let primaryDrawer: DrawerSlot
        /// The height the simulated keyboard rises to.
        static let keyboardHeight = 260.0
        static let peek: DrawerDetent.Identifier = "peek"

        init() {
            let canvas = Widgets.box(
                GTK_ORIENTATION_VERTICAL, spacing: 10, margin: 16, classes: ["gallery-map"],
                [Widgets.label("Open the keyboard at each size of the sheet.", classes: ["gallery-title"], wrap: true)])
            host = DrawerHost(content: canvas, name: name)
            let act = Later<DrawerDetent.Identifier?>()
            let controls = Widgets.box(
                GTK_ORIENTATION_HORIZONTAL,
                [
                    Widgets.button("Keyboard") { act(nil) },
                    Widgets.button("To peek") { act(Self.peek) }, Widgets.button("To medium") { act(.medium) },
                    Widgets.button("To large") { act(.large) },
                ])
            let entry = gtk_entry_new()!
            cgtk_object_set_string(entry.gpointer, "placeholder-text", "Message")
            let rules = Widgets.label(
                "Keyboard rules — peek: go to medium and back · medium: lift onto it · large: stay, shrink the content",
                wrap: true)
            let filler = Widgets.list(count: 40) { "Earlier message \($0 + 1)" }
            let composer = Widgets.label("End of the content", classes: ["gallery-title"])
            let content = Widgets.box(
                GTK_ORIENTATION_VERTICAL, spacing: 8, margin: 12, [controls, rules, entry, filler, composer])
            var configuration = DrawerConfiguration(
                detents: [.closed, .points(140, identifier: Self.peek), .medium, .offsetFromFarEdge(24, identifier: .large)],
                style: DrawerStyle(cornerRadius: 14, maximumDimming: 0))
            configuration.keyboard = DrawerKeyboardRules(
                .lift, byDetent: [Self.peek: .moveTo(.medium), .large: .shrinkContent])
            primaryDrawer = host.addDrawer(
                id: "composer", configuration: configuration, content: content, scrolledWindow: filler, label: "Composer",
                initialDetent: .medium)
            act.action = { [host, primaryDrawer] detent in
                if let detent {
                    _ = host.move(primaryDrawer, to: detent)
                } else {
                    host.setKeyboardOverlap(host.keyboardOverlap > 0 ? nil : Self.keyboardHeight)
                }
            }
        }

        func tourSteps() -> [TourStep] {
            [
                .action { [self] in host.setKeyboardOverlap(Self.keyboardHeight) }, .waitForRest,
                .screenshot("keyboard-medium-lifted"),
                .action { [self] in host.move(primaryDrawer, to: .large) }, .waitForRest,
                .screenshot("keyboard-large-shrunk"),
                .action { [self] in host.setKeyboardOverlap(nil) }, .waitForRest,
            ]
        }
    }
#endif
