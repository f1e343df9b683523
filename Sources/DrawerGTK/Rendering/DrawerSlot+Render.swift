#if os(Linux)
    import CGtk
    import DrawerCore
    import Foundation

    extension DrawerSlot {
        /// Draws the engine's frame: dimming (a level class, see ``DrawerPanelCSS``), panel
        /// visibility, corner radius, accessibility value and (while the engine owns scrolling) the
        /// content offset. The panel's rectangle is
        /// applied by the host's `get-child-position` handler after `gtk_widget_queue_allocate`.
        func render() {
            let frame = engine.frame
            let visible = isOpen
            if (gtk_widget_get_visible(panel) != 0) != visible {
                gtk_widget_set_visible(panel, visible ? 1 : 0)
                if visible { refreshPanelStyle() }
            }
            restyleIfNeeded()
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
            if let scroll, isBusy, engine.scroll.contentLength > 0, abs(scroll.offset - frame.contentOffset) > 0.25 {
                scroll.apply(offset: frame.contentOffset)
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
        func restyleIfNeeded() {
            let side = engine.layout.side
            let radius = Double(engine.frame.cornerRadius)
            let maximum = Double(max(baseConfiguration.style.maximumDimming, engine.configuration.style.maximumDimming))
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
