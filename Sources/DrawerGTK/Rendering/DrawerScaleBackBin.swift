#if os(Linux)
    import CGtk
    import DrawerCore

    /// The widget the host puts around its main content, and around each drawer's panel, so
    /// drawers can push them back (`DrawerScaleBack`: the iOS page sheet's and vaul's scale-back).
    ///
    /// GtkOverlay allocates its main child without a transform, so the content sits in a box whose
    /// layout manager is a `GtkCustomLayout`: it gives its only child the box's whole size and the
    /// effect as a `GskTransform` (a scale about the centre, then the offset along the drawer's
    /// axis). A new effect only re-allocates the box with the same size, so GTK keeps the content's
    /// own layout and redraws it transformed: no CSS restyle per frame. The corner radius is drawn
    /// by an inner clip box with CSS class `drawer-scaled-back` (a rounded `overflow: hidden`)
    /// while the effect is on, switched once per open and close, not per frame. A panel has its
    /// own rounded corners, so its bin has no clip box (`roundsCorners: false`).
    ///
    /// While pushed back, the content's pixels come from one image of it scaled
    /// (``DrawerPushedBackImage``, drawn by the bin's own snapshot): cairo drawing the content
    /// itself at each scale kept a set of glyph images per scale.
    @MainActor
    final class DrawerScaleBackBin {
        /// The widget for the overlay's main child.
        let widget: UnsafeMutablePointer<GtkWidget>
        /// The clip box around the content, rounded while pushed back; `nil` without one.
        let clip: UnsafeMutablePointer<GtkWidget>?
        private let state = State()
        /// The effect drawn now.
        var effect: DrawerScaleBack { state.effect }

        /// Wraps `content`; `roundsCorners` adds the clip box that rounds it while pushed back.
        init(content: UnsafeMutablePointer<GtkWidget>, roundsCorners: Bool = true) {
            widget = Self.makeWidget()
            gtk_widget_set_hexpand(content, 1)
            gtk_widget_set_vexpand(content, 1)
            if roundsCorners {
                let clip = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
                gtk_box_append(clip.cast(), content)
                gtk_widget_set_overflow(clip, GTK_OVERFLOW_HIDDEN)
                gtk_box_append(widget.cast(), clip)
                self.clip = clip
            } else {
                gtk_box_append(widget.cast(), content)
                clip = nil
            }
            g_object_set_data_full(widget.cast(), "drawer-scale-back", Signal.retainBox(state)) { Signal.releaseBox($0) }
            gtk_widget_set_layout_manager(widget, gtk_custom_layout_new(nil, Self.measure, Self.allocate))
            // A hidden page (another demo, a closed window) draws nothing: its image would only be kept.
            let state = state
            // The glass's image is kept while only the panel is hidden: reopening a sheet over the
            // same window is a move of the panel only (DrawerGlassBackdrop), and the image checks
            // what lies behind. The host releases it when its whole overlay is hidden
            // (releaseGlassImages).
            Signal.connect(widget, "unmap") { state.image.release() }
        }

        /// Draws `effect` with the content pushed along `side`'s axis (down for a bottom sheet's
        /// content, away from a side drawer), its scale on ``DrawerScaleBackSteps``' grid. Returns
        /// whether what is drawn changed.
        @discardableResult
        func apply(_ effect: DrawerScaleBack, side: DrawerPhysicalEdge) -> Bool {
            // Drawn on a grid of scales: a frame within the same step redraws nothing (DrawerScaleBackSteps).
            let effect = DrawerScaleBackSteps.snapped(effect)
            guard effect != state.effect || side != state.side else { return false }
            state.effect = effect
            state.side = side
            if let clip { CSSClass.set("drawer-scaled-back", effect != .none, on: clip) }
            gtk_widget_queue_allocate(widget)
            return true
        }

        /// While the drawer grows out of its source (`DrawerMorph`): the panel keeps `size`
        /// (its size where the morph ends), placed at `offset` from the bin's corner, and the
        /// bin — as small as the morph's outline — clips it, rounded by its CSS (class
        /// `drawer-morph-clip`). `nil` when no morph runs. Returns whether it changed.
        @discardableResult
        func applyMorph(size: (width: Int32, height: Int32, x: Float, y: Float)?) -> Bool {
            let same: Bool
            switch (size, state.morph) {
            case (nil, nil): same = true
            case (let a?, let b?): same = a == b
            default: same = false
            }
            guard !same else { return false }
            if (size == nil) != (state.morph == nil) {
                gtk_widget_set_overflow(widget, size == nil ? GTK_OVERFLOW_VISIBLE : GTK_OVERFLOW_HIDDEN)
                CSSClass.set("drawer-morph-clip", size != nil, on: widget)
            }
            state.morph = size
            gtk_widget_queue_resize(widget)
            return true
        }

        /// Draws a shaped panel inside `outline` (``DrawerPanelOutline``) instead of its
        /// rectangle, or nothing extra for `nil`. Only a redraw: the bin keeps its size. Returns
        /// whether it changed.
        @discardableResult
        func applyOutline(_ outline: DrawerPanelOutline?) -> Bool {
            guard outline != state.outline else { return false }
            if outline?.glass == nil { state.glass.release() }
            state.outline = outline
            gtk_widget_queue_draw(widget)
            return true
        }

        /// The first overlay child in front of the glass (the drawer's own dimming layer): what
        /// lies before it is blurred behind the glass.
        var glassStop: UnsafeMutablePointer<GtkWidget>? {
            get { state.glassStop }
            set { state.glassStop = newValue }
        }

        /// Gives back the glass's blurred backdrop, kept while the panel is hidden for a cheap
        /// reopen: the host calls this when its overlay is unmapped (another page shown, the window
        /// closed), where nothing behind the glass is on screen. A closed sheet's bin was unmapped
        /// already when it closed, so its own unmap cannot tell (issue 36: a hidden glass demo kept
        /// two window-sized images, 5.6 MB in the soak, while other demos were shown).
        func releaseGlassImages() { state.glass.release() }

        /// How many blurred backdrops the glass has made (``DrawerGlassBackdrop``; traced as `glassImages`).
        var glassImagesMade: Int { state.glass.imagesMade }

        final class State {
            var effect = DrawerScaleBack.none
            var side = DrawerPhysicalEdge.bottom
            var morph: (width: Int32, height: Int32, x: Float, y: Float)?
            /// The pushed-back content as one image (see `snapshot`), held while it is pushed back.
            let image = DrawerPushedBackImage()
            /// The outline a shaped panel is drawn in, if any.
            var outline: DrawerPanelOutline?
            /// The blurred backdrop of a glass outline.
            let glass = DrawerGlassBackdrop()
            /// See ``DrawerScaleBackBin/glassStop``.
            var glassStop: UnsafeMutablePointer<GtkWidget>?
        }

        /// The state of the bin `widget`, for GTK's layout and snapshot callbacks (on the main thread).
        static func state(of widget: UnsafeMutablePointer<GtkWidget>) -> State? {
            Signal.unbox(g_object_get_data(widget.cast(), "drawer-scale-back"), as: State.self)
        }

        private static let measure: GtkCustomMeasureFunc = { widget, orientation, forSize, minimum, natural, _, _ in
            guard let widget, let child = gtk_widget_get_first_child(widget) else { return }
            // Growing out of a source, the bin may be smaller than the panel: it clips it.
            let morphing = state(of: widget)?.morph != nil
            if morphing {
                var childMinimum: Int32 = 0
                gtk_widget_measure(child, orientation, -1, &childMinimum, nil, nil, nil)
                minimum?.pointee = 0
                natural?.pointee = 0
                return
            }
            gtk_widget_measure(child, orientation, forSize, minimum, natural, nil, nil)
        }

        private static let allocate: GtkCustomAllocateFunc = { widget, width, height, baseline in
            guard let widget, let child = gtk_widget_get_first_child(widget) else { return }
            let state = state(of: widget)
            let (effect, side) = (state?.effect ?? .none, state?.side ?? .bottom)
            if let morph = state?.morph {
                var offset = graphene_point_t(x: morph.x, y: morph.y)
                let transform = morph.x == 0 && morph.y == 0 ? nil : gsk_transform_translate(nil, &offset)
                gtk_widget_allocate(child, morph.width, morph.height, -1, transform)
                return
            }
            guard effect != .none else {
                gtk_widget_allocate(child, width, height, baseline, nil)
                return
            }
            let translation = effect.translation(towards: side)
            let shift = (x: Float(translation.x), y: Float(translation.y))
            var centre = graphene_point_t(x: Float(width) / 2 + shift.x, y: Float(height) / 2 + shift.y)
            var back = graphene_point_t(x: -Float(width) / 2, y: -Float(height) / 2)
            var transform = gsk_transform_translate(nil, &centre)
            transform = gsk_transform_scale(transform, Float(effect.scale), Float(effect.scale))
            transform = gsk_transform_translate(transform, &back)
            gtk_widget_allocate(child, width, height, baseline, transform)
        }
    }
#endif
