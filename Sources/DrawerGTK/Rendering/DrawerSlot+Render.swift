#if os(Linux)
    import CGtk
    import DrawerCore
    import Foundation

    extension DrawerSlot {
        /// Draws the model's frame: dimming (a level class, see ``DrawerPanelCSS``), panel
        /// visibility, orientation and handle side, corner radius and (while the model owns
        /// scrolling) the content offset. The panel's rectangle is applied by the host's
        /// `get-child-position` handler after `gtk_widget_queue_allocate`.
        func render(_ model: DrawerHostModel<String>) {
            guard let engine = model.engine(of: id) else { return }
            let frame = engine.frame
            layOut(for: engine.configuration.edge)
            let visible = model.isShown(id)
            if (gtk_widget_get_visible(panel) != 0) != visible {
                gtk_widget_set_visible(panel, visible ? 1 : 0)
                if visible { refreshPanelStyle() }
            }
            restyleIfNeeded(engine, baseDimming: model.configuration(of: id)?.style.maximumDimming ?? 0)
            let level = min(DrawerPanelCSS.dimmingLevel(Double(frame.dimming)), renderedDimmingLevels)
            if level != renderedDimmingLevel {
                if renderedDimmingLevel > 0 {
                    CSSClass.remove(DrawerPanelCSS.dimmingClass(level: renderedDimmingLevel), from: dimming)
                }
                if level > 0 { CSSClass.add(DrawerPanelCSS.dimmingClass(level: level), to: dimming) }
                renderedDimmingLevel = level
            }
            gtk_widget_set_can_target(dimming, frame.passesThroughBackground ? 0 : 1)
            CSSClass.set("dragging", engine.dragState == .tracking, on: panel)
            if let scroll, model.isBusy(id), engine.scroll.contentLength > 0, abs(scroll.offset - frame.contentOffset) > 0.25 {
                scroll.apply(offset: frame.contentOffset)
            }
        }

        /// Turns the panel's box and handle for `edge` when it changes (also at run time): a
        /// vertical box for bottom and top drawers, a horizontal one for side drawers, the handle
        /// on the free side (first for bottom and trailing drawers: a horizontal `GtkBox` mirrors
        /// its order in right-to-left, as trailing and leading do), and the scrolled window's
        /// adjustment along the new axis.
        func layOut(for edge: DrawerEdge) {
            let side: DrawerPhysicalEdge = edge.physical(in: .leftToRight)
            guard side != layoutSide else { return }
            layoutSide = side
            let vertical = edge.isVertical
            gtk_orientable_set_orientation(
                OpaquePointer(panel), vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL)
            if let handle {
                let first = edge == .bottom || edge == .trailing
                gtk_box_reorder_child_after(panel.cast(), handle, first ? nil : content)
            }
            if let scrolledWindow {
                if scrollBindings[vertical] == nil {
                    let binding = DrawerScrollBinding(scrolledWindow: scrolledWindow, vertical: vertical)
                    binding.observe { [weak self] in
                        guard let self, self.scroll === binding else { return }
                        self.host?.contentScrolled(self)
                    }
                    scrollBindings[vertical] = binding
                }
                scroll = scrollBindings[vertical]
            }
        }

        /// Makes GTK recompute the panel's style from the current style sheets.
        ///
        /// GTK 4.8 does not restyle a hidden widget when a style provider is reloaded, and does not
        /// catch up when it is shown again: a panel that was closed while ``DrawerPanelCSS`` was
        /// reloaded (by this drawer or any other) would come back without its background, radius
        /// and shadow. Toggling its slot class invalidates its style; this runs only when the panel
        /// is shown.
        func refreshPanelStyle() {
            CSSClass.remove(className, from: panel)
            CSSClass.add(className, to: panel)
        }

        /// Reloads the drawer's CSS when its side, corner radius or deepest dimming changed.
        func restyleIfNeeded(_ engine: DrawerEngine, baseDimming: CGFloat) {
            let side = engine.layout.side
            let radius = Double(engine.frame.cornerRadius)
            let maximum = Double(max(baseDimming, engine.configuration.style.maximumDimming))
            let deepest = maximum.isFinite ? Int((min(1, max(0, maximum)) * 100).rounded(.up)) : 100
            guard side != renderedSide || radius != renderedRadius || deepest > renderedDimmingLevels else { return }
            renderedSide = side
            renderedRadius = radius
            renderedDimmingLevels = max(deepest, renderedDimmingLevels)
            DrawerPanelCSS.set(
                DrawerPanelCSS.rules(
                    className: className, side: side, cornerRadius: radius, appearance: appearance,
                    dimmingLevels: renderedDimmingLevels),
                for: className)
        }
    }
#endif
