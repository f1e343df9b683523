#if os(Linux)
    import CGtk

    /// A GTK CSS style sheet installed for the default display.
    ///
    /// Wraps a `GtkCssProvider`: loads CSS text into it and adds it to the display, so its rules
    /// apply to every widget. Use it with CSS classes (``CSSClass``) to style the drawer panel
    /// (background, `border-radius`, `box-shadow`) and the grabber. Parse errors are reported by
    /// GTK on standard error.
    ///
    /// ```swift
    /// let sheet = StyleSheet("""
    ///     .drawer-panel { background: @window_bg_color; border-radius: 12px 12px 0 0; }
    ///     """)
    /// CSSClass.add("drawer-panel", to: panel)
    /// ```
    package final class StyleSheet {
        /// The underlying provider (owned by this style sheet).
        package let provider: UnsafeMutablePointer<GtkCssProvider>
        /// Whether the provider is currently added to the display.
        package private(set) var isInstalled = false

        /// Creates a provider, loads `css` into it and installs it for the default display.
        ///
        /// - Parameters:
        ///   - css: the style sheet's text.
        ///   - priority: the provider's priority; defaults to
        ///     `GTK_STYLE_PROVIDER_PRIORITY_APPLICATION` (600).
        @MainActor
        package init(_ css: String, priority: UInt32 = cgtk_style_priority_application()) {
            provider = gtk_css_provider_new()
            load(css)
            install(priority: priority)
        }

        /// Replaces the style sheet's rules with `css`; installed widgets restyle on the next frame.
        @MainActor
        package func load(_ css: String) {
            cgtk_css_provider_load(provider, css)
        }

        /// Adds the provider to the default display (after ``uninstall()``).
        ///
        /// Does nothing when there is no display (before `gtk_init`).
        @MainActor
        package func install(priority: UInt32 = cgtk_style_priority_application()) {
            guard !isInstalled else { return }
            isInstalled = cgtk_add_provider_for_default_display(provider.styleProvider, priority) != 0
        }

        /// Removes the provider from the default display.
        @MainActor
        package func uninstall() {
            guard isInstalled else { return }
            cgtk_remove_provider_for_default_display(provider.styleProvider)
            isInstalled = false
        }

        deinit {
            if isInstalled { cgtk_remove_provider_for_default_display(provider.styleProvider) }
            g_object_unref(provider.gpointer)
        }
    }

    extension UnsafeMutablePointer<GtkCssProvider> {
        fileprivate var styleProvider: OpaquePointer { opaque }
    }
#endif
