#if os(Linux)
    import CGtk
    import DrawerCore
    import DrawerGTK
    import Foundation

    /// The iOS 26 sheet's shape (`DrawerStyle.iOS26Sheet()`), 480 pt wide and
    /// centred (iOS 27's placement): floating 8 pt off the window's edges at medium, its bottom
    /// corners concentric with the window's 20 pt radius (never below 20 pt, as the sheet is far
    /// from the window's corners), glass (the window blurred behind it, ``DrawerGlass``);
    /// anchored, square-bottomed and opaque at large. Three open detents (a 180 pt peek, medium,
    /// large) show the shape moving with the extent. Behind it, tiles of the system's colours, so
    /// the blur shows; `--dark` draws it in the system's dark colours.
    @MainActor
    final class GlassDemo: GalleryDemo {
        /// How the sheet is drawn (`--glass-look`): the benchmarks compare them.
        enum Look: String, CaseIterable {
            /// Floating, glass: the window blurred behind a translucent fill.
            case glass
            /// Floating, translucent fill only (no blur).
            case translucent
            /// Floating, opaque white (the floating panel's cost without its fill's).
            case floating
            /// The iOS 15–18 sheet: attached to the window's edge, opaque, the same width and detents.
            case attached
        }

        let name = "glass"
        let title = "iOS 26 sheet"
        let host: DrawerHost
        let primaryDrawer: DrawerSlot

        /// iOS's system colours (light appearance): blue, green, orange, pink, purple, teal, yellow, red.
        static let tileColours = ["#007aff", "#34c759", "#ff9500", "#ff2d55", "#af52de", "#5ac8fa", "#ffcc00", "#ff3b30"]
        /// The same colours in the dark appearance.
        static let darkTileColours = ["#0a84ff", "#30d158", "#ff9f0a", "#ff375f", "#bf5af2", "#64d2ff", "#ffd60a", "#ff453a"]
        /// Side of a tile, in pixels.
        static let tileSide = 60

        /// The demo's CSS: the canvas and the sheet's text, light and dark.
        static let css = """
            .glass-canvas { background: #f2f2f7; color: #000000; }
            .glass-dark.glass-canvas { background: #000000; color: #ffffff; }
            .glass-sheet-text { color: #000000; }
            .glass-dark .glass-sheet-text { color: #ffffff; }
            """

        /// The tile colour at `(x, y)` of the window behind the sheet, as 8-bit RGB (tests read it).
        static func tileColour(x: Int, y: Int, dark: Bool = false) -> [Int] {
            let index = ((max(0, x) / tileSide) + 3 * (max(0, y) / tileSide)) % tileColours.count
            let hex = (dark ? darkTileColours : tileColours)[index].dropFirst()
            let value = Int(hex, radix: 16) ?? 0
            return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff]
        }

        init(look: Look = .glass, dark: Bool = false) {
            // Tiles drawn by cairo (a drawing area asks for no size, so the window keeps its own),
            // a diagonal pattern in which each colour meets different ones on every side.
            let tiles = gtk_drawing_area_new()!
            gtk_widget_set_hexpand(tiles, 1)
            gtk_widget_set_vexpand(tiles, 1)
            gtk_drawing_area_set_draw_func(
                tiles.cast(),
                { _, context, width, height, data in
                    guard let context else { return }
                    let dark = data != nil
                    let side = GlassDemo.tileSide
                    for row in 0...(Int(height) / side) {
                        for column in 0...(Int(width) / side) {
                            let rgb = GlassDemo.tileColour(x: column * side, y: row * side, dark: dark)
                            cairo_set_source_rgb(context, Double(rgb[0]) / 255, Double(rgb[1]) / 255, Double(rgb[2]) / 255)
                            cairo_rectangle(context, Double(column * side), Double(row * side), Double(side), Double(side))
                            cairo_fill(context)
                        }
                    }
                }, dark ? UnsafeMutableRawPointer(bitPattern: 1) : nil, nil)
            gtk_widget_set_can_target(tiles, 0)
            let canvas = Widgets.box(
                GTK_ORIENTATION_VERTICAL, spacing: 10, margin: 16, classes: [],
                [Widgets.label("A floating, centred sheet: the window stays usable beside it.", wrap: true)])
            gtk_widget_set_valign(canvas, GTK_ALIGN_START)
            gtk_widget_set_vexpand(canvas, 1)
            // A button beside the sheet: clicks there reach the window (the sheet is undimmed at medium).
            let beside = Widgets.button("Beside") { TraceLog.emit("beside-clicked", ["demo": .string("glass")]) }
            gtk_widget_set_halign(beside, GTK_ALIGN_START)
            gtk_widget_set_valign(beside, GTK_ALIGN_END)
            gtk_widget_set_margin_start(beside, 16)
            gtk_widget_set_margin_bottom(beside, 40)
            let front = Widgets.box(GTK_ORIENTATION_VERTICAL, classes: [], [canvas, beside])
            // The tiles fill the window behind the text and the button (an overlay, so they never
            // make the window larger than it is).
            let behind = gtk_overlay_new()!
            gtk_overlay_set_child(behind.opaque, tiles)
            gtk_overlay_add_overlay(behind.opaque, front)
            gtk_widget_set_overflow(behind, GTK_OVERFLOW_HIDDEN)
            CSSClass.add("glass-canvas", to: behind)
            if dark { CSSClass.add("glass-dark", to: behind) }
            host = DrawerHost(content: behind, name: name)
            host.windowCornerRadius = 20
            var shape = DrawerShapeStyle.iOS26Sheet()
            shape.partial.edgeCorners = .concentric(minimum: 20)
            var style = look == .attached ? DrawerStyle() : DrawerStyle.iOS26Sheet(shape: shape)
            style.crossLength = 480
            style.largestUndimmedDetent = .medium
            let body = Widgets.box(
                GTK_ORIENTATION_VERTICAL, spacing: 6, margin: 16,
                [
                    Widgets.label("iOS 26 sheet", classes: ["gallery-title", "glass-sheet-text"]),
                    Widgets.label("Drag it up to anchor it.", classes: ["glass-sheet-text"], wrap: true),
                ])
            gtk_widget_set_valign(body, GTK_ALIGN_START)
            if dark { CSSClass.add("glass-dark", to: body) }
            // The system's sheet backgrounds: white, and the dark appearance's elevated #1c1c1e.
            let background = dark ? "#1c1c1e" : "#ffffff"
            let appearance = DrawerPanelAppearance(
                background: background, shadow: nil, glassOpacity: look == .translucent ? 0.75 : 1,
                glass: look == .glass ? (dark ? .dark : .light) : nil)
            primaryDrawer = host.addDrawer(
                id: "glass", configuration: DrawerConfiguration(detents: [.closed, Self.peek, .medium, .large], style: style),
                content: body, appearance: appearance, label: "iOS 26 sheet", initialDetent: .medium)
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
#if os(Linux)
    import ArgumentParser

    extension GlassDemo.Look: ExpressibleByArgument {}
#endif
