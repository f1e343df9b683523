#if os(Linux)
    import CGtk
    import DrawerCore

    /// The layer under a drawer's panel: it dims what is behind the drawer and draws the panel's
    /// shadow, straight into GTK's render nodes.
    ///
    /// It replaces a `GtkBox` whose dimming was a CSS class per level and a CSS `box-shadow` on
    /// the panel, which cost, on every frame of a move, a style recomputation (a class change)
    /// and a blur (GTK's cairo renderer blurs a CSS shadow again whenever it is drawn). Here a
    /// frame is a few colour rectangles — none under an opaque panel, where nothing would show —
    /// four linear gradients and four corner images computed once per shadow
    /// (``DrawerShadowProfile``). It is a `GtkWidget` subclass registered once (`DrawerKitBackdrop`,
    /// CSS name `drawer-backdrop`, accessible role *presentation*) whose `snapshot` is below.
    @MainActor
    enum DrawerBackdrop {
        /// What the backdrop draws; the slot sets it on every render and the widget redraws when it changes.
        struct Scene: Equatable {
            /// The dimming, 0…1 of the dimming colour's alpha, in the steps the slot's
            /// `DrawerDimmingSteps` chose (a new level repaints the whole window).
            var dimming: Double
            /// Whether the panel is shown (its shadow is drawn, and an opaque one hides the dimming under it).
            var showsPanel: Bool
            /// Whether the shadow follows the panel widget's bounds as GTK allocated them (an
            /// edge-attached panel), rather than ``panel`` (a panel drawn inside its outline,
            /// whose widget runs on past it).
            var followsPanelWidget = true
            /// The panel's rectangle as the host allocates it: a change redraws the backdrop.
            var panel: DrawerBackdropGeometry.Rect
            /// The edge the drawer is attached to, physically.
            var side: DrawerPhysicalEdge
            /// The free corners' radius.
            var cornerRadius: Double
            /// The colours.
            var appearance: DrawerPanelAppearance
        }

        /// The grid the hole in the dimming under an opaque panel snaps inward to, in pixels.
        ///
        /// The dimming is drawn around the panel, not under it; but a hole that followed the panel
        /// pixel by pixel would change the dimming's render nodes on every frame, and GTK would
        /// redraw the whole window even in frames whose dimming did not change (the end of a
        /// settle). Snapped to 32 px the hole moves rarely, for at most a 32 px band of overdraw.
        static let holeGrid = 32.0

        /// A new backdrop for the panel `panel` (kept alive as long as the backdrop).
        static func make(panel: UnsafeMutablePointer<GtkWidget>) -> UnsafeMutablePointer<GtkWidget> {
            let widget = UnsafeMutableRawPointer(g_object_new_with_properties(type, 0, nil, nil)!).assumingMemoryBound(
                to: GtkWidget.self)
            let state = BackdropState(panel: panel)
            g_object_set_qdata_full(
                widget.gpointer.assumingMemoryBound(to: GObject.self), stateKey,
                Unmanaged.passRetained(state).toOpaque(),
                { data in if let data { Unmanaged<BackdropState>.fromOpaque(data).release() } })
            return widget
        }

        /// Sets what `widget` (made by ``make(panel:)``) draws; redraws it only if that changed.
        static func update(_ widget: UnsafeMutablePointer<GtkWidget>, to scene: Scene) {
            guard let state = state(of: widget), state.scene != scene else { return }
            state.scene = scene
            gtk_widget_queue_draw(widget)
        }

        /// The backdrop's GType, registered on first use.
        private static let type: GType = {
            var info = GTypeInfo()
            info.class_size = guint16(MemoryLayout<GtkWidgetClass>.size)
            info.instance_size = guint16(MemoryLayout<GtkWidget>.size)
            info.class_init = { klass, _ in
                guard let widgetClass = klass?.assumingMemoryBound(to: GtkWidgetClass.self) else { return }
                widgetClass.pointee.snapshot = { widget, snapshot in
                    // GTK snapshots on the main thread; the pointers only travel to it.
                    guard let widget, let snapshot else { return }
                    nonisolated(unsafe) let target = (widget, snapshot)
                    MainActor.assumeIsolated { DrawerBackdrop.draw(target.0, into: target.1) }
                }
                gtk_widget_class_set_css_name(widgetClass, "drawer-backdrop")
                gtk_widget_class_set_accessible_role(widgetClass, GTK_ACCESSIBLE_ROLE_PRESENTATION)
            }
            return g_type_register_static(gtk_widget_get_type(), "DrawerKitBackdrop", &info, GTypeFlags(rawValue: 0))
        }()

        private static let stateKey = g_quark_from_static_string("drawerkit-backdrop-state")

        private static func state(of widget: UnsafeMutablePointer<GtkWidget>) -> BackdropState? {
            guard let data = g_object_get_qdata(widget.gpointer.assumingMemoryBound(to: GObject.self), stateKey) else {
                return nil
            }
            return Unmanaged<BackdropState>.fromOpaque(data).takeUnretainedValue()
        }

        /// The snapshot: dimming first, the shadow over it (as the panel's CSS shadow was drawn over the dimming layer).
        private static func draw(_ widget: UnsafeMutablePointer<GtkWidget>, into snapshot: OpaquePointer) {
            guard let state = state(of: widget) else { return }
            let scene = state.scene
            let colours = state.colours(for: scene.appearance)
            let bounds = DrawerBackdropGeometry.Rect(
                x: 0, y: 0, width: Double(gtk_widget_get_width(widget)), height: Double(gtk_widget_get_height(widget)))
            let panel =
                scene.showsPanel ? (scene.followsPanelWidget ? panelBounds(state.panel, in: widget) : nil) ?? scene.panel : nil

            if scene.dimming > 0, var colour = colours.dimming {
                colour.alpha *= Float(min(1, scene.dimming))
                let covered =
                    colours.panelIsOpaque
                    ? panel.flatMap {
                        DrawerBackdropGeometry.coveredRect(panel: $0, side: scene.side, cornerRadius: scene.cornerRadius)
                    } : nil
                let hole = covered.flatMap { DrawerBackdropGeometry.snapped($0, inward: holeGrid, within: bounds) }
                for rect in DrawerBackdropGeometry.dimmingRects(bounds: bounds, covered: hole) {
                    var area = graphene(rect)
                    gtk_snapshot_append_color(snapshot, &colour, &area)
                }
            }

            guard let panel, let shadow = colours.shadow, shadow.profile.isVisible else { return }
            let pieces = DrawerBackdropGeometry.shadowPieces(
                panel: panel, side: scene.side, cornerRadius: scene.cornerRadius, extent: shadow.profile.extent,
                bounds: bounds)
            for piece in pieces {
                switch piece {
                case .edge(let rect, let start, let end):
                    var area = graphene(rect)
                    var from = graphene_point_t(x: Float(start.x), y: Float(start.y))
                    var to = graphene_point_t(x: Float(end.x), y: Float(end.y))
                    shadow.stops.withUnsafeBufferPointer { stops in
                        gtk_snapshot_append_linear_gradient(snapshot, &area, &from, &to, stops.baseAddress, gsize(stops.count))
                    }
                case .corner(let rect, let corner, let radius, let source):
                    guard
                        let texture = DrawerShadowImages.texture(
                            shadow: shadow, corner: corner, radius: radius, source: source)
                    else { continue }
                    var area = graphene(rect)
                    gtk_snapshot_append_texture(snapshot, texture, &area)
                }
            }
        }

        /// The panel's bounds in the backdrop's coordinates as GTK allocated them this frame
        /// (so the shadow follows the panel even in a frame the slot has not rendered, such as a resize).
        private static func panelBounds(
            _ panel: UnsafeMutablePointer<GtkWidget>, in widget: UnsafeMutablePointer<GtkWidget>
        ) -> DrawerBackdropGeometry.Rect? {
            guard gtk_widget_get_mapped(panel) != 0 else { return nil }
            var bounds = graphene_rect_t()
            guard gtk_widget_compute_bounds(panel, widget, &bounds) != 0 else { return nil }
            return DrawerBackdropGeometry.Rect(
                x: Double(bounds.origin.x), y: Double(bounds.origin.y), width: Double(bounds.size.width),
                height: Double(bounds.size.height))
        }

        private static func graphene(_ rect: DrawerBackdropGeometry.Rect) -> graphene_rect_t {
            graphene_rect_t(
                origin: graphene_point_t(x: Float(rect.x), y: Float(rect.y)),
                size: graphene_size_t(width: Float(rect.width), height: Float(rect.height)))
        }
    }

    /// What one backdrop keeps between frames: its panel, its scene and its parsed colours.
    private final class BackdropState {
        let panel: UnsafeMutablePointer<GtkWidget>
        var scene = DrawerBackdrop.Scene(
            dimming: 0, showsPanel: false, followsPanelWidget: true,
            panel: DrawerBackdropGeometry.Rect(x: 0, y: 0, width: 0, height: 0),
            side: .bottom, cornerRadius: 0, appearance: DrawerPanelAppearance())
        private var parsed: (appearance: DrawerPanelAppearance, colours: DrawerBackdropColours)?

        init(panel: UnsafeMutablePointer<GtkWidget>) {
            self.panel = panel
            g_object_ref(panel.gpointer)
        }

        /// `appearance`'s colours, parsed again only when the appearance changes.
        func colours(for appearance: DrawerPanelAppearance) -> DrawerBackdropColours {
            if let parsed, parsed.appearance == appearance { return parsed.colours }
            let colours = DrawerBackdropColours(appearance)
            parsed = (appearance, colours)
            return colours
        }

        deinit { g_object_unref(panel.gpointer) }
    }
#endif
