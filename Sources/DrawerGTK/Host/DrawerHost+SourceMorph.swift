#if os(Linux)
    import CGtk
    import DrawerCore
    import Foundation

    extension DrawerHost {
        /// Opens `slot` out of `source` (the button that was clicked): the panel starts as the
        /// button's rectangle with `cornerRadius` and grows into the sheet on the drawer's own
        /// spring, and every later dismissal shrinks it back into the button (the model's
        /// `DrawerHostModel.present(_:from:to:time:)`). The button is measured again every
        /// frame the drawer is drawn, so one that moves (a resize) is followed; one that leaves
        /// the screen mid-morph leaves its last rectangle (the model's rule). Returns whether the
        /// drawer moves.
        @discardableResult
        public func present(
            _ slot: DrawerSlot, from source: UnsafeMutablePointer<GtkWidget>, cornerRadius: CGFloat = 8,
            to detent: DrawerDetent.Identifier? = nil
        ) -> Bool {
            slot.sourceWidget = source
            slot.sourceCornerRadius = cornerRadius
            guard let rect = slot.measureSource(in: widget) else { return false }
            let moved = model.present(
                slot.id, from: DrawerMorphSource(rect: rect, cornerRadius: cornerRadius), to: detent, time: DrawerClock.now())
            afterInput()
            return moved
        }

        /// Stops `slot` growing out of its source widget (the model's rule for a source removed:
        /// a presentation under way still ends where the source was).
        public func removeSource(of slot: DrawerSlot) {
            slot.sourceWidget = nil
            model.setMorphSource(nil, for: slot.id)
        }

        /// Measures every source widget again and hands the model its rectangle (before a frame
        /// is drawn); a source no longer on screen is removed.
        func syncSources() {
            for slot in drawers where slot.sourceWidget != nil {
                guard let rect = slot.measureSource(in: widget) else {
                    removeSource(of: slot)
                    continue
                }
                let source = DrawerMorphSource(rect: rect, cornerRadius: slot.sourceCornerRadius)
                if model.morphSource(of: slot.id) != source { model.setMorphSource(source, for: slot.id) }
            }
        }

        /// Adds a sheet whose closed state is a compact `bar` (libadwaita's `AdwBottomSheet`
        /// bottom bar, a mini player) over `content`, the sheet's own content: the bar shows at the
        /// configuration's smallest open stop, and the model's bar switch
        /// (`DrawerHostModel.isBottomBarShown(_:)`) swaps the two as the sheet crosses 15 % of
        /// its way up (and back), traced as `bar-switch`. `configuration`'s smallest open stop is
        /// the bar's height (`DrawerBottomBarSwitch.sheetConfiguration(barHeight:openDetents:base:)`
        /// builds one). The bar is the source the sheet grows out of: dragging it opens the
        /// sheet.
        @discardableResult
        public func addBottomBarDrawer(
            id: String, configuration: DrawerConfiguration, bar: UnsafeMutablePointer<GtkWidget>,
            content: UnsafeMutablePointer<GtkWidget>, appearance: DrawerPanelAppearance = DrawerPanelAppearance(),
            label: String? = nil, initialDetent: DrawerDetent.Identifier? = nil
        ) -> DrawerSlot {
            let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
            gtk_box_append(box.cast(), bar)
            gtk_box_append(box.cast(), content)
            gtk_widget_set_visible(content, 0)
            let slot = addDrawer(
                id: id, configuration: configuration, content: box, handle: .none, appearance: appearance, label: label,
                initialDetent: initialDetent)
            slot.bottomBar = (bar, content)
            var options = model.drawerOptions(of: id) ?? DrawerHostDrawerOptions()
            options.hasBottomBar = true
            setOptions(options, for: slot)
            return slot
        }
    }
#endif
