// GtkProbe (test support for DrawerGTKTests, not a product): a minimal GTK 4 window that
// exercises what the drawer widget relies on and prints a JSON-lines trace, so the UI-test
// harness can prove real input reaches real widgets.
//
// Layout (overlay coordinates): a white background with a button near the top-left, and a blue
// panel (an overlay child placed through `get-child-position`) that follows vertical drags.
// Trace: ready, drag-began, drag-ended, clicked, key, scroll, screenshot, pixel.
#if os(Linux)
    import CGtk
    import DrawerGTK
    import Glibc

    let options: ProbeOptions
    do {
        options = try ProbeOptions(Array(CommandLine.arguments.dropFirst()))
    } catch {
        TraceLog.emit("error", ["message": .string("\(error)")])
        exit(2)
    }

    /// Where the panel rests before any drag, in overlay coordinates.
    let panelRest = GdkRectangle(x: 100, y: 300, width: 600, height: 250)
    var panelOffset = 0.0
    var panelOffsetAtDragStart = 0.0
    var isRunning = true

    gtk_init()
    let style = StyleSheet(
        """
        .probe-background { background: #ffffff; }
        .probe-panel { background: #1c71d8; }
        """)

    let window = gtk_window_new()!
    gtk_window_set_title(window.cast(), "DrawerKit probe")
    gtk_window_set_default_size(window.cast(), 800, 600)

    let overlay = gtk_overlay_new()!
    let background = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    CSSClass.add("probe-background", to: background)
    let button = gtk_button_new_with_label("Press me")!
    gtk_widget_set_halign(button, GTK_ALIGN_START)
    gtk_widget_set_valign(button, GTK_ALIGN_START)
    gtk_widget_set_margin_top(button, 24)
    gtk_widget_set_margin_start(button, 24)
    gtk_box_append(background.cast(), button)
    gtk_overlay_set_child(overlay.opaque, background)

    let panel = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
    CSSClass.add("probe-panel", to: panel)
    gtk_overlay_add_overlay(overlay.opaque, panel)
    gtk_window_set_child(window.cast(), overlay)

    Signal.connectChildPosition(overlay) { child in
        guard child == panel else { return nil }
        var rect = panelRest
        rect.y += Int32(panelOffset.rounded())
        return rect
    }

    // The drag gesture sits on the stationary overlay, in the capture phase, as the drawer's will.
    let drag = gtk_gesture_drag_new()!
    gtk_event_controller_set_propagation_phase(drag.opaque, GTK_PHASE_CAPTURE)
    gtk_widget_add_controller(overlay, drag.opaque)
    Signal.connectPoint(drag, "drag-begin") { x, y in
        panelOffsetAtDragStart = panelOffset
        TraceLog.emit("drag-began", ["x": .double(x), "y": .double(y)])
    }
    Signal.connectPoint(drag, "drag-update") { _, dy in
        panelOffset = panelOffsetAtDragStart + dy
        gtk_widget_queue_allocate(overlay)
    }
    Signal.connectPoint(drag, "drag-end") { dx, dy in
        panelOffset = panelOffsetAtDragStart + dy
        gtk_widget_queue_allocate(overlay)
        TraceLog.emit("drag-ended", ["dx": .double(dx), "dy": .double(dy)])
    }

    Signal.connect(button, "clicked") { TraceLog.emit("clicked") }

    let keys = gtk_event_controller_key_new()!
    gtk_widget_add_controller(window, keys)
    Signal.connectKeyPressed(keys) { keyval, _, _ in
        let name = gdk_keyval_name(keyval).map { String(cString: $0) } ?? "\(keyval)"
        TraceLog.emit("key", ["name": .string(name)])
        return true
    }

    let scroll = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL)!
    gtk_event_controller_set_propagation_phase(scroll, GTK_PHASE_CAPTURE)
    gtk_widget_add_controller(overlay, scroll)
    Signal.connectScroll(scroll) { dx, dy in
        TraceLog.emit("scroll", ["dx": .double(dx), "dy": .double(dy)])
        return true
    }

    Signal.connectReturningBool(window, "close-request") {
        isRunning = false
        return false
    }

    /// Origin of `widget` in the window widget's coordinates (those of a window screenshot).
    @MainActor func windowOrigin(of widget: UnsafeMutablePointer<GtkWidget>) -> (x: Double, y: Double) {
        var origin = graphene_point_t(x: 0, y: 0)
        var inWindow = graphene_point_t(x: 0, y: 0)
        _ = gtk_widget_compute_point(widget, window, &origin, &inWindow)
        return (Double(inWindow.x), Double(inWindow.y))
    }

    /// Origin of `widget` in the window's X surface (what `xdotool mousemove --window` uses):
    /// window coordinates plus the client-side decoration's shadow margin.
    @MainActor func surfaceOrigin(of widget: UnsafeMutablePointer<GtkWidget>) -> (x: Double, y: Double) {
        let inWindow = windowOrigin(of: widget)
        var shadowX = 0.0
        var shadowY = 0.0
        if let native = gtk_widget_get_native(window) {
            gtk_native_get_surface_transform(native, &shadowX, &shadowY)
        }
        return (inWindow.x + shadowX, inWindow.y + shadowY)
    }

    /// Rectangle of `widget` in the overlay's coordinates.
    @MainActor func boundsInOverlay(_ widget: UnsafeMutablePointer<GtkWidget>) -> graphene_rect_t {
        var bounds = graphene_rect_t()
        _ = gtk_widget_compute_bounds(widget, overlay, &bounds)
        return bounds
    }

    var framesSeen = 0
    let readyTicker = FrameTicker(widget: window) { seconds in
        framesSeen += 1
        guard framesSeen >= 3 else { return .continue }
        if let path = options.screenshotPath {
            if let image = WidgetSnapshot.render(window), image.writePNG(to: path) {
                TraceLog.emit("screenshot", ["path": .string(path), "width": .int(image.width), "height": .int(image.height)])
                if let (x, y) = options.pixel, let pixel = image.pixel(x: x, y: y) {
                    TraceLog.emit(
                        "pixel",
                        [
                            "x": .int(x), "y": .int(y), "r": .int(Int(pixel.red)), "g": .int(Int(pixel.green)),
                            "b": .int(Int(pixel.blue)), "a": .int(Int(pixel.alpha)),
                        ])
                }
            } else {
                TraceLog.emit("error", ["message": "screenshot failed"])
            }
        }
        let overlayOrigin = surfaceOrigin(of: overlay)
        let overlayInWindow = windowOrigin(of: overlay)
        let buttonBounds = boundsInOverlay(button)
        TraceLog.emit(
            "ready",
            [
                "time": .double(seconds),
                "pid": .int(Int(getpid())),
                "overlayX": .double(overlayOrigin.x), "overlayY": .double(overlayOrigin.y),
                "overlayWindowX": .double(overlayInWindow.x), "overlayWindowY": .double(overlayInWindow.y),
                "overlayWidth": .int(Int(gtk_widget_get_width(overlay))),
                "overlayHeight": .int(Int(gtk_widget_get_height(overlay))),
                "windowWidth": .int(Int(gtk_widget_get_width(window))),
                "windowHeight": .int(Int(gtk_widget_get_height(window))),
                "buttonX": .double(Double(buttonBounds.origin.x + buttonBounds.size.width / 2)),
                "buttonY": .double(Double(buttonBounds.origin.y + buttonBounds.size.height / 2)),
                "panelX": .int(Int(panelRest.x)), "panelY": .int(Int(panelRest.y)),
                "panelWidth": .int(Int(panelRest.width)), "panelHeight": .int(Int(panelRest.height)),
            ])
        return .stop
    }

    gtk_window_present(window.cast())
    while isRunning {
        g_main_context_iteration(nil, 1)
    }
    withExtendedLifetime(style) {}
#endif
