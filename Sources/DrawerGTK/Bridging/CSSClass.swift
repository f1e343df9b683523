#if os(Linux)
    import CGtk

    /// Adds, removes and queries CSS classes on widgets (`gtk_widget_add_css_class` and friends).
    ///
    /// ```swift
    /// CSSClass.add("drawer-panel", to: panel)
    /// CSSClass.set("dragging", isDragging, on: panel)
    /// ```
    @MainActor
    package enum CSSClass {
        /// Adds the class `name` to `widget`.
        package static func add(_ name: String, to widget: some GObjectPointer) {
            gtk_widget_add_css_class(widget.widget, name)
        }

        /// Removes the class `name` from `widget`.
        package static func remove(_ name: String, from widget: some GObjectPointer) {
            gtk_widget_remove_css_class(widget.widget, name)
        }

        /// Adds or removes the class `name` on `widget`.
        package static func set(_ name: String, _ isOn: Bool, on widget: some GObjectPointer) {
            if isOn { add(name, to: widget) } else { remove(name, from: widget) }
        }

        /// Whether `widget` has the class `name`.
        package static func contains(_ name: String, on widget: some GObjectPointer) -> Bool {
            gtk_widget_has_css_class(widget.widget, name) != 0
        }
    }
#endif
