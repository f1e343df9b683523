#if os(Linux)
    import CGtk
    import DrawerCore
    import Foundation

    /// A GTK 4 widget that hosts main content and one or more drawers over it.
    ///
    /// The host is a `GtkOverlay`: the main content is its child, and each drawer adds a dimming
    /// layer and a panel as overlay children (later drawers above earlier ones, so a drawer over a
    /// drawer dims the one below). Every decision — which drawer a press, the wheel or Escape goes
    /// to, what a click on the dimming does, where each drawer is — is the host's
    /// `DrawerHostModel` (DrawerCore); this class only translates GTK's events into it (pointer
    /// drags, the wheel, keys, the content's scroll state and size, the overlay's size and
    /// direction, frame times) and draws its frames.
    ///
    /// ```swift
    /// let host = DrawerHost(content: mapView)
    /// let sheet = host.addDrawer(
    ///     id: "places",
    ///     configuration: DrawerConfiguration(detents: [.closed, .medium, .large]),
    ///     content: placesList, scrolledWindow: placesScroller, initialDetent: .medium)
    /// gtk_window_set_child(window, host.widget)
    /// host.move(sheet, to: .large)
    /// ```
    @MainActor
    public final class DrawerHost {
        /// The widget to put in a window (the overlay).
        public let widget: UnsafeMutablePointer<GtkWidget>
        /// The main content behind the drawers.
        public let mainContent: UnsafeMutablePointer<GtkWidget>
        /// The drawers, bottom to top.
        public private(set) var drawers: [DrawerSlot] = []
        /// The hosting model: the drawers' engines and every hosting rule. `GtkGestureDrag`
        /// reports from the press, so the engines apply their own minimum distance.
        package internal(set) var model = DrawerHostModel<String>(options: .reportsFromPress)
        /// A name for trace lines (the gallery uses the demo's name).
        public var name: String
        /// Whether to write JSON-lines trace events (`TraceLog`) to standard output.
        public var tracesEvents = false
        /// Whether to add a `frame` trace line each time a drawer is drawn at a new extent (needs
        /// ``tracesEvents``; many lines while drawers move).
        public var tracesFrames = false
        /// Called for every engine event of every drawer, after it is traced.
        public var onEvent: ((DrawerSlot, DrawerEvent) -> Void)?
        /// Called when a person's dismissal of a drawer that confirms them
        /// (`DrawerGestureOptions.confirmsDismissal`) is held at its threshold: the app asks its
        /// question and answers with ``confirmDismissal(_:hold:)`` or ``cancelDismissal(_:hold:)``.
        public var onDismissalHold: ((DrawerSlot, DrawerDismissalHold) -> Void)?
        /// Called when a held dismissal ends (answered, or withdrawn by a drag or the app's own
        /// move): the app hides its question.
        public var onDismissalHoldEnded: ((DrawerSlot, DrawerDismissalHold, DrawerDismissalHold.Outcome) -> Void)?
        /// Called whenever a drawer comes to rest after moving (a drag, a settle, a glide).
        public var onSettle: ((DrawerSlot) -> Void)?
        /// Called with a drawer's content context (seed 001: detent, size, progress, offset, open
        /// fraction) whenever it changes, on the frame it is drawn: the content adapts with it.
        public var onContentContext: ((DrawerSlot, DrawerContentContext) -> Void)?
        /// Called with ``coveredInsets`` whenever it changes, on the frame the drawers are drawn
        /// there: live through drags and springs (a map's padding, a button riding above a sheet).
        public var onCoveredInsets: ((DrawerInsets) -> Void)?
        /// How far in from each side of the window's content the drawers' panels cover it, as last
        /// drawn (`DrawerHostModel.coveredInsets()`).
        public internal(set) var coveredInsets = DrawerInsets.zero

        /// Whether drawers dim what is behind them (the app's switch; detents still decide how much).
        public var isDimmingEnabled: Bool { model.isDimmingEnabled }
        /// Whether settles use the short non-bouncing reduce-motion curve.
        public var reduceMotion: Bool { model.stack.reduceMotion }

        /// The box around ``mainContent`` that draws the drawers' scale-back.
        let scaleBackBin: DrawerScaleBackBin
        /// How far the drawers push the main content back now (`DrawerScaleBack`,
        /// from drawers whose `DrawerHostDrawerOptions.scalesBackBehind` is on), as drawn: the
        /// model's scale to the nearest 1/512, so cairo reuses the text it rasterised for it.
        public var contentScaleBack: DrawerScaleBack { scaleBackBin.effect }

        var overlaySize = CGSize.zero
        /// The window's corner radius in points, the container's for the engine
        /// (`DrawerContainer.cornerRadius`): the corners of a floating panel on its edge nest in
        /// it concentrically. 0 (square) by default; libadwaita's windows round theirs by 12 px.
        /// Set it before the window is first laid out, or it applies from the next resize.
        public var windowCornerRadius: CGFloat = 0
        var direction = DrawerLayoutDirection.leftToRight
        var ticker: FrameTicker?
        /// Set when the drawers must be drawn again on the next frame.
        var needsRender = false
        /// The finger on a drawer's scrolled window, while the model's scroll tracker drives it.
        var trackedFinger: TrackedFinger?
        /// Where the pointer is over the host, in its coordinates; `nil` outside it.
        var pointerLocation: CGPoint?
        /// A press on a scrolled window across the drawer's axis, which pans it once the drawer rejects the drag.
        var panAcross: PanAcross?
        /// Whether a scrolled window reported a change the scroll tracker has not seen yet.
        var scrollsChanged = false

        /// Creates a host around `content`.
        public init(content: UnsafeMutablePointer<GtkWidget>, name: String = "drawer") {
            DrawerPanelCSS.installShared()
            self.name = name
            mainContent = content
            widget = gtk_overlay_new()
            scaleBackBin = DrawerScaleBackBin(content: content)
            gtk_overlay_set_child(widget.opaque, scaleBackBin.widget)
            gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
            CSSClass.add("drawer-host", to: widget)
            Signal.connectChildPosition(widget) { [weak self] child in self?.position(of: child) }
            installDragGesture()
            installKeyboard()
            installPointerTracking()
            let overlay = widget
            Signal.connect(widget, "realize", after: true) { DrawerIdleHeapRelease.shared.observe(clockOf: overlay) }
            // Hidden (another page, a closed window): the glass panels' kept backdrops would only be kept.
            Signal.connect(widget, "unmap") { [weak self] in
                for slot in self?.drawers ?? [] { slot.pushBack.releaseGlassImages() }
            }
        }

        /// Whether the process gives the heap's free pages back to the system once its windows
        /// stop drawing (on by default; process-wide, shared by every host).
        ///
        /// GTK's cairo renderer allocates an image the size of every frame's damaged area; under a
        /// moving drawer those sizes change every frame and leave holes in glibc's heap that stay
        /// resident. With this on, 300 ms after the last painted frame one `malloc_trim(0)`
        /// returns them; nothing is done while frames are drawn. Turn it off if the app tunes
        /// the allocator itself. See docs/RELIABILITY.md ("Memory under the storm").
        public static var releasesFreedMemoryWhenIdle: Bool {
            get { DrawerIdleHeapRelease.shared.isEnabled }
            set { DrawerIdleHeapRelease.shared.isEnabled = newValue }
        }

        /// Whether glass (``DrawerPanelAppearance/glass``) keeps the blurred image of what lies
        /// behind it while only the panel moves (on by default; process-wide). Off, every frame
        /// blurs again: only for measuring what the kept image saves (docs/PERFORMANCE.md).
        public static var keepsGlassBackdrop: Bool {
            get { DrawerGlassBackdrop.keepsImage }
            set { DrawerGlassBackdrop.keepsImage = newValue }
        }

        /// Adds a drawer on top of the existing ones.
        ///
        /// - Parameters:
        ///   - id: the drawer's name in traces and callbacks.
        ///   - configuration: detents, edge, style, gestures (DrawerCore's value).
        ///   - content: the widget shown in the panel.
        ///   - scrolledWindow: a `GtkScrolledWindow` inside `content` whose scrolling along the
        ///     drawer's axis is handed off with the drawer's drag.
        ///   - handle: the grabber, none, or a custom widget.
        ///   - fitting: the widget whose natural length (plus the handle's) is the fit-to-content length.
        ///   - appearance: background, shadow and dimming colour.
        ///   - label: the panel's accessible label; `nil` reads the configuration's
        ///     `DrawerPhrase.drawer` ("Drawer", in the process's language).
        ///   - initialDetent: where the drawer starts (without animation).
        @discardableResult
        public func addDrawer(
            id: String, configuration: DrawerConfiguration, content: UnsafeMutablePointer<GtkWidget>,
            scrolledWindow: UnsafeMutablePointer<GtkWidget>? = nil, handle: DrawerHandle = .grabber,
            fitting: UnsafeMutablePointer<GtkWidget>? = nil, appearance: DrawerPanelAppearance = DrawerPanelAppearance(),
            label: String? = nil, initialDetent: DrawerDetent.Identifier? = nil
        ) -> DrawerSlot {
            let slot = DrawerSlot(
                id: id, number: Self.nextNumber(), content: content, scrolledWindow: scrolledWindow, handle: handle,
                fitting: fitting, appearance: appearance,
                label: label ?? configuration.accessibilityLabels.text(for: .drawer), labels: configuration.accessibilityLabels)
            slot.host = self
            model.addDrawer(id, configuration: configuration, selection: initialDetent, time: DrawerClock.now())
            slot.layOut(for: configuration.edge)
            drawers.append(slot)
            gtk_overlay_add_overlay(widget.opaque, slot.dimming)
            gtk_overlay_add_overlay(widget.opaque, slot.pushBack.widget)
            gtk_widget_set_visible(slot.pushBack.widget, 0)
            gtk_widget_set_visible(slot.panel, 0)
            installDimmingClick(slot)
            installWheel(slot)
            installAccessibleActions(slot)
            if case .grabber = handle, let grabber = slot.handle { installGrabber(grabber, for: slot) }
            if overlaySize != .zero { syncContainer() }
            return slot
        }

        /// The drawer named `id`.
        public func drawer(_ id: String) -> DrawerSlot? { drawers.first { $0.id == id } }

        /// The drawer that takes input: the topmost one that is open (or opening).
        public var topDrawer: DrawerSlot? { model.inputDrawer.flatMap { drawer($0) } }

        private static var counter = 0
        private static func nextNumber() -> Int {
            counter += 1
            return counter
        }

        // MARK: Layout

        /// GtkOverlay asks where each overlay child goes: panels where the model says, dimming
        /// layers over the whole overlay.
        func position(of child: UnsafeMutablePointer<GtkWidget>) -> GdkRectangle? {
            syncContainer()
            for slot in drawers {
                if slot.pushBack.widget == child {
                    // Measured here, just before this panel is allocated: measuring a panel's
                    // content after GTK allocated it in this pass (as every child's query used to,
                    // for every drawer) can leave a box inside it needing an allocation when the
                    // frame is drawn ("Trying to snapshot GtkBox … without a current allocation").
                    syncFittingLength(of: slot)
                    let allocation = slot.panelAllocation
                    slot.placedAllocation = allocation
                    return allocation
                }
                if slot.dimming == child {
                    return GdkRectangle(x: 0, y: 0, width: Int32(overlaySize.width), height: Int32(overlaySize.height))
                }
            }
            return nil
        }

        /// Measures `slot`'s fitting content and hands its length to the model.
        func syncFittingLength(of slot: DrawerSlot) {
            guard overlaySize.width > 0, overlaySize.height > 0 else { return }
            let vertical = model.configuration(of: slot.id)?.edge.isVertical ?? true
            let length = slot.fittingLength(in: overlaySize, vertical: vertical)
            model.setContentFittingLength(length, for: slot.id, time: DrawerClock.now())
            syncPageFittingLength(of: slot)
            if !model.events.isEmpty || model.needsFrames {
                needsRender = true
                ensureTicking()
            }
        }

        /// Hands a changed overlay size, reading direction or content length to the model
        /// (without animation for the overlay, so a drawer stays on its detent while a window is
        /// resized).
        func syncContainer() {
            let size = CGSize(width: Int(gtk_widget_get_width(widget)), height: Int(gtk_widget_get_height(widget)))
            guard size.width > 0, size.height > 0 else { return }
            let direction: DrawerLayoutDirection =
                gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL ? .rightToLeft : .leftToRight
            let changed = size != overlaySize || direction != self.direction
            overlaySize = size
            self.direction = direction
            let now = DrawerClock.now()
            // Hidden panels are not allocated (so not asked about below): measure them here, where
            // it cannot disturb what GTK draws. Shown panels are measured just before their own
            // allocation, in position(of:).
            for slot in drawers where gtk_widget_get_visible(slot.panel) == 0 { syncFittingLength(of: slot) }
            if changed {
                // The scale factor lets the engine end settles under half a device pixel.
                let scale = CGFloat(max(1, gtk_widget_get_scale_factor(widget)))
                model.setContainer(
                    DrawerContainer(
                        size: size, layoutDirection: direction, displayScale: scale, cornerRadius: windowCornerRadius),
                    time: now)
                for slot in drawers where slot.isReady { trace("resized", slot, areaOriginFields()) }
            }
            for slot in drawers where !slot.isReady && model.isPlaced(slot.id) {
                slot.isReady = true
                DrawerAccessibility.update(panel: slot.panel, value: model.accessibilityValue(of: slot.id) ?? "")
                trace("drawer-ready", slot)
            }
            // Events are handed out, and visibility and styles changed, on the next frame, not
            // here: this runs during allocation, and an app's handler (or the focus hand-back after
            // a dismissal) must not change widgets while GTK lays them out — that left GTK
            // snapshotting a box without an allocation in the input storm.
            if changed || !model.events.isEmpty { needsRender = true }
            if needsRender || model.needsFrames { ensureTicking() }
        }
    }
#endif
