#if os(Linux)
    import CGtk

    /// What a frame-tick handler wants next.
    package enum FrameTickResult: Sendable {
        /// Call the handler again on the next frame.
        case `continue`
        /// Remove the tick callback.
        case stop
    }

    /// Runs a Swift closure on every frame of a widget's frame clock.
    ///
    /// Wraps `gtk_widget_add_tick_callback`. The handler receives the frame time from
    /// `gdk_frame_clock_get_frame_time`, converted from microseconds to seconds: the time DrawerCore
    /// expects. GTK only ticks a widget while it is mapped; the clock advances once per frame
    /// (in Xvfb with `GSK_RENDERER=cairo`, about 60 Hz).
    ///
    /// ```swift
    /// let ticker = FrameTicker(widget: overlay) { now in
    ///     let frame = engine.step(at: now)
    ///     gtk_widget_queue_allocate(overlay)
    ///     return frame.isSettled ? .stop : .continue
    /// }
    /// // later, to stop early:
    /// ticker.remove()
    /// ```
    @MainActor
    package final class FrameTicker {
        /// A frame-tick handler: receives the frame time in seconds.
        package typealias Handler = @MainActor (_ seconds: Double) -> FrameTickResult

        private let widget: UnsafeMutablePointer<GtkWidget>
        private let state: TickState
        private var callbackID: guint = 0

        /// Whether the callback is still installed: `false` after ``remove()`` or a `.stop`.
        package var isActive: Bool { callbackID != 0 && !state.isFinished }

        /// Adds a tick callback to `widget`, which must outlive the ticker or the callback.
        package init(widget: some GObjectPointer, _ handler: @escaping Handler) {
            self.widget = widget.widget
            state = TickState(handler: handler)
            callbackID = gtk_widget_add_tick_callback(
                widget.widget,
                { _, clock, data in
                    guard let state = Signal.unbox(data, as: TickState.self) else { return 0 }
                    let micros = clock.map { gdk_frame_clock_get_frame_time($0) } ?? g_get_monotonic_time()
                    let result = MainActor.assumeIsolated { state.handler(Double(micros) / 1_000_000) }
                    if result == .stop { state.isFinished = true }
                    return result == .continue ? 1 : 0
                },
                Signal.retainBox(state),
                { data in Signal.releaseBox(data) })
        }

        /// Removes the tick callback; harmless if it already stopped.
        package func remove() {
            guard isActive else { return }
            gtk_widget_remove_tick_callback(widget, callbackID)
            state.isFinished = true
            callbackID = 0
        }

        /// The current frame time of `widget`'s frame clock in seconds, or `nil` when the widget
        /// is not realized (it has no frame clock yet).
        package static func frameTime(of widget: some GObjectPointer) -> Double? {
            guard let clock = gtk_widget_get_frame_clock(widget.widget) else { return nil }
            return Double(gdk_frame_clock_get_frame_time(clock)) / 1_000_000
        }
    }

    /// What the C tick callback needs: the handler, and whether it asked to stop.
    private final class TickState {
        let handler: FrameTicker.Handler
        var isFinished = false

        init(handler: @escaping FrameTicker.Handler) { self.handler = handler }
    }
#endif
