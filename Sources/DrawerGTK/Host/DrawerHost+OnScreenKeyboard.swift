#if os(Linux)
    import CGtk
    import DrawerCore
    import Foundation

    extension DrawerHost {
        /// Tells the host that an on-screen keyboard covers `height` points up from the bottom of
        /// the drawer area; `nil` or 0 when it is gone.
        ///
        /// GTK has no on-screen keyboard of its own: an app that shows one (a kiosk, a phone
        /// shell's keyboard the app knows the height of) or a test reports it here, and each drawer
        /// follows the keyboard rule of its detent (`DrawerConfiguration.keyboard`): stays, lifts,
        /// moves to another detent, or shrinks its content (the content's bottom margin; see
        /// ``DrawerSlot``). Negative and non-finite heights are ignored (the model's rule).
        public func setKeyboardOverlap(_ height: Double?) {
            model.setKeyboardOverlap(height.map { CGFloat($0) }, time: DrawerClock.now())
            afterInput()
            for slot in drawers { trace("keyboard", slot, ["overlap": .double(keyboardOverlap)]) }
        }

        /// How far the on-screen keyboard last reported reaches up into the drawer area (0 when none).
        public var keyboardOverlap: Double { Double(model.keyboardObstruction.bottom) }
    }

    extension DrawerSlot {
        /// Ends the content at the keyboard while the detent's rule shrinks it: a bottom margin
        /// from the keyboard's edge to the panel's end (the panel itself stays where it is and runs
        /// on under the keyboard); none under every other rule. Set only when it changes: a margin
        /// is a layout pass.
        func applyKeyboardInset(_ frame: DrawerFrame, side: DrawerPhysicalEdge) {
            let margin: Int32 =
                side == .bottom && frame.keyboardContentInset > 0
                ? Int32(max(0, panelAllocation.y + panelAllocation.height - Int32(frame.contentRect.maxY.rounded()))) : 0
            if gtk_widget_get_margin_bottom(content) != margin { gtk_widget_set_margin_bottom(content, margin) }
        }
    }
#endif
