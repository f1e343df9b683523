#if os(Linux)
    import CGtk
    import DrawerCore
    import DrawerGTK
    import Foundation

    /// Drawers on all four edges (seed 000), with a custom handle and panel style each. Dragging
    /// reaches only the interactive detents (closed and medium); small and large are
    /// programmatic-only and reachable by the buttons.
    @MainActor
    final class EdgesDemo: GalleryDemo {
        let name = "edges"
        let title = "Four edges"
        let host: DrawerHost
        let primaryDrawer: DrawerSlot
        private(set) var drawers: [DrawerEdge: DrawerSlot] = [:]
        private var selected = DrawerEdge.bottom

        init() {
            let select = Later<DrawerEdge>()
            let moveTo = Later<DrawerDetent.Identifier>()
            let flip = Later<Void>()
            let edgeButtons = DrawerEdge.allCases.map { edge in
                Widgets.button(edge.rawValue.capitalized) { select(edge) }
            }
            let detentButtons: [(String, DrawerDetent.Identifier)] = [
                ("Closed", .closed), ("Small", .small), ("Medium", .medium), ("Large", .large),
            ]
            let canvas = Widgets.box(
                GTK_ORIENTATION_VERTICAL, spacing: 10, margin: 16, classes: ["gallery-canvas"],
                [
                    Widgets.label("Pick an edge, then a detent. Small and large are programmatic only.", wrap: true),
                    Widgets.box(GTK_ORIENTATION_HORIZONTAL, edgeButtons),
                    Widgets.button("Flip the bottom drawer's edge") { flip(()) },
                    Widgets.box(
                        GTK_ORIENTATION_HORIZONTAL,
                        detentButtons.map { title, detent in
                            Widgets.button(title) { moveTo(detent) }
                        }),
                ])
            gtk_widget_set_valign(canvas, GTK_ALIGN_CENTER)
            gtk_widget_set_halign(canvas, GTK_ALIGN_CENTER)
            host = DrawerHost(content: Widgets.box(GTK_ORIENTATION_VERTICAL, classes: ["gallery-canvas"], [canvas]), name: name)
            let colours: [DrawerEdge: String] = [.bottom: "#fff4d6", .top: "#e3f1ff", .leading: "#f3e6ff", .trailing: "#e6fff0"]
            for edge in DrawerEdge.allCases {
                let handle = Widgets.label("≡ \(edge.rawValue)", classes: ["gallery-custom-handle"])
                gtk_widget_set_halign(handle, GTK_ALIGN_CENTER)
                gtk_widget_set_valign(handle, GTK_ALIGN_CENTER)
                let body = Widgets.box(
                    GTK_ORIENTATION_VERTICAL, spacing: 6, margin: 16,
                    [
                        Widgets.label("\(edge.rawValue.capitalized) drawer", classes: ["gallery-title"]),
                        Widgets.label("Custom handle and panel style.", wrap: true),
                    ])
                // The panel is as long as its largest detent and slides: at a smaller detent only its
                // free end shows, so the text sits at that end.
                switch edge {
                case .bottom: gtk_widget_set_valign(body, GTK_ALIGN_START)
                case .top: gtk_widget_set_valign(body, GTK_ALIGN_END)
                case .leading: gtk_widget_set_halign(body, GTK_ALIGN_END)
                case .trailing: gtk_widget_set_halign(body, GTK_ALIGN_START)
                }
                let configuration = DrawerConfiguration(
                    edge: edge, detents: [.closed, .small, .medium, .large],
                    dragDetents: [.closed, .medium],
                    style: DrawerStyle(cornerRadius: 22, maximumDimming: 0.25, largestUndimmedDetent: .medium))
                drawers[edge] = host.addDrawer(
                    id: edge.rawValue, configuration: configuration, content: body, handle: .custom(handle),
                    appearance: DrawerPanelAppearance(
                        background: colours[edge] ?? "#ffffff",
                        shadow: DrawerPanelShadow(color: "rgba(40,0,80,0.35)", radius: 20),
                        dimmingColor: "#1a0033"),
                    label: "\(edge.rawValue) drawer", initialDetent: edge == .bottom ? .medium : .closed)
            }
            primaryDrawer = drawers[.bottom]!
            select.action = { [weak self] edge in self?.select(edge) }
            flip.action = { [weak self] _ in self?.flipBottomDrawer() }
            moveTo.action = { [weak self] detent in
                guard let self, let slot = self.drawers[self.selected] else { return }
                self.host.move(slot, to: detent)
            }
        }

        /// Closes the other drawers and opens the one on `edge` at medium.
        /// Moves the drawer that starts on the bottom edge to the trailing edge, or back, at run
        /// time: its detent survives, its panel turns and its wheel axis follows.
        func flipBottomDrawer() {
            guard let slot = drawers[.bottom], var configuration = host.model.configuration(of: slot.id) else { return }
            configuration.edge = configuration.edge == .bottom ? .trailing : .bottom
            host.setConfiguration(configuration, for: slot)
        }

        func select(_ edge: DrawerEdge) {
            selected = edge
            for (other, slot) in drawers where other != edge && slot.isOpen { host.dismiss(slot) }
            if let slot = drawers[edge] { host.move(slot, to: .medium) }
        }

        func tourSteps() -> [TourStep] {
            [
                .screenshot("edges-bottom"),
                .action { [self] in host.move(primaryDrawer, to: .large) }, .waitForRest, .screenshot("edges-bottom-large"),
                .action { [self] in select(.top) }, .waitForRest, .screenshot("edges-top"),
                .action { [self] in select(.leading) }, .waitForRest, .screenshot("edges-leading"),
                .action { [self] in select(.trailing) }, .waitForRest, .screenshot("edges-trailing"),
                .action { [self] in select(.bottom) }, .waitForRest,
            ]
        }
    }
#endif
