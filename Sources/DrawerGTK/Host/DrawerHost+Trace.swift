#if os(Linux)
    import CGtk
    import DrawerCore
    import Foundation

    extension DrawerHost {
        /// Writes one trace line about `slot` (when ``tracesEvents`` is on): the event's own fields,
        /// then the drawer's state — detent, extent, panel and visible rectangles (overlay
        /// coordinates), dimming and the content's scroll offset — `contentScale`, the scale the
        /// drawers push the main content back to (1 when they do not), and the insets all the
        /// host's drawers cover (`covered…`).
        /// `extra` is built only when tracing is on (a cause's description costs more than a frame's own work).
        func trace(
            _ event: String, _ slot: DrawerSlot, _ extra: @autoclosure () -> KeyValuePairs<String, TraceValue> = [:]
        ) {
            guard tracesEvents else { return }
            TraceLog.emit(
                event,
                fields: [("demo", .string(name)), ("drawer", .string(slot.id))]
                    + extra().map { ($0.key, $0.value) } + Self.stateFields(of: slot))
        }

        /// The state fields of a trace line.
        package static func stateFields(of slot: DrawerSlot) -> [(String, TraceValue)] {
            let engine = slot.engine
            // As drawn: growing out of a source, the outline is the morph's.
            let frame = slot.drawnFrame
            let panel = frame.panelRect
            let visible = frame.visibleRect
            return [
                ("detent", .string(engine.detent.rawValue)),
                ("resting", .bool(engine.isResting)),
                ("held", .bool(engine.dismissalHold != nil)),
                ("extent", .double(Self.rounded(frame.extent))),
                ("panelX", .double(Self.rounded(panel.minX))), ("panelY", .double(Self.rounded(panel.minY))),
                ("panelWidth", .double(Self.rounded(panel.width))), ("panelHeight", .double(Self.rounded(panel.height))),
                ("visibleX", .double(Self.rounded(visible.minX))), ("visibleY", .double(Self.rounded(visible.minY))),
                ("visibleWidth", .double(Self.rounded(visible.width))),
                ("visibleHeight", .double(Self.rounded(visible.height))),
                // The outline's four corners and material (DrawerFrame.shape); visible… is the outline.
                ("cornerTopLeft", .double(Self.rounded(frame.shape.corners.topLeft))),
                ("cornerTopRight", .double(Self.rounded(frame.shape.corners.topRight))),
                ("cornerBottomLeft", .double(Self.rounded(frame.shape.corners.bottomLeft))),
                ("cornerBottomRight", .double(Self.rounded(frame.shape.corners.bottomRight))),
                ("materialBlend", .double(Self.rounded(frame.shape.materialBlend, places: 3))),
                // How many blurred images of what lies behind its glass the panel made (0 without glass).
                ("glassImages", .int(slot.pushBack.glassImagesMade)),
                ("dimming", .double(Self.rounded(frame.dimming))),
                ("morph", .double(Self.rounded(slot.host?.model.morph(of: slot.id)?.progress ?? 1, places: 4))),
                ("contentOpacity", .double(Self.rounded(frame.contentOpacity, places: 3))),
                ("contentOffset", .double(Self.rounded(frame.contentOffset))),
                ("contentMaximumOffset", .double(Self.rounded(engine.scroll.maximumOffset))),
                ("side", .string(engine.layout.side.rawValue)),
                ("containerWidth", .double(Double(engine.container.size.width))),
                ("containerHeight", .double(Double(engine.container.size.height))),
                ("accessibilityValue", .string(engine.accessibilityValue)),
                ("contentScale", .double(Self.rounded(slot.host?.model.scaleBack.content.scale ?? 1, places: 4))),
                // What every drawer of the host covers, as last drawn (the app's `onCoveredInsets`).
                ("coveredTop", .double(Self.rounded(slot.host?.coveredInsets.top ?? 0))),
                ("coveredLeft", .double(Self.rounded(slot.host?.coveredInsets.left ?? 0))),
                ("coveredBottom", .double(Self.rounded(slot.host?.coveredInsets.bottom ?? 0))),
                ("coveredRight", .double(Self.rounded(slot.host?.coveredInsets.right ?? 0))),
                // The on-screen keyboard the app reported, the rule in force and the content's inset.
                ("keyboard", .double(slot.host?.keyboardOverlap ?? 0)),
                ("keyboardRule", .string(Self.name(of: engine.keyboardRule))),
                ("keyboardInset", .double(Self.rounded(frame.keyboardContentInset))),
                ("contentMarginBottom", .double(Double(gtk_widget_get_margin_bottom(slot.content)))),
            ]
        }

        /// A `pushed-back` line for each drawer whose push-back (a drawer above it that scales
        /// back what lies behind) changed since its last one: the effect the model decided and
        /// the panel's width as GTK draws it (its bounds in the overlay, transform included; as
        /// of the last layout).
        func tracePushBacks() {
            guard tracesEvents else { return }
            let effects = model.scaleBack
            for slot in drawers {
                let effect = effects.drawer(slot.id)
                guard effect != slot.tracedPushBack else { continue }
                slot.tracedPushBack = effect
                var bounds = graphene_rect_t()
                let drawn =
                    gtk_widget_get_mapped(slot.panel) != 0 && gtk_widget_compute_bounds(slot.panel, widget, &bounds) != 0
                trace(
                    "pushed-back", slot,
                    [
                        "scale": .double(Self.rounded(effect.scale, places: 4)),
                        "offset": .double(Self.rounded(effect.offset)),
                        "drawnWidth": .double(drawn ? Self.rounded(CGFloat(bounds.size.width)) : -1),
                    ])
            }
        }

        /// Writes one trace line about the host itself (presses that no drawer took, releases).
        func trace(_ event: String, _ fields: [(String, TraceValue)]) {
            guard tracesEvents else { return }
            TraceLog.emit(event, fields: [("demo", .string(name))] + fields)
        }

        /// A `frame` line for `slot` when it is drawn at an extent other than the last one traced.
        func traceFrameIfMoved(_ slot: DrawerSlot) {
            guard tracesEvents, tracesFrames, slot.tracedExtent != slot.engine.frame.extent else { return }
            slot.tracedExtent = slot.engine.frame.extent
            trace("frame", slot)
        }

        /// The drawer area's (the overlay's) origin in its window, shadow margin included: the
        /// offset from the X window to the coordinates of the drawers' rectangles.
        func areaOriginFields() -> KeyValuePairs<String, TraceValue> {
            var origin = graphene_point_t(x: 0, y: 0)
            var inWindow = graphene_point_t(x: 0, y: 0)
            var shadowX = 0.0
            var shadowY = 0.0
            if let root = gtk_widget_get_root(widget) {
                _ = gtk_widget_compute_point(widget, root.cast(), &origin, &inWindow)
                if let native = gtk_widget_get_native(widget) { gtk_native_get_surface_transform(native, &shadowX, &shadowY) }
            }
            return ["overlayX": .double(Double(inWindow.x) + shadowX), "overlayY": .double(Double(inWindow.y) + shadowY)]
        }

        /// A keyboard rule as trace lines spell it: `stay`, `lift`, `shrinkContent`, `moveTo:<detent>`.
        static func name(of rule: DrawerKeyboardRule) -> String {
            switch rule {
            case .stay: "stay"
            case .lift: "lift"
            case .shrinkContent: "shrinkContent"
            case .moveTo(let detent): "moveTo:\(detent.rawValue)"
            }
        }

        private static func rounded(_ value: CGFloat) -> Double { (Double(value) * 100).rounded() / 100 }

        private static func rounded(_ value: CGFloat, places: Int) -> Double {
            let scale = pow(10, Double(places))
            return (Double(value) * scale).rounded() / scale
        }
    }
#endif
