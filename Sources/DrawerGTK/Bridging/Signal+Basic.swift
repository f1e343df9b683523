#if os(Linux)
    import CGtk

    extension Signal {
        /// A handler taking no arguments beyond the instance.
        package typealias VoidHandler = @MainActor () -> Void
        /// A handler taking no arguments beyond the instance and returning a gboolean.
        package typealias BoolHandler = @MainActor () -> Bool

        /// Connects a handler for a signal of C shape `void (instance, user_data)`.
        ///
        /// For GtkButton `clicked`, GtkAdjustment `value-changed`, GtkApplication `activate`,
        /// GtkEventControllerScroll `scroll-begin` / `scroll-end`, GtkWidget `map`, `realize`.
        ///
        /// ```swift
        /// Signal.connect(adjustment, "value-changed") { offset = gtk_adjustment_get_value(adjustment) }
        /// ```
        /// - Parameters:
        ///   - instance: the emitting object.
        ///   - signal: the signal's detailed name.
        ///   - after: run after the default handler (`G_CONNECT_AFTER`).
        ///   - handler: called on the main actor at each emission.
        @MainActor @discardableResult
        package static func connect(
            _ instance: some GObjectPointer, _ signal: String, after: Bool = false,
            _ handler: @escaping VoidHandler
        ) -> SignalConnection {
            attach(instance, handler) { object, data in
                cgtk_connect_void(
                    object, signal,
                    { _, data in
                        guard let handler = Signal.unbox(data, as: VoidHandler.self) else { return }
                        MainActor.assumeIsolated { handler() }
                    },
                    data, { data, _ in Signal.releaseBox(data) }, glibBool(after))
            }
        }

        /// Connects a handler for a signal of C shape `gboolean (instance, user_data)`.
        ///
        /// For GtkWindow `close-request` (return `true` to keep the window open).
        @MainActor @discardableResult
        package static func connectReturningBool(
            _ instance: some GObjectPointer, _ signal: String, after: Bool = false,
            _ handler: @escaping BoolHandler
        ) -> SignalConnection {
            attach(instance, handler) { object, data in
                cgtk_connect_bool(
                    object, signal,
                    { _, data in
                        guard let handler = Signal.unbox(data, as: BoolHandler.self) else { return 0 }
                        return MainActor.assumeIsolated { Signal.glibBool(handler()) }
                    },
                    data, { data, _ in Signal.releaseBox(data) }, glibBool(after))
            }
        }

        /// Connects a handler to `notify::<property>`, called when the property changes.
        ///
        /// ```swift
        /// Signal.connectNotify(window, property: "default-height") { relayout() }
        /// ```
        /// - Parameter property: the property's canonical name, such as `"upper"` or `"default-width"`.
        @MainActor @discardableResult
        package static func connectNotify(
            _ instance: some GObjectPointer, property: String, after: Bool = false,
            _ handler: @escaping VoidHandler
        ) -> SignalConnection {
            attach(instance, handler) { object, data in
                cgtk_connect_notify(
                    object, "notify::\(property)",
                    { _, _, data in
                        guard let handler = Signal.unbox(data, as: VoidHandler.self) else { return }
                        MainActor.assumeIsolated { handler() }
                    },
                    data, { data, _ in Signal.releaseBox(data) }, glibBool(after))
            }
        }
    }
#endif
