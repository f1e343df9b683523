#if os(Linux)
    import CGtk
    import DrawerCore
    import DrawerGTK
    import Foundation

    /// One page of the gallery: a host with its drawers, and the tour steps that show it off.
    @MainActor
    protocol GalleryDemo: AnyObject {
        /// The name used by `--demo` and in trace lines.
        var name: String { get }
        /// The sidebar title.
        var title: String { get }
        /// The drawers' host (its widget is the page).
        var host: DrawerHost { get }
        /// The drawer the `ready` trace line describes.
        var primaryDrawer: DrawerSlot { get }
        /// What the tour does on this page.
        func tourSteps() -> [TourStep]
    }

    /// The demos, in sidebar order.
    @MainActor
    enum GalleryDemos {
        /// `rows`: the navigation drawer's virtualised list length (`--rows`), or `nil` for its usual list;
        /// `springResponse`: its slow spring (`--spring-response`), or `nil` for AdwFlap's;
        /// `glassLook` and `dark`: how the iOS 26 sheet is drawn (`--glass-look`, `--dark`).
        static func all(
            rows: Int? = nil, springResponse: Double? = nil, glassLook: GlassDemo.Look = .glass, dark: Bool = false
        ) -> [any GalleryDemo] {
            [
                MapsDemo(), ShortcutsDemo(), NavigationDemo(rows: rows, springResponse: springResponse), EdgesDemo(),
                StackedDemo(), BeyondDemo(), GlassDemo(look: glassLook, dark: dark), KeyboardDemo(), MorphDemo(), DiscardDemo(),
                ScrollViewsDemo(), PagesDemo(),
            ]
        }
    }
#endif
