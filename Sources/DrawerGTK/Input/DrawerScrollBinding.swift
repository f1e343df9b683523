#if os(Linux)
    import CGtk
    import DrawerCore
    import Foundation

    /// Connects a `GtkScrolledWindow` inside a drawer to the engine's idea of the content's scroll
    /// state: reads offset and lengths from its adjustment along the drawer's axis, and writes the
    /// offset the engine decides while it owns scrolling (drags, glides, wheel).
    @MainActor
    final class DrawerScrollBinding {
        /// The scrolled window.
        let scrolledWindow: UnsafeMutablePointer<GtkWidget>
        /// Its adjustment along the drawer's axis.
        let adjustment: UnsafeMutablePointer<GtkAdjustment>
        /// Set while this binding writes the adjustment, so its own change is not reported back.
        private(set) var isApplying = false
        /// The handlers ``observe(_:)`` connected, until ``stopObserving()``.
        private var connections: [SignalConnection] = []

        init(scrolledWindow: UnsafeMutablePointer<GtkWidget>, vertical: Bool) {
            self.scrolledWindow = scrolledWindow
            let window = scrolledWindow.opaque
            adjustment = vertical ? gtk_scrolled_window_get_vadjustment(window) : gtk_scrolled_window_get_hadjustment(window)
        }

        /// The offset from the content's start.
        var offset: CGFloat { CGFloat(gtk_adjustment_get_value(adjustment) - gtk_adjustment_get_lower(adjustment)) }

        /// The scroll state as DrawerCore models it.
        var state: DrawerScrollState {
            let lower = gtk_adjustment_get_lower(adjustment)
            return DrawerScrollState(
                offset: CGFloat(gtk_adjustment_get_value(adjustment) - lower),
                contentLength: CGFloat(gtk_adjustment_get_upper(adjustment) - lower),
                viewportLength: CGFloat(gtk_adjustment_get_page_size(adjustment)))
        }

        /// Whether the content can scroll at all along the axis.
        var canScroll: Bool { state.maximumOffset > 0 }

        /// Writes `offset` (from the content's start) to the adjustment.
        func apply(offset: CGFloat) {
            isApplying = true
            gtk_adjustment_set_value(adjustment, gtk_adjustment_get_lower(adjustment) + Double(offset))
            isApplying = false
        }

        /// Calls `handler` when the content scrolls or changes size by itself.
        func observe(_ handler: @escaping @MainActor () -> Void) {
            connections.append(
                Signal.connect(adjustment, "value-changed") { [weak self] in
                    if self?.isApplying == false { handler() }
                })
            connections.append(
                Signal.connect(adjustment, "changed") { [weak self] in
                    if self?.isApplying == false { handler() }
                })
        }

        /// Disconnects what ``observe(_:)`` connected: an adjustment outlives the tracking of its
        /// window (a page's list is tracked again at every push), and its handlers would pile up.
        func stopObserving() {
            for connection in connections { connection.disconnect() }
            connections = []
        }

        /// A wheel step in pixels, as GtkScrolledWindow computes it: page size to the power 2/3.
        var wheelStep: Double {
            let page = gtk_adjustment_get_page_size(adjustment)
            return page > 0 ? pow(page, 2.0 / 3.0) : 50
        }

        /// The scrolled window's rectangle in `ancestor`'s coordinates, or `nil` while it is not
        /// mapped.
        func bounds(in ancestor: UnsafeMutablePointer<GtkWidget>) -> CGRect? {
            guard gtk_widget_get_mapped(scrolledWindow) != 0 else { return nil }
            var bounds = graphene_rect_t()
            guard gtk_widget_compute_bounds(scrolledWindow, ancestor, &bounds) != 0 else { return nil }
            return CGRect(
                x: CGFloat(bounds.origin.x), y: CGFloat(bounds.origin.y),
                width: CGFloat(bounds.size.width), height: CGFloat(bounds.size.height))
        }

        /// Whether `point` (in `ancestor`'s coordinates) lies inside the scrolled window.
        func contains(_ point: CGPoint, in ancestor: UnsafeMutablePointer<GtkWidget>) -> Bool {
            bounds(in: ancestor)?.contains(point) ?? false
        }
    }
#endif
