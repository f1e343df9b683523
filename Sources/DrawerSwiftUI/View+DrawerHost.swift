#if canImport(SwiftUI) && (os(iOS) || os(macOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import SwiftUI

    extension View {
        /// Draws every drawer presented below this view with `placement: .window`, over this view.
        ///
        /// Apply it once, at the root of a window (outside any `TabView` or `NavigationStack`), so
        /// those drawers cover tab bars and navigation bars too. Several drawers are stacked in the
        /// order they were declared, each keyed by its `id`; a later one is a drawer over a drawer.
        ///
        /// ```swift
        /// TabView { … }
        ///     .drawerHost()
        /// ```
        public func drawerHost() -> some View {
            overlayPreferenceValue(DrawerHostKey.self) { entries in
                ZStack {
                    ForEach(entries) { entry in entry.view }
                }
            }
        }
    }
#endif
