#if os(Linux)
    import CGtk

    extension Signal {
        /// A handler receiving two doubles: a point, an offset or a velocity.
        package typealias PointHandler = @MainActor (_ x: Double, _ y: Double) -> Void
        /// A handler receiving a press count and a point.
        package typealias PressHandler = @MainActor (_ pressCount: Int, _ x: Double, _ y: Double) -> Void
        /// A scroll handler receiving deltas; returns whether it consumed the event.
        package typealias ScrollHandler = @MainActor (_ dx: Double, _ dy: Double) -> Bool
        /// A key handler; returns whether it consumed the event.
        package typealias KeyHandler =
            @MainActor (_ keyval: UInt32, _ keycode: UInt32, _ state: GdkModifierType) -> Bool

        /// Connects a handler for a signal of C shape `void (instance, double, double, user_data)`.
        ///
        /// For GtkGestureDrag `drag-begin` (start point, widget coordinates), `drag-update` and
        /// `drag-end` (offset from the start point), GtkEventControllerScroll `decelerate` and
        /// GtkGestureSwipe `swipe` (velocity, pixels per second).
        ///
        /// ```swift
        /// let drag = gtk_gesture_drag_new()
        /// Signal.connectPoint(drag, "drag-update") { dx, dy in panelOffset = dy }
        /// ```
        @MainActor @discardableResult
        package static func connectPoint(
            _ instance: some GObjectPointer, _ signal: String, after: Bool = false,
            _ handler: @escaping PointHandler
        ) -> SignalConnection {
            attach(instance, handler) { object, data in
                cgtk_connect_point(
                    object, signal,
                    { _, x, y, data in
                        guard let handler = Signal.unbox(data, as: PointHandler.self) else { return }
                        MainActor.assumeIsolated { handler(x, y) }
                    },
                    data, { data, _ in Signal.releaseBox(data) }, glibBool(after))
            }
        }

        /// Connects a handler for GtkGesture `cancel` (C shape `void (instance, GdkEventSequence*,
        /// user_data)`): GTK took a sequence away from the gesture (a grab, its widget unmapped,
        /// another gesture claimed it). The sequence is not passed on: the host has one drag.
        @MainActor @discardableResult
        package static func connectCancel(
            _ instance: some GObjectPointer, after: Bool = false, _ handler: @escaping VoidHandler
        ) -> SignalConnection {
            attach(instance, handler) { object, data in
                cgtk_connect_sequence(
                    object, "cancel",
                    { _, _, data in
                        guard let handler = Signal.unbox(data, as: VoidHandler.self) else { return }
                        MainActor.assumeIsolated { handler() }
                    },
                    data, { data, _ in Signal.releaseBox(data) }, glibBool(after))
            }
        }

        /// Connects a handler for GtkGestureClick `pressed` / `released`
        /// (C shape `void (instance, int n_press, double x, double y, user_data)`).
        @MainActor @discardableResult
        package static func connectPress(
            _ instance: some GObjectPointer, _ signal: String, after: Bool = false,
            _ handler: @escaping PressHandler
        ) -> SignalConnection {
            attach(instance, handler) { object, data in
                cgtk_connect_press(
                    object, signal,
                    { _, count, x, y, data in
                        guard let handler = Signal.unbox(data, as: PressHandler.self) else { return }
                        MainActor.assumeIsolated { handler(Int(count), x, y) }
                    },
                    data, { data, _ in Signal.releaseBox(data) }, glibBool(after))
            }
        }

        /// Connects a handler for GtkEventControllerScroll `scroll`
        /// (C shape `gboolean (instance, double dx, double dy, user_data)`).
        ///
        /// Deltas are in scroll units: lines for a discrete wheel, pixels for a touchpad
        /// (see `gtk_event_controller_scroll_get_unit` on GTK ≥ 4.8). Return `true` to stop
        /// propagation, so the content does not scroll as well.
        @MainActor @discardableResult
        package static func connectScroll(
            _ instance: some GObjectPointer, _ signal: String = "scroll", after: Bool = false,
            _ handler: @escaping ScrollHandler
        ) -> SignalConnection {
            attach(instance, handler) { object, data in
                cgtk_connect_scroll(
                    object, signal,
                    { _, dx, dy, data in
                        guard let handler = Signal.unbox(data, as: ScrollHandler.self) else { return 0 }
                        return MainActor.assumeIsolated { Signal.glibBool(handler(dx, dy)) }
                    },
                    data, { data, _ in Signal.releaseBox(data) }, glibBool(after))
            }
        }

        /// Connects a handler for GtkEventControllerKey `key-pressed`
        /// (C shape `gboolean (instance, guint keyval, guint keycode, GdkModifierType, user_data)`).
        ///
        /// Compare `keyval` with `GDK_KEY_*` constants (for example `UInt32(GDK_KEY_Escape)`).
        /// Return `true` when the key was handled.
        @MainActor @discardableResult
        package static func connectKeyPressed(
            _ instance: some GObjectPointer, after: Bool = false,
            _ handler: @escaping KeyHandler
        ) -> SignalConnection {
            attach(instance, handler) { object, data in
                cgtk_connect_key(
                    object, "key-pressed",
                    { _, keyval, keycode, state, data in
                        guard let handler = Signal.unbox(data, as: KeyHandler.self) else { return 0 }
                        return MainActor.assumeIsolated {
                            Signal.glibBool(handler(keyval, keycode, state))
                        }
                    },
                    data, { data, _ in Signal.releaseBox(data) }, glibBool(after))
            }
        }
    }
#endif
