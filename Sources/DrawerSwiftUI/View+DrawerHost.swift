#if canImport(SwiftUI) && (os(iOS) || os(macOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
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
        ///
        /// A window-level drawer presented with `scalesBackContent: true` pushes back the view
        /// this is applied to as it opens.
        public func drawerHost() -> some View {
            modifier(DrawerHostModifier())
        }
    }

    /// The window-level drawers over the root, and what they push back drawn on the root. Each
    /// drawer runs its own model, so their scale-backs are combined bottom to top by DrawerCore's
    /// rule (`DrawerScaleBackKey`); a drawer is never pushed back by another window-level drawer.
    struct DrawerHostModifier: ViewModifier {
        @State private var scaleBack = DrawerHostScaleBack<Int>()

        func body(content: Content) -> some View {
            content
                .modifier(DrawerScaleBackEffect(scaleBack: scaleBack))
                .overlayPreferenceValue(DrawerHostKey.self) { entries in
                    // Keyed by id and occurrence (DrawerCore's rule): two drawers given one id,
                    // such as the default type-name id of two `Text` drawers, both stay drawn.
                    ZStack {
                        ForEach(DrawerHostEntry.keyed(entries)) { entry in entry.view }
                    }
                }
                .onPreferenceChange(DrawerScaleBackKey.self, onMainActor: receive)
                .transformPreference(DrawerScaleBackKey.self) { $0 = DrawerHostScaleBack() }
        }

        /// The drawers' scale-back changed.
        func receive(_ value: DrawerHostScaleBack<Int>) {
            scaleBack = value
        }
    }
#endif
