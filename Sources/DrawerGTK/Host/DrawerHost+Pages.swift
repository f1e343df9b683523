#if os(Linux)
    import CGtk
    import DrawerCore
    import Foundation

    /// The widgets of one page pushed on a drawer: what the panel shows for it and what is
    /// measured for its fit-to-content detents.
    struct DrawerPageWidgets {
        let id: DrawerPage.ID
        let content: UnsafeMutablePointer<GtkWidget>
        let fitting: UnsafeMutablePointer<GtkWidget>
        /// The page's scrolled windows, tracked while the page is on the drawer.
        let scrolledWindows: [UnsafeMutablePointer<GtkWidget>]
    }

    extension DrawerSlot {
        /// Where the handle sits in the panel's box next to what the panel shows (its content, or
        /// the page on top), skipping hidden widgets: `before`, `after`, `apart` (another visible
        /// widget between them) or `none` (no handle). For traces and tests.
        var handleBesideShown: String {
            guard let handle else { return "none" }
            let shown = pageWidgets.last?.content ?? content
            func visibleSibling(of widget: UnsafeMutablePointer<GtkWidget>, next: Bool) -> UnsafeMutablePointer<GtkWidget>? {
                var sibling = next ? gtk_widget_get_next_sibling(widget) : gtk_widget_get_prev_sibling(widget)
                while let current = sibling, gtk_widget_get_visible(current) == 0 {
                    sibling = next ? gtk_widget_get_next_sibling(current) : gtk_widget_get_prev_sibling(current)
                }
                return sibling
            }
            if visibleSibling(of: handle, next: true) == shown { return "before" }
            if visibleSibling(of: handle, next: false) == shown { return "after" }
            return "apart"
        }
    }

    extension DrawerHost {
        /// Pushes `page` on `slot`: `content` takes the place of what the panel shows (which is
        /// kept, hidden, for the pop), and the drawer springs to the page's entry detent
        /// (`DrawerHostModel.pushPage(_:on:time:)` decides where and how).
        ///
        /// `fitting` (default: `content`) is measured like the drawer's own fitting widget, the
        /// handle included, for the page's fit-to-content detents, at the push and on every
        /// layout after it. `scrolledWindows` (lists inside the page) share drags and the wheel
        /// with the drawer as the drawer's own do (``trackScrolledWindow(_:axis:in:)``) while the
        /// page is on the drawer. The panel holds `content` while the page is pushed
        /// and lets it go when it is popped: keep a reference (`g_object_ref_sink`) to push the
        /// same widget again. Traced as `page-pushed`.
        ///
        /// - Returns: `false`, changing nothing, when the page's id is already on the drawer.
        @discardableResult
        public func pushPage(
            _ page: DrawerPage, content: UnsafeMutablePointer<GtkWidget>, fitting: UnsafeMutablePointer<GtkWidget>? = nil,
            scrolledWindows: [UnsafeMutablePointer<GtkWidget>] = [], in slot: DrawerSlot
        ) -> Bool {
            guard !model.pages(of: slot.id).contains(where: { $0.id == page.id }) else { return false }
            let shown = slot.pageWidgets.last?.content ?? slot.content
            gtk_widget_set_hexpand(content, 1)
            gtk_widget_set_vexpand(content, 1)
            gtk_box_insert_child_after(slot.panel.cast(), content, shown)
            gtk_widget_set_visible(shown, 0)
            let widgets = DrawerPageWidgets(
                id: page.id, content: content, fitting: fitting ?? content, scrolledWindows: scrolledWindows)
            var measured = page
            if measured.fittingLength == nil, let length = pageFittingLength(widgets, of: slot) {
                measured.fittingLength = length
            }
            guard model.pushPage(measured, on: slot.id, time: DrawerClock.now()) else {
                gtk_box_remove(slot.panel.cast(), content)
                gtk_widget_set_visible(shown, 1)
                return false
            }
            slot.pageWidgets.append(widgets)
            for window in scrolledWindows { trackScrolledWindow(window, in: slot.id) }
            tracePage("page-pushed", slot)
            afterInput()
            return true
        }

        /// Pops the page on top of `slot`: the page below shows again and the drawer springs back
        /// to the detent it was left at. Returns `false` when `slot` shows its own content.
        /// Traced as `page-popped`.
        @discardableResult
        public func popPage(in slot: DrawerSlot) -> Bool {
            guard model.popPage(of: slot.id, time: DrawerClock.now()) else { return false }
            return afterPop(slot)
        }

        /// Pops pages until `page` is on top of `slot`. An unknown page, or the one on top, is a
        /// no-op (`false`), as `DrawerHostModel.popToPage(_:of:time:)` documents.
        @discardableResult
        public func popToPage(_ page: DrawerPage.ID, in slot: DrawerSlot) -> Bool {
            guard model.popToPage(page, of: slot.id, time: DrawerClock.now()) else { return false }
            return afterPop(slot)
        }

        /// The page on top of `slot`; `nil` when it shows its own content.
        public func currentPage(of slot: DrawerSlot) -> DrawerPage.ID? { model.currentPage(of: slot.id) }

        /// Removes the widgets of the pages the model no longer has and shows the new top.
        private func afterPop(_ slot: DrawerSlot) -> Bool {
            let kept = Set(model.pages(of: slot.id).map(\.id))
            while let last = slot.pageWidgets.last, !kept.contains(last.id) {
                for window in last.scrolledWindows { untrackScrolledWindow(window, in: slot.id) }
                gtk_box_remove(slot.panel.cast(), last.content)
                slot.pageWidgets.removeLast()
            }
            gtk_widget_set_visible(slot.pageWidgets.last?.content ?? slot.content, 1)
            tracePage("page-popped", slot)
            afterInput()
            return true
        }

        /// Measures the top page of `slot` again and hands its length to the model (its fit
        /// detents follow a page whose content grows or shrinks).
        func syncPageFittingLength(of slot: DrawerSlot) {
            guard let top = slot.pageWidgets.last, let length = pageFittingLength(top, of: slot) else { return }
            model.setFittingLength(length, ofPage: top.id, in: slot.id, time: DrawerClock.now())
        }

        private func pageFittingLength(_ widgets: DrawerPageWidgets, of slot: DrawerSlot) -> CGFloat? {
            guard overlaySize.width > 0, overlaySize.height > 0 else { return nil }
            let vertical = model.configuration(of: slot.id)?.edge.isVertical ?? true
            return slot.fittingLength(of: widgets.fitting, in: overlaySize, vertical: vertical)
        }

        private func tracePage(_ event: String, _ slot: DrawerSlot) {
            trace(
                event, slot,
                [
                    "page": .string(model.currentPage(of: slot.id)?.rawValue ?? "root")
                ])
        }
    }
#endif
