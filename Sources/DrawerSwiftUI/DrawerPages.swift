#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    /// The pages an app gives a drawer with ``SwiftUI/View/drawerPages(_:page:)``: the path, bottom
    /// to top, and how each page is drawn.
    struct DrawerPages {
        /// The pages over the drawer's own content, bottom to top.
        var path: [DrawerPage]
        /// The view of one page, given the drawer's context.
        var page: (DrawerPage, DrawerContentContext) -> AnyView
    }

    /// The pages ``SwiftUI/View/drawerPages(_:page:)`` gives the drawers below it.
    struct DrawerPagesKey: EnvironmentKey {
        static var defaultValue: DrawerPages? { nil }
    }

    extension EnvironmentValues {
        /// The pages a drawer presented below shows over its own content.
        var drawerPages: DrawerPages? {
            get { self[DrawerPagesKey.self] }
            set { self[DrawerPagesKey.self] = newValue }
        }
    }

    extension View {
        /// Shows pages over the content of the drawer this view presents (`.drawer(isPresented:)`,
        /// `.drawer(item:)`, `.resizableSheet`) or is (``Drawer``): a settings list, then a detail
        /// pushed over it, each page with its own detents, the drawer's height following the page
        /// on top on its own spring (a page with a fit-to-content detent is measured like the
        /// content).
        ///
        /// The path is the app's, as `NavigationStack(path:)`'s is: append a page to push it,
        /// remove pages to pop back; the drawer returns to the detent a page was left at. Pages
        /// the old and new path share from the bottom stay (their views and state kept), one pop
        /// goes back to the last of them and the rest is pushed (DrawerCore's `DrawerPagePath`).
        /// A repeated id counts once. The drawer never changes the path itself, so there is
        /// nothing to bind: a dismissal keeps the pages (clear the path in `onDismiss` to start
        /// over next time).
        ///
        /// ```swift
        /// @State private var path: [DrawerPage] = []
        ///
        /// Button("Settings") { showsSettings = true }
        ///     .drawer(isPresented: $showsSettings, configuration: DrawerConfiguration(detents: [.closed, .fit, .large])) { _ in
        ///         SettingsList { path.append(DrawerPage(id: "wifi", detents: [.fit, .large])) }
        ///     }
        ///     .drawerPages(path) { page, _ in
        ///         WiFiSettings(back: { path.removeLast() })
        ///     }
        /// ```
        ///
        /// - Parameters:
        ///   - path: The pages over the drawer's content, bottom to top; empty shows the content.
        ///   - page: The view of a page, given the drawer's context.
        public func drawerPages<Page: View>(
            _ path: [DrawerPage], @ViewBuilder page: @escaping (DrawerPage, DrawerContentContext) -> Page
        ) -> some View {
            environment(\.drawerPages, DrawerPages(path: path, page: { AnyView(page($0, $1)) }))
        }
    }
#endif
