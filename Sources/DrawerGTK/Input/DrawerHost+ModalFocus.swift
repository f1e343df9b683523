#if os(Linux)
    import CGtk
    import DrawerCore

    extension DrawerHost {
        /// Keyboard focus for a modal drawer, by the model's rule (`DrawerModalFocus`, the one
        /// UIKit and SwiftUI follow): when a drawer comes to rest modal (open, dimming what is
        /// behind it), the widget that had focus is remembered (the main content when none had
        /// it) and focus moves to the drawer's first focusable widget; when it comes to rest no
        /// longer modal (closed, or where it does not dim), focus goes back to that widget if it
        /// is still in the window and can take it, otherwise out of the drawer to the main
        /// content. While it is held modal, Tab and Shift+Tab cycle inside it
        /// (``trapTab(keyval:state:)``). A drawer moving through modal positions moves nothing.
        func updateModalFocus(_ slot: DrawerSlot) {
            guard let root = gtk_widget_get_root(widget) else { return }
            let step = model.updateModalFocus(&slot.modalFocus, of: slot.id) {
                let focus = gtk_root_get_focus(root)
                let inside = focus.map(slot.panelContains) ?? false
                return (DrawerFocusedWidget(focus ?? mainContent), inside)
            }
            switch step {
            case .none:
                break
            case .moveIntoDrawer:
                _ = gtk_widget_child_focus(slot.panel, GTK_DIR_TAB_FORWARD)
            case .returnFocus(let saved):
                let returned =
                    saved?.withWidget { saved in
                        gtk_widget_get_root(saved) == root && gtk_widget_is_visible(saved) != 0
                            && gtk_widget_grab_focus(saved) != 0
                    } ?? false
                if !returned { returnFocusIfNeeded(from: slot) }
            }
        }

        /// Tab and Shift+Tab while the top drawer is modal: move focus inside its panel, wrapping
        /// at either end, so the keyboard cannot leave it. Returns whether the key was used.
        func trapTab(keyval: guint, state: GdkModifierType) -> Bool {
            let forward = keyval == UInt32(GDK_KEY_Tab) || keyval == UInt32(GDK_KEY_KP_Tab)
            let backward = keyval == UInt32(GDK_KEY_ISO_Left_Tab)
            guard forward || backward, let slot = topDrawer, slot.modalFocus.isHolding,
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
