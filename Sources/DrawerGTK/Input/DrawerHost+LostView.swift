#if os(Linux)
    import CGtk
    import DrawerCore
    import Foundation

    extension DrawerHost {
        /// Tells the model when the drawers' view leaves the screen or their drag gesture is
        /// taken away, so that a drag in progress still ends (DrawerHostModel's
        /// `viewLeftScreen(time:)` and `dragLost(time:)`).
        ///
        /// `unmap` covers a page switched away, the overlay hidden (`gtk_widget_set_visible`) and
        /// the overlay removed from a mapped parent: GTK unmaps a mapped widget before hiding or
        /// unparenting it. GTK neither ends nor cancels the drag gesture then: with the button
        /// still down the release goes to whatever is under the pointer on the new page, so
        /// without this the drag stayed open for good (issue 49: the discard demo's note, its
        /// page switched by the keyboard during a drag). The gesture is then reset, so that it
        /// forgets the sequence whose release it will never see. `cancel` is GTK taking the
        /// sequence for something else (a grab, another gesture's claim).
        func installLostViewHandlers(drag: OpaquePointer) {
            Signal.connect(widget, "unmap") { [weak self] in
                guard let self else { return }
                let open = self.model.dragOwner
                self.model.viewLeftScreen(time: DrawerClock.now())
                self.trace("view-left-screen", [("drawer", .string(open ?? ""))])
                gtk_event_controller_reset(drag.opaque)
                self.reportAfterLeavingScreen()
            }
            Signal.connectCancel(drag) { [weak self] in
                guard let self, let owner = self.model.dragOwner else { return }
                self.model.dragLost(time: DrawerClock.now())
                self.trace("drag-lost", [("drawer", .string(owner))])
                self.afterInput()
            }
        }

        /// Reports what leaving the screen ended (settles, dismissals, rests) once the main loop
        /// is idle: not from inside the unmap, where GTK is switching the page.
        private func reportAfterLeavingScreen() {
            MainLoopTimeout.once(afterMilliseconds: 0) { [weak self] in self?.afterInput() }
        }
    }
#endif
