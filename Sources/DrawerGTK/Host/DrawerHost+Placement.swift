#if os(Linux)
    import CGtk
    import DrawerCore

    extension DrawerHost {
        /// Puts every shown panel where the model has it this frame, laying out the window again
        /// only when a move is more than a move.
        ///
        /// GtkOverlay places its children in a layout pass, and a layout pass queued from a frame
        /// reaches the window: on X11 GTK then asks the toplevel its size, which reads the
        /// monitor's work area from the X server (two round trips) — on every frame a drawer
        /// moves, about a tenth of the frame's CPU time (perf, `make bench-peers`). A panel that
        /// keeps its size only needs a new offset, so it gets one here the way GtkOverlay gives it
        /// (`gtk_widget_allocate` with a translation); GTK records that as a transform change,
        /// redraws the overlay and lays out nothing. A panel whose size changed, one just shown,
        /// one GTK never placed, and every drawer that came to rest (so that GTK's own
        /// bookkeeping, such as accessible bounds, ends exact) go through the layout pass instead;
        /// so does every frame after an input (``afterInput()`` lays out the window), so the
        /// in-place move serves frame ticks: settles, glides, commands' animations.
        func placePanels(rested: [DrawerSlot]) {
            var needsLayout = !rested.isEmpty
            for slot in drawers where !slot.moveInPlace() {
                needsLayout = true
            }
            if needsLayout { gtk_widget_queue_allocate(widget) }
        }
    }

    extension DrawerSlot {
        /// Moves the panel's bin to ``panelAllocation`` without a layout pass if only its offset
        /// changed; returns `false` when GtkOverlay has to place it (see
        /// ``DrawerHost/placePanels(rested:)``). A hidden panel needs nothing.
        func moveInPlace() -> Bool {
            let bin = pushBack.widget
            guard gtk_widget_get_visible(bin) != 0 else { return true }
            let target = panelAllocation
            guard let placed = placedAllocation, gtk_widget_get_mapped(bin) != 0,
                placed.width == target.width, placed.height == target.height,
                gtk_widget_get_width(bin) == target.width, gtk_widget_get_height(bin) == target.height
            else { return false }
            guard placed.x != target.x || placed.y != target.y else { return true }
            // GtkOverlay measures a child before it allocates it; so does this (a cached answer
            // unless the panel's content changed, in which case GTK also lays out this frame).
            var minimum: Int32 = 0
            var natural: Int32 = 0
            gtk_widget_measure(bin, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
            gtk_widget_measure(bin, GTK_ORIENTATION_VERTICAL, target.width, &minimum, &natural, nil, nil)
            var offset = graphene_point_t(x: Float(target.x), y: Float(target.y))
            let transform = target.x == 0 && target.y == 0 ? nil : gsk_transform_translate(nil, &offset)
            gtk_widget_allocate(bin, target.width, target.height, -1, transform)
            placedAllocation = target
            return true
        }
    }
#endif
