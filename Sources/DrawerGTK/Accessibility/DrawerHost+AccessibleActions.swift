#if os(Linux)
    import CGtk
    import DrawerCore

    extension DrawerHost {
        /// The actions an assistive technology can perform on a drawer's panel, over AT-SPI:
        /// `drawer.expand` (next larger stop), `drawer.collapse` (next smaller stop) and
        /// `drawer.close` (the escape gesture), the engine's accessibility increment, decrement
        /// and escape. GTK 4 offers a plain widget's own action groups as its AT-SPI actions
        /// (under their action names; GTK 4.8 has no localised action names), so the panel gets
        /// an action group; an action that cannot move the drawer does nothing.
        func installAccessibleActions(_ slot: DrawerSlot) {
            guard let group = g_simple_action_group_new() else { return }
            let actions: [(String, (inout DrawerHostModel<String>, String, Double) -> Bool)] = [
                ("expand", { $0.accessibilityIncrement($1, time: $2) }),
                ("collapse", { $0.accessibilityDecrement($1, time: $2) }),
                ("close", { $0.accessibilityEscape($1, time: $2) }),
            ]
            for (name, perform) in actions {
                guard let action = g_simple_action_new(name, nil) else { continue }
                Signal.connectActivate(action) { [weak self, weak slot] in
                    guard let self, let slot else { return }
                    let handled = perform(&self.model, slot.id, DrawerClock.now())
                    self.trace(
                        "accessibility-action",
                        [("drawer", .string(slot.id)), ("action", .string(name)), ("handled", .bool(handled))])
                    self.afterInput()
                }
                g_action_map_add_action(group.opaque, action.opaque)
                g_object_unref(action.gpointer)
            }
            gtk_widget_insert_action_group(slot.panel, "drawer", group.opaque)
            g_object_unref(group.gpointer)
        }
    }
#endif
