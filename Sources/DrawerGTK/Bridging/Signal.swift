#if os(Linux)
    import CGtk

    /// Connects GObject signals to Swift closures.
    ///
    /// GLib's `g_signal_connect` is a macro, and a C callback cannot capture Swift state. Each
    /// `connect…` function here retains the closure in a box, passes the box to
    /// `g_signal_connect_data` as user data through `Unmanaged`, and registers a `@convention(c)`
    /// trampoline of the signal's exact C signature that unwraps the box and calls the closure
    /// inside `MainActor.assumeIsolated` (GTK emits signals on the main thread). The box is
    /// released by the destroy notify, when the handler is disconnected or the instance finalized.
    ///
    /// There is one function per handler *shape* (the C signature less the instance and user data),
    /// named after it, because signals of different arities cannot share a trampoline:
    ///
    /// | Function | C shape | Signals |
    /// | --- | --- | --- |
    /// | ``connect(_:_:after:_:)`` | `void (instance)` | `clicked`, `value-changed`, `activate`, `scroll-begin` |
    /// | ``connectReturningBool(_:_:after:_:)`` | `gboolean (instance)` | `close-request` |
    /// | ``connectNotify(_:property:after:_:)`` | `void (instance, GParamSpec*)` | `notify::<property>` |
    /// | ``connectPoint(_:_:after:_:)`` | `void (instance, double, double)` | `drag-begin`, `drag-update`, `drag-end`, `decelerate`, `swipe` |
    /// | ``connectPress(_:_:after:_:)`` | `void (instance, int, double, double)` | GtkGestureClick `pressed`, `released` |
    /// | ``connectScroll(_:_:after:_:)`` | `gboolean (instance, double, double)` | GtkEventControllerScroll `scroll` |
    /// | ``connectKeyPressed(_:after:_:)`` | `gboolean (instance, guint, guint, GdkModifierType)` | `key-pressed` |
    /// | ``connectChildPosition(_:after:_:)`` | `gboolean (overlay, GtkWidget*, GdkRectangle*)` | GtkOverlay `get-child-position` |
    /// | ``connectActivate(_:_:)`` | `void (action, GVariant*)` | GSimpleAction `activate` |
    ///
    /// Connecting a closure of the wrong shape to a signal is undefined behaviour, as in C.
    ///
    /// ```swift
    /// Signal.connect(button, "clicked") { TraceLog.emit("clicked") }
    /// Signal.connectPoint(drag, "drag-update") { dx, dy in engine.dragMoved(dy) }
    /// ```
    package enum Signal {}

    /// A connected signal handler.
    ///
    /// Keep it to disconnect the handler early; dropping it leaves the handler connected for the
    /// instance's lifetime (the usual case for a widget's own controllers).
    package struct SignalConnection {
        /// The instance the handler is connected to.
        package let instance: UnsafeMutableRawPointer
        /// GLib's handler id; 0 if connecting failed (unknown signal name; GLib logs a critical).
        package let handlerID: gulong

        /// Whether GLib accepted the connection.
        package var isConnected: Bool { handlerID != 0 }

        /// Disconnects the handler and releases its closure.
        ///
        /// Call only while the instance is alive. Disconnecting twice is harmless.
        @MainActor
        package func disconnect() {
            guard handlerID != 0, g_signal_handler_is_connected(instance, handlerID) != 0 else { return }
            g_signal_handler_disconnect(instance, handlerID)
        }
    }

    /// Type-erased base of the boxes that carry Swift closures through C user data.
    package class CallbackBox {}

    /// Holds a Swift closure (or any value) for a C callback's user data.
    package final class ClosureBox<Value>: CallbackBox {
        /// The boxed value, usually a closure.
        package let value: Value

        /// Boxes a value.
        package init(_ value: Value) { self.value = value }
    }

    extension Signal {
        /// Retains `value` in a box and returns it as C user data; balance with ``releaseBox(_:)``.
        static func retainBox<Value>(_ value: Value) -> UnsafeMutableRawPointer {
            Unmanaged.passRetained(ClosureBox(value) as CallbackBox).toOpaque()
        }

        /// The value in a box made by ``retainBox(_:)``, without changing its retain count.
        static func unbox<Value>(_ data: UnsafeMutableRawPointer?, as type: Value.Type) -> Value? {
            guard let data else { return nil }
            let box = Unmanaged<CallbackBox>.fromOpaque(data).takeUnretainedValue()
            return (box as? ClosureBox<Value>)?.value
        }

        /// Releases a box made by ``retainBox(_:)``; used as GLib destroy notify.
        static func releaseBox(_ data: UnsafeMutableRawPointer?) {
            guard let data else { return }
            Unmanaged<CallbackBox>.fromOpaque(data).release()
        }

        /// Wraps a `cgtk_connect_*` call: boxes the handler, connects, and releases the box
        /// itself when GLib refused the connection (GLib then never calls the destroy notify).
        static func attach<Handler>(
            _ instance: some GObjectPointer,
            _ handler: Handler,
            _ connect: (UnsafeMutableRawPointer, UnsafeMutableRawPointer) -> gulong
        ) -> SignalConnection {
            let data = retainBox(handler)
            let id = connect(instance.gpointer, data)
            if id == 0 { releaseBox(data) }
            return SignalConnection(instance: instance.gpointer, handlerID: id)
        }

        /// GLib's gboolean for a Swift Bool.
        static func glibBool(_ value: Bool) -> gboolean { value ? 1 : 0 }
    }
#endif
