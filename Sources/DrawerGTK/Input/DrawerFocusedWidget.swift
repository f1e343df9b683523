#if os(Linux)
    import CGtk

    /// The widget that had keyboard focus before a drawer became modal, held weakly
    /// (`GWeakRef`): a widget destroyed while the drawer was open reads as gone, and holding it
    /// never keeps it alive. The element type of the GTK host's `DrawerModalFocus`. Not tied to
    /// the main actor: GLib's weak references are thread-safe, so releasing one anywhere is too.
    final class DrawerFocusedWidget {
        /// The weak reference, at a stable address as GLib requires.
        private let reference: UnsafeMutablePointer<GWeakRef>

        /// Holds `widget` weakly.
        init(_ widget: UnsafeMutablePointer<GtkWidget>) {
            reference = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)
            reference.initialize(to: GWeakRef())
            g_weak_ref_init(reference, widget.gpointer)
        }

        /// Calls `body` with the widget while it still exists (a strong reference is held for
        /// the call); returns `nil` without calling it once the widget is gone.
        func withWidget<Result>(_ body: (UnsafeMutablePointer<GtkWidget>) -> Result) -> Result? {
            guard let object = g_weak_ref_get(reference) else { return nil }
            defer { g_object_unref(object) }
            return body(object.assumingMemoryBound(to: GtkWidget.self))
        }

        deinit {
            g_weak_ref_clear(reference)
            reference.deallocate()
        }
    }
#endif
