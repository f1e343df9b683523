#if os(Linux)
    import CGtk

    extension Signal {
        /// Connects a handler for GSimpleAction `activate`, C shape
        /// `void (action, GVariant *parameter, user_data)`; the parameter is ignored (the actions
        /// DrawerGTK makes take none).
        ///
        /// ```swift
        /// Signal.connectActivate(action) { host.expand(slot) }
        /// ```
        /// - Parameters:
        ///   - action: the GSimpleAction.
        ///   - handler: called on the main actor at each activation.
        @MainActor @discardableResult
        package static func connectActivate(
            _ action: some GObjectPointer, _ handler: @escaping VoidHandler
        ) -> SignalConnection {
            attach(action, handler) { object, data in
                cgtk_connect_action(
                    object, "activate",
                    { _, _, data in
                        guard let handler = Signal.unbox(data, as: VoidHandler.self) else { return }
                        MainActor.assumeIsolated { handler() }
                    },
                    data, { data, _ in Signal.releaseBox(data) }, 0)
            }
        }
    }
#endif
