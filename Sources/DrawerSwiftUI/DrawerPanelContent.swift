#if canImport(SwiftUI) && (os(iOS) || os(macOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    /// The app's content inside a drawer, in a view of its own whose inputs do not change on a
    /// frame of a drag or a settle, so SwiftUI does not rebuild the app's content per frame.
    ///
    /// The surface redraws on every frame the drawer moves (panel rectangle, dimming, handle);
    /// this view is compared with its previous value (`EquatableView`) and its body — the app's
    /// content closure — runs again only when
    /// - the surface was created anew by its parent (the app's own state changed: ``generation``
    ///   is a token made once per creation), or
    /// - the content reads the drawer's context (every `(DrawerContentContext) -> Content`
    ///   closure) and the context changed. The context changes with the drawer's size and
    ///   progress, that is on every frame of a drag; such content is rebuilt per frame, but the
    ///   views it returns are compared in turn, so a subview whose own inputs did not change
    ///   (`RowsView(rows: rows)`) is not.
    ///
    /// Observation and environment dependencies inside the content still update it as usual.
    struct DrawerPanelContent<Content: View>: View, Equatable {
        let generation: DrawerContentGeneration
        let context: DrawerContentContext
        let readsContext: Bool
        let content: (DrawerContentContext) -> Content

        var body: some View {
            content(context)
        }

        nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.generation === rhs.generation && lhs.readsContext == rhs.readsContext
                && (!lhs.readsContext || lhs.context == rhs.context)
        }
    }

    /// A token made once per creation of a drawer surface by its parent: content built from the
    /// same token comes from the same app state.
    final class DrawerContentGeneration: Sendable {}
#endif
