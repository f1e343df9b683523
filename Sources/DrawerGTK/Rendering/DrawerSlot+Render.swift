#if os(Linux)
    import CGtk
    import DrawerCore
    import Foundation

    extension DrawerSlot {
        /// Draws the model's frame: panel visibility, orientation and handle side, corner radius,
        /// the backdrop's dimming and shadow (`DrawerBackdrop`, redrawn only when they change)
        /// and the push-back. The panel's rectangle is applied afterwards by
        /// ``DrawerHost/placePanels(rested:)`` (in place, or through the host's
        /// `get-child-position` handler); the content's scroll offset by the model's scroll
        /// tracker (``DrawerHost/syncScroll(_:time:)``).
        /// `pushed` is how far a drawer above pushes this one back, along `pushSide` (the model's
        /// `DrawerHostModel.scaleBack`; the drawer's own side when it names none).
        func render(_ model: DrawerHostModel<String>, pushedBack pushed: DrawerScaleBack, towards pushSide: DrawerPhysicalEdge?) {
            guard let engine = model.engine(of: id), let frame = model.frame(of: id) else { return }
            layOut(for: engine.configuration.edge)
            renderMorph(model, frame: frame)
            let visible = model.isShown(id)
            if (gtk_widget_get_visible(panel) != 0) != visible {
                gtk_widget_set_visible(pushBack.widget, visible ? 1 : 0)
                gtk_widget_set_visible(panel, visible ? 1 : 0)
                placedAllocation = nil
                if visible { refreshPanelStyle() }
            }
            let drawnDimming = dimmingSteps.update(dimming: Double(frame.dimming), isResting: !model.isBusy(id))
            restyleIfNeeded(engine, frame: frame, dimming: drawnDimming)
            applyKeyboardInset(frame, side: engine.layout.side)
            let side = pushSide ?? engine.layout.side
            pushBack.apply(pushed, side: side)
            // The shadow follows the panel as the bin draws it (its scale on the bin's grid); a
            // panel drawn inside its outline casts it from the outline, on the pixel grid as the
            // outline is (a fractional one would redraw the backdrop on every frame).
            let outline = drawsOutline ? Self.pixelOutline(frame.visibleRect) : nil
            let drawn = drawsOutline ? outline.map(Self.rectangle) ?? .zero : panelRectangle
            let allocation = pushBack.effect.applied(to: drawn, towards: side)
            DrawerBackdrop.update(
                dimming,
                to: DrawerBackdrop.Scene(
                    dimming: drawnDimming,
                    showsPanel: visible && (!drawsOutline || outline != nil), followsPanelWidget: !drawsOutline,
                    panel: DrawerBackdropGeometry.Rect(
                        x: Double(allocation.minX), y: Double(allocation.minY), width: Double(allocation.width),
                        height: Double(allocation.height)),
                    // The radius is the panel's own, not scaled with the push-back (3 % at most, not
                    // visible): the shadow's corner images are cached per radius, and a radius that
                    // followed progress would add images on every frame.
                    side: engine.layout.side, cornerRadius: Double(engine.frame.cornerRadius),
                    appearance: backdropAppearance(engine)))
            gtk_widget_set_can_target(dimming, frame.passesThroughBackground ? 0 : 1)
            CSSClass.set("dragging", engine.dragState == .tracking, on: panel)
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
                // After the last page, if any: pages follow the content in the box, and the handle
                // belongs on the free side of the one shown.
                let first = edge == .bottom || edge == .trailing
                gtk_box_reorder_child_after(panel.cast(), handle, first ? nil : (pageWidgets.last?.content ?? content))
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

        /// The appearance the backdrop draws with: no shadow when the style casts none
        /// (``DrawerStyle/castsShadow``), and for a shaped panel the background as
        /// ``DrawerShapeCSS`` has it, so the dimming is drawn under glass and rounded edge corners.
        func backdropAppearance(_ engine: DrawerEngine) -> DrawerPanelAppearance {
            var drawn = appearance
            if !engine.configuration.style.castsShadow { drawn.shadow = nil }
            if let renderedShape { drawn.background = renderedShape.background(appearance) }
            return drawn
        }

        /// Reloads the drawer's CSS when its side or corner radius changed. A style with a shape is
        /// drawn by the panel's bin inside its outline (``outline(of:frame:dimming:)``), which
        /// changes no CSS while it moves: its CSS only makes the panel itself transparent and
        /// square, once. While a drawer grows out of its source, the morph's outline is CSS
        /// (``DrawerShapeCSS``, in whole pixels and 5 % steps).
        func restyleIfNeeded(_ engine: DrawerEngine, frame: DrawerFrame, dimming: Double) {
            let side = engine.layout.side
            let morphing = frame.visibleRect != engine.frame.visibleRect
            let shape = DrawerShapeCSS(frame: frame, side: side, appearance: appearance)
            if engine.configuration.style.shape != nil, !morphing {
                renderedShape = shape
                pushBack.applyOutline(outline(of: engine, frame: frame, dimming: dimming))
                guard !drawsOutline else { return }
                drawsOutline = true
                renderedSide = side
                renderedRadius = -1
                DrawerPanelCSS.set(DrawerShapeCSS.drawnRules(className: className), for: className)
                return
            }
            pushBack.applyOutline(nil)
            if drawsOutline {
                drawsOutline = false
                renderedShape = nil
            }
            if engine.configuration.style.shape != nil || morphing {
                guard shape != renderedShape else { return }
                renderedShape = shape
                renderedSide = side
                renderedRadius = -1
                DrawerPanelCSS.set(shape.rules(className: className, appearance: appearance), for: className)
                return
            }
            renderedShape = nil
            let radius = Double(engine.frame.cornerRadius)
            guard side != renderedSide || radius != renderedRadius else { return }
            renderedSide = side
            renderedRadius = radius
            DrawerPanelCSS.set(
                DrawerPanelCSS.rules(className: className, side: side, cornerRadius: radius, appearance: appearance),
                for: className)
        }

        /// The outline the bin draws a shaped panel in: `frame`'s visible rectangle and corners in
        /// the bin's coordinates, filled with the background at the shape's opacity — or, with
        /// ``DrawerPanelAppearance/glass``, the glass's fill blended to the opaque background by the
        /// shape's material blend, over the blurred backdrop and the drawer's own `dimming`.
        func outline(of engine: DrawerEngine, frame: DrawerFrame, dimming: Double) -> DrawerPanelOutline {
            let bin = panelAllocation
            let visible = frame.visibleRect
            let corners = frame.shape.corners
            let blend = Float(min(1, max(0, frame.shape.materialBlend)))
            let background =
                DrawerBackdropColours.parse(appearance.background).map(DrawerPanelOutline.Colour.init)
                ?? DrawerPanelOutline.Colour(red: 1, green: 1, blue: 1, alpha: 1)
            var fill = background
            var glass: DrawerPanelOutline.Glass?
            if let spec = appearance.glass {
                let tint = DrawerBackdropColours.parse(spec.fill).map(DrawerPanelOutline.Colour.init) ?? background
                fill = tint.mixed(towards: background, by: blend)
                let dimmingColour = DrawerBackdropColours.parse(appearance.dimmingColor).map { colour in
                    var drawn = DrawerPanelOutline.Colour(colour)
                    drawn.alpha *= Float(min(1, max(0, dimming)))
                    return drawn
                }
                glass = DrawerPanelOutline.Glass(
                    glass: spec, dimming: dimmingColour, binOrigin: (bin.x, bin.y), vertical: engine.layout.side.isVertical)
            } else {
                let opacity = Float(appearance.glassOpacity) + (1 - Float(appearance.glassOpacity)) * blend
                fill.alpha *= opacity
            }
            // On the pixel grid, as the bin is (``pixelRect(_:)``), radii in whole pixels: a frame
            // that moves the panel by less than a pixel changes nothing drawn, as for an attached one.
            // An outline of no pixel (closed) is empty, placed on the window's pixel nearest to
            // where the panel went (``DrawerPanelOutline/isEmpty``).
            let outline = Self.pixelOutline(visible) ?? Self.emptyOutline(at: visible.origin, within: host?.model.container.size)
            return DrawerPanelOutline(
                x: Float(outline.x - bin.x), y: Float(outline.y - bin.y), width: Float(outline.width),
                height: Float(outline.height),
                radii: [corners.topLeft, corners.topRight, corners.bottomRight, corners.bottomLeft].map { Float($0.rounded()) },
                fill: fill, glass: glass)
        }

        /// A rectangle of no size at the pixel of `container` nearest to `point` (at its origin
        /// when the size is unknown; a coordinate that is not finite counts as 0).
        static func emptyOutline(at point: CGPoint, within container: CGSize?) -> GdkRectangle {
            let limit = container ?? .zero
            func nearest(_ value: CGFloat, below end: CGFloat) -> Int32 {
                guard value.isFinite else { return 0 }
                return Int32(min(max(0, end - 1), max(0, value.rounded(.down))))
            }
            return GdkRectangle(
                x: nearest(point.x, below: limit.width), y: nearest(point.y, below: limit.height), width: 0, height: 0)
        }
    }
#endif
