#if os(Linux)
    import CGtk

    extension Signal {
        /// Decides where a GtkOverlay places one of its overlay children.
        ///
        /// Receives the child; returns its rectangle in the overlay's coordinates, or `nil` to let
        /// GtkOverlay use its default placement (from the child's alignment and size request).
        package typealias ChildPositionHandler =
            @MainActor (_ child: UnsafeMutablePointer<GtkWidget>) -> GdkRectangle?

        /// Connects a handler for GtkOverlay `get-child-position`
        /// (C shape `gboolean (overlay, GtkWidget*, GdkRectangle*, user_data)`).
        ///
        /// GtkOverlay asks at every allocation; call `gtk_widget_queue_allocate(overlay)` when the
        /// answer changes (`DrawerHost` moves a panel that keeps its size in place instead, so
        /// a moving drawer does not lay out the window on every frame).
        ///
        /// ```swift
        /// Signal.connectChildPosition(overlay) { child in
        ///     child == panel ? GdkRectangle(x: 0, y: Int32(top), width: width, height: height) : nil
        /// }
        /// ```
        @MainActor @discardableResult
        package static func connectChildPosition(
            _ overlay: some GObjectPointer, after: Bool = false,
            _ handler: @escaping ChildPositionHandler
        ) -> SignalConnection {
            attach(overlay, handler) { object, data in
                cgtk_connect_child_position(
                    object, "get-child-position",
                    { _, child, allocation, data in
                        guard let child, let allocation,
                            let handler = Signal.unbox(data, as: ChildPositionHandler.self)
                        else { return 0 }
                        let rect = MainActor.assumeIsolated { handler(child) }
                        guard let rect else { return 0 }
                        allocation.pointee = rect
                        return 1
                    },
                    data, { data, _ in Signal.releaseBox(data) }, glibBool(after))
            }
        }
    }
#endif
