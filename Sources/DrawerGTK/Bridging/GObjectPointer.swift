#if os(Linux)
    import CGtk

    /// A pointer to a GObject instance, whatever Swift type GTK's headers gave it.
    ///
    /// GTK types whose struct is public in the headers (`GtkWidget`, `GtkButton`, `GtkWindow`)
    /// import as `UnsafeMutablePointer<T>`; final types (`GtkOverlay`, `GtkGestureDrag`,
    /// `GdkTexture`) import as `OpaquePointer`. This protocol lets the bridging helpers accept
    /// either, and converts between the two views of the same instance.
    ///
    /// The conversions are unchecked, exactly like C's `GTK_WIDGET(x)` with type checks off:
    /// convert only to a type the instance really is (or derives from).
    ///
    /// ```swift
    /// let overlay = gtk_overlay_new()          // UnsafeMutablePointer<GtkWidget>
    /// gtk_overlay_set_child(overlay.opaque, panel)
    /// let window: UnsafeMutablePointer<GtkWindow> = widget.cast()
    /// ```
    package protocol GObjectPointer {
        /// The instance as GLib's `gpointer`.
        var gpointer: UnsafeMutableRawPointer { get }
    }

    extension UnsafeMutablePointer: GObjectPointer {
        /// The instance as GLib's `gpointer`.
        package var gpointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
    }

    extension OpaquePointer: GObjectPointer {
        /// The instance as GLib's `gpointer`.
        package var gpointer: UnsafeMutableRawPointer { UnsafeMutableRawPointer(self) }
    }

    extension UnsafeMutableRawPointer: GObjectPointer {
        /// The instance as GLib's `gpointer` (itself).
        package var gpointer: UnsafeMutableRawPointer { self }
    }

    extension GObjectPointer {
        /// The instance as an `OpaquePointer`, for functions taking a final GTK type.
        package var opaque: OpaquePointer { OpaquePointer(gpointer) }

        /// The instance as a typed pointer, for functions taking a GTK type with a public struct.
        ///
        /// Unchecked: the caller asserts the instance is a `T`.
        package func cast<T>(to type: T.Type = T.self) -> UnsafeMutablePointer<T> {
            UnsafeMutablePointer<T>(opaque)
        }

        /// The instance as a `GtkWidget`. Unchecked; see ``isA(_:)``.
        package var widget: UnsafeMutablePointer<GtkWidget> { cast() }

        /// Whether the instance is of the given GType or derives from it.
        ///
        /// ```swift
        /// if pointer.isA(gtk_widget_get_type()) { gtk_widget_queue_draw(pointer.widget) }
        /// ```
        package func isA(_ type: GType) -> Bool {
            g_type_check_instance_is_a(gpointer.assumingMemoryBound(to: GTypeInstance.self), type) != 0
        }
    }
#endif
