#if os(Linux)
    import CGtk
    import DrawerCore

    extension DrawerHost {
        /// Keyboard focus for a modal drawer: one that rests where it blocks what is behind it
        /// (its frame does not pass the background through, so it dims it).
        ///
        /// When such a drawer settles, the widget that had focus is remembered and focus moves
        /// to the drawer's first focusable widget; when the drawer closes, or settles where it no
        /// longer blocks, focus goes back to the remembered widget (if it is still in the window
        /// and can take focus; otherwise to the main content). While it is modal, Tab and
        /// Shift+Tab cycle inside it (``trapTab(keyval:state:)``). Undimmed drawers never move focus.
        func updateModalFocus(_ slot: DrawerSlot) {
            guard let root = gtk_widget_get_root(widget) else { return }
            let modal = model.isModal(slot.id)
            if modal {
                guard slot.focusBeforeModal == nil else { return }
                let focus = gtk_root_get_focus(root)
                if let focus, focus == slot.panel || gtk_widget_is_ancestor(focus, slot.panel) != 0 { return }
                if let focus { g_object_ref(focus.gpointer) }
                slot.focusBeforeModal = focus ?? mainContent
                if focus == nil { g_object_ref(mainContent.gpointer) }
                _ = gtk_widget_child_focus(slot.panel, GTK_DIR_TAB_FORWARD)
            } else {
                restoreFocus(from: slot)
            }
        }

        /// Gives focus back to where it was before `slot` became modal (see ``updateModalFocus(_:)``).
        func restoreFocus(from slot: DrawerSlot) {
            guard let saved = slot.focusBeforeModal else {
                returnFocusIfNeeded(from: slot)
                return
            }
            slot.focusBeforeModal = nil
            defer { g_object_unref(saved.gpointer) }
            guard let root = gtk_widget_get_root(widget),
                let savedRoot = gtk_widget_get_root(saved), savedRoot == root,
                gtk_widget_is_visible(saved) != 0, gtk_widget_grab_focus(saved) != 0
            else {
                returnFocusIfNeeded(from: slot)
                return
            }
        }

        /// Tab and Shift+Tab while the top drawer is modal: move focus inside its panel, wrapping
        /// at either end, so the keyboard cannot leave it. Returns whether the key was used.
        func trapTab(keyval: guint, state: GdkModifierType) -> Bool {
            let forward = keyval == UInt32(GDK_KEY_Tab) || keyval == UInt32(GDK_KEY_KP_Tab)
            let backward = keyval == UInt32(GDK_KEY_ISO_Left_Tab)
            guard forward || backward, let slot = topDrawer, slot.focusBeforeModal != nil,
                let root = gtk_widget_get_root(widget)
            else { return false }
            let shift = state.rawValue & GDK_SHIFT_MASK.rawValue != 0
            let direction = backward || shift ? GTK_DIR_TAB_BACKWARD : GTK_DIR_TAB_FORWARD
            if gtk_widget_child_focus(slot.panel, direction) == 0 {
                gtk_root_set_focus(root, nil)
                _ = gtk_widget_child_focus(slot.panel, direction)
            }
            return true
        }
    }
#endif
