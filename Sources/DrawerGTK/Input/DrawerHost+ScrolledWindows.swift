#if os(Linux)
    import CGtk
    import DrawerCore
    import Foundation

    extension DrawerHost {
        /// Tracks one more `GtkScrolledWindow` inside the drawer `id`, beside (or instead of) the
        /// `scrolledWindow` given to `addDrawer`: a pager of lists, a horizontal gallery above a
        /// list. The one under the pointer at the press owns the hand-off with the drawer's drag;
        /// one across the drawer's axis (`axis: .horizontal` in a bottom sheet) never moves the
        /// drawer and follows a sideways drag itself. `axis` `nil` follows the drawer's axis.
        /// Returns `false` for an unknown drawer or a window already tracked there.
        @discardableResult
        public func trackScrolledWindow(
            _ window: UnsafeMutablePointer<GtkWidget>, axis: DrawerScrollAxis? = nil, in id: String
        ) -> Bool {
            guard let slot = drawer(id), window != slot.scrolledWindow,
                !slot.extraScrolls.contains(where: { $0.window == window })
            else { return false }
            let tracked = DrawerTrackedScrolledWindow(window, axis: axis) { [weak self, weak slot] in
                guard let self, let slot else { return }
                self.contentScrolled(slot)
            }
            slot.extraScrolls.append(tracked)
            contentScrolled(slot)
            return true
        }

        /// Stops tracking a window added with ``trackScrolledWindow(_:axis:in:)`` (before the app
        /// removes it, say). A drag it drives ends as a release at rest (DrawerCore's rule).
        /// Returns whether it was tracked.
        @discardableResult
        public func untrackScrolledWindow(_ window: UnsafeMutablePointer<GtkWidget>, in id: String) -> Bool {
            guard let slot = drawer(id), let index = slot.extraScrolls.firstIndex(where: { $0.window == window }) else {
                return false
            }
            let removed = slot.extraScrolls.remove(at: index)
            removed.stopObserving()
            let key = removed.key
            if trackedFinger?.drawer == id, trackedFinger?.key == key { trackedFinger = nil }
            if panAcross?.key == key { panAcross = nil }
            model.stopTrackingScrollView(key, in: id, time: DrawerClock.now())
            afterInput()
            return true
        }
    }
#endif
