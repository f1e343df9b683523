#if os(Linux)
    import CGtk
    import DrawerCore
    import Foundation

    /// One drawer inside a ``DrawerHost``: its engine and the widgets that draw it.
    ///
    /// The slot owns no behaviour: every decision is the engine's. It builds the panel (handle +
    /// content), the dimming layer, and renders `DrawerEngine.frame` into them.
    @MainActor
    public final class DrawerSlot {
        /// The drawer's id, as given to ``DrawerHost/addDrawer(id:configuration:content:scrolledWindow:handle:fitting:appearance:label:initialDetent:)``.
        public let id: String
        /// The engine that decides everything about this drawer.
        public internal(set) var engine: DrawerEngine
        /// The panel widget (a `GtkBox` with CSS classes `drawer-panel` and `drawer-slot-N`).
        public let panel: UnsafeMutablePointer<GtkWidget>
        /// The dimming layer under the panel.
        public let dimming: UnsafeMutablePointer<GtkWidget>
        /// The handle widget, if any.
        public let handle: UnsafeMutablePointer<GtkWidget>?
        /// The app's content inside the panel.
        public let content: UnsafeMutablePointer<GtkWidget>

        /// The configuration the app asked for; the host derives the engine's from it (dimming off).
        var baseConfiguration: DrawerConfiguration
        /// The scrolled window whose offset the engine may own.
        let scroll: DrawerScrollBinding?
        /// The widget whose natural length is the fit-to-content length.
        let fitting: UnsafeMutablePointer<GtkWidget>?
        let appearance: DrawerPanelAppearance
        let className: String
        let initialDetent: DrawerDetent.Identifier?
        /// Whether the engine has seen the real container yet (it is rebuilt at the first allocation).
        var hasContainer = false
        /// Whether the drawer was moving (dragged, animating, gliding) after the last input.
        var wasBusy = false
        var renderedSide: DrawerPhysicalEdge?
        var renderedRadius: Double = -1
        /// The extent of the last `frame` trace line (``DrawerHost/tracesFrames``).
        var tracedExtent: CGFloat?
        /// The dimming level class on the dimming layer (0: none).
        var renderedDimmingLevel = 0
        /// The deepest dimming level the drawer's CSS has a rule for.
        var renderedDimmingLevels = 0

        init(
            id: String, number: Int, configuration: DrawerConfiguration, content: UnsafeMutablePointer<GtkWidget>,
            scrolledWindow: UnsafeMutablePointer<GtkWidget>?, handle: DrawerHandle,
            fitting: UnsafeMutablePointer<GtkWidget>?, appearance: DrawerPanelAppearance, label: String?,
            initialDetent: DrawerDetent.Identifier?
        ) {
            self.id = id
            self.baseConfiguration = configuration
            self.engine = DrawerEngine(
                configuration: configuration, container: DrawerContainer(size: .zero), initialDetent: initialDetent)
            self.content = content
            self.fitting = fitting
            self.appearance = appearance
            self.initialDetent = initialDetent
            className = "drawer-slot-\(number)"
            scroll = scrolledWindow.map { DrawerScrollBinding(scrolledWindow: $0, vertical: configuration.edge.isVertical) }

            let vertical = configuration.edge.isVertical
            panel = cgtk_box_new_with_role(
                vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, GTK_ACCESSIBLE_ROLE_GROUP)
            gtk_widget_set_overflow(panel, GTK_OVERFLOW_HIDDEN)
            CSSClass.add("drawer-panel", to: panel)
            CSSClass.add(className, to: panel)
            dimming = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)
            CSSClass.add("drawer-dimming", to: dimming)
            CSSClass.add(className, to: dimming)
            gtk_widget_set_can_target(dimming, 0)

            switch handle {
            case .grabber: self.handle = DrawerGrabber.make(labels: configuration.accessibilityLabels)
            case .none: self.handle = nil
            case .custom(let widget): self.handle = widget
            }
            gtk_widget_set_hexpand(content, 1)
            gtk_widget_set_vexpand(content, 1)
            gtk_box_append(panel.cast(), content)
            // The handle sits on the panel's free side: first for bottom and trailing drawers (a
            // horizontal GtkBox mirrors its order in right-to-left, as trailing/leading do).
            if let handleWidget = self.handle {
                if configuration.edge == .bottom || configuration.edge == .trailing {
                    gtk_box_prepend(panel.cast(), handleWidget)
                } else {
                    gtk_box_append(panel.cast(), handleWidget)
                }
            }
            DrawerAccessibility.describe(panel: panel, label: label ?? configuration.accessibilityLabels.text(for: .drawer))
        }

        /// Whether the drawer shows at all, or is on its way.
        public var isOpen: Bool { engine.frame.extent > 0.5 || !engine.isResting }

        /// Whether the drawer is moving: dragged, settling, or gliding its content.
        public var isBusy: Bool { !engine.isResting || engine.isAnimating }

        /// The container for an overlay of `size` and `direction`, with the content measured.
        func container(size: CGSize, direction: DrawerLayoutDirection) -> DrawerContainer {
            DrawerContainer(size: size, layoutDirection: direction, contentFittingLength: fittingLength(in: size))
        }

        /// The natural length of the fitting widget plus the handle, along the drawer's axis.
        private func fittingLength(in size: CGSize) -> CGFloat? {
            guard let fitting else { return nil }
            let vertical = baseConfiguration.edge.isVertical
            let orientation = vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL
            let across = Int32(vertical ? size.width : size.height)
            var natural: Int32 = 0
            gtk_widget_measure(fitting, orientation, across, nil, &natural, nil, nil)
            var handleLength: Int32 = 0
            if let handle { gtk_widget_measure(handle, orientation, -1, nil, &handleLength, nil, nil) }
            var margin: Int32 = 0
            if let handle {
                margin =
                    vertical
                    ? gtk_widget_get_margin_top(handle) + gtk_widget_get_margin_bottom(handle)
                    : gtk_widget_get_margin_start(handle) + gtk_widget_get_margin_end(handle)
            }
            return CGFloat(natural + handleLength + margin)
        }

        /// The panel's rectangle for GtkOverlay, in overlay coordinates.
        var panelAllocation: GdkRectangle {
            let rect = engine.frame.panelRect
            let x = rect.minX.rounded()
            let y = rect.minY.rounded()
            return GdkRectangle(
                x: Int32(x), y: Int32(y),
                width: Int32(max(1, (rect.maxX.rounded() - x))), height: Int32(max(1, (rect.maxY.rounded() - y))))
        }
    }
#endif
