#if os(Linux)
    import CGtk
    import DrawerCore
    import DrawerGTK
    import Foundation

    /// The gallery's window: a sidebar listing the demos (with the reduce-motion, right-to-left
    /// and dimming switches under it) and a stack of demo pages.
    @MainActor
    final class GalleryWindow {
        let window: UnsafeMutablePointer<GtkWidget>
        let options: GalleryOptions
        let demos: [any GalleryDemo]
        private let stack: UnsafeMutablePointer<GtkWidget>
        private(set) var current: any GalleryDemo
        private var announcer: FrameTicker?
        private let style: StyleSheet

        init(options: GalleryOptions) {
            self.options = options
            if case .bench = options.mode {
                style = StyleSheet(GalleryStyle.css + GlassDemo.css + GalleryStyle.benchParity)
            } else {
                style = StyleSheet(GalleryStyle.css + GlassDemo.css)
            }
            GalleryDirection.tracesChanges = options.trace
            demos = GalleryDemos.all(
                rows: options.rows, springResponse: options.springResponse, glassLook: options.glassLook, dark: options.dark)
            DrawerHost.keepsGlassBackdrop = !options.glassUncached
            current = demos.first { $0.name == options.demo.rawValue } ?? demos[0]
            window = gtk_window_new()
            gtk_window_set_title(window.cast(), "DrawerKit gallery")
            gtk_window_set_default_size(window.cast(), Int32(options.width), Int32(options.height))

            stack = gtk_stack_new()
            gtk_stack_set_transition_type(stack.opaque, GTK_STACK_TRANSITION_TYPE_NONE)
            gtk_widget_set_hexpand(stack, 1)
            gtk_widget_set_vexpand(stack, 1)
            for demo in demos {
                demo.host.tracesEvents = options.trace
                demo.host.tracesFrames = options.traceFrames
                gtk_stack_add_titled(stack.opaque, demo.host.widget, demo.name, demo.title)
            }
            let sidebar = gtk_stack_sidebar_new()!
            gtk_stack_sidebar_set_stack(sidebar.opaque, stack.opaque)
            gtk_widget_set_vexpand(sidebar, 1)
            let switches = Widgets.box(
                GTK_ORIENTATION_VERTICAL, spacing: 6, margin: 8,
                [
                    Widgets.toggle("Reduce motion") { [weak self] on in
                        self?.demos.forEach { $0.host.setReduceMotion(on) }
                        self?.traceSwitch("reduceMotion", on)
                    },
                    GalleryDirection.toggle("Right-to-left"),
                    Widgets.toggle("Dimming", active: true) { [weak self] on in
                        self?.demos.forEach { $0.host.setDimmingEnabled(on) }
                        self?.traceSwitch("dimming", on)
                    },
                ])
            let column = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 0, classes: ["gallery-sidebar"], [sidebar, switches])
            gtk_widget_set_size_request(column, 170, -1)
            // A benchmark gives the whole window to the demo, as its peer (AdwFlap) fills its window.
            if case .bench = options.mode { gtk_widget_set_visible(column, 0) }
            gtk_window_set_child(window.cast(), Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 0, [column, stack]))

            gtk_stack_set_visible_child_name(stack.opaque, current.name)
            Signal.connectNotify(stack, property: "visible-child-name") { [weak self] in self?.visibleDemoChanged() }
            installEscape()
            if options.trace {
                traceButtonsAfterSettles()
                // The idle heap release (issue 26) shows in the trace, so tests see it run.
                DrawerIdleHeapRelease.shared.onRelease = { releases in
                    let shadows = DrawerShadowImages.kept
                    var inUse = 0
                    var free = 0
                    cgtk_heap_usage(&inUse, &free)
                    TraceLog.emit(
                        "heap-released",
                        [
                            "releases": .int(releases), "shadowImages": .int(shadows.images),
                            "shadowImageBytes": .int(shadows.bytes), "heapInUse": .int(inUse), "heapFree": .int(free),
                            "heapMapped": .int(cgtk_heap_mapped()), "glassImageBytes": .int(DrawerGlassBackdrop.keptBytes),
                        ])
                }
            }
        }

        /// Traces a sidebar switch's new state with `--trace` (the direction traces itself:
        /// GalleryDirection).
        private func traceSwitch(_ name: String, _ on: Bool) {
            if options.trace { GalleryTrace.switchFlipped(name, on) }
        }

        /// After every settle of the visible demo, traces where its buttons are now (they move
        /// with their drawers), chained after the demo's own settle handler.
        private func traceButtonsAfterSettles() {
            for demo in demos {
                let previous = demo.host.onSettle
                demo.host.onSettle = { [weak self] slot in
                    previous?(slot)
                    guard let self, self.current.host === demo.host else { return }
                    GalleryButtons.trace(in: demo.host)
                }
            }
        }

        /// Shows the demo page `name`.
        func show(_ name: String) {
            gtk_stack_set_visible_child_name(stack.opaque, name)
        }

        /// Presents the window and traces `ready` once it has drawn.
        func present() {
            gtk_window_present(window.cast())
            announce("ready")
        }

        private func visibleDemoChanged() {
            guard let name = gtk_stack_get_visible_child_name(stack.opaque).map({ String(cString: $0) }),
                let demo = demos.first(where: { $0.name == name }), demo !== current
            else { return }
            current = demo
            announce("demo-shown")
        }

        /// Escape anywhere in the window closes the visible demo's top drawer (the host's own key
        /// controller only sees keys while focus is inside it).
        private func installEscape() {
            guard let keys = gtk_event_controller_key_new() else { return }
            gtk_widget_add_controller(window, keys)
            Signal.connectKeyPressed(keys) { [weak self] keyval, _, _ in
                guard let self, keyval == UInt32(GDK_KEY_Escape) else { return false }
                return self.current.host.handleEscape()
            }
        }

        /// Traces `event` with the window's and the visible demo's geometry after three frames
        /// (a screenshot or a click before the window has drawn would miss).
        private func announce(_ event: String) {
            guard options.trace else { return }
            announcer?.remove()
            var frames = 0
            announcer = FrameTicker(widget: window) { [weak self] time in
                frames += 1
                guard frames >= 3, let self else { return .continue }
                TraceLog.emit(event, fields: GalleryTrace.geometry(of: self, time: time))
                GalleryButtons.trace(in: self.current.host)
                return .stop
            }
        }
    }
#endif
