#if os(Linux)
    import CGtk
    import DrawerCore
    import DrawerGTK
    import Foundation

    /// Several scroll views in one sheet (issue 25): a horizontal carousel of cards above two
    /// lists side by side. The list under the pointer owns the hand-off with the sheet's drag,
    /// the carousel never moves the sheet, and each detent says whether an upward drag on a list
    /// first resizes the sheet (medium) or first scrolls (tall).
    @MainActor
    final class ScrollViewsDemo: GalleryDemo {
        let name = "scrollviews"
        let title = "Several scroll views"
        let host: DrawerHost
        let primaryDrawer: DrawerSlot

        static let tall: DrawerDetent.Identifier = "tall"
        static let full: DrawerDetent.Identifier = "full"

        init() {
            let canvas = Widgets.box(
                GTK_ORIENTATION_VERTICAL, spacing: 12, margin: 16, classes: ["gallery-canvas"],
                [
                    Widgets.label("Several scroll views", classes: ["gallery-title"]),
                    Widgets.label(
                        "Swipe the cards sideways: the sheet stays. At medium an upward drag on a list lifts the sheet first; at tall it scrolls the list first.",
                        wrap: true),
                ])
            host = DrawerHost(content: canvas, name: name)
            let carousel = Self.carousel(count: 16)
            let left = Widgets.list(count: 120) { "Recent \($0 + 1)" }
            let right = Widgets.list(count: 120) { "Saved \($0 + 1)" }
            let lists = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 4, [left, right])
            gtk_box_set_homogeneous(lists.cast(), 1)
            gtk_widget_set_vexpand(lists, 1)
            let header = Widgets.label("Places", classes: ["gallery-title"])
            gtk_widget_set_size_request(header, -1, 40)
            let content = Widgets.box(GTK_ORIENTATION_VERTICAL, spacing: 0, [header, carousel, lists])
            GalleryButtons.register(carousel, label: "carousel", event: "area")
            GalleryButtons.register(left, label: "left list", event: "area")
            GalleryButtons.register(right, label: "right list", event: "area")
            let configuration = DrawerConfiguration(
                detents: [.medium, .fraction(0.75, identifier: Self.tall), .offsetFromFarEdge(40, identifier: Self.full)],
                style: DrawerStyle(cornerRadius: 12, maximumDimming: 0),
                scroll: DrawerScrollOptions(
                    expandsWhenScrolledToEdge: false, contentInteraction: [.medium: .resizes, Self.tall: .scrolls]))
            primaryDrawer = host.addDrawer(
                id: "places", configuration: configuration, content: content, scrolledWindow: left, label: "Places",
                initialDetent: .medium)
            host.trackScrolledWindow(right, in: "places")
            host.trackScrolledWindow(carousel, axis: .horizontal, in: "places")
            ListScrollTrace.follow(left, label: "left list", demo: name)
            ListScrollTrace.follow(right, label: "right list", demo: name)
        }

        /// A horizontally scrolling row of `count` cards, 100 points high.
        static func carousel(count: Int) -> UnsafeMutablePointer<GtkWidget> {
            let row = Widgets.box(GTK_ORIENTATION_HORIZONTAL, spacing: 8, margin: 6, [])
            for index in 0..<count {
                let card = Widgets.label("Card \(index + 1)", classes: ["gallery-row"])
                gtk_widget_set_size_request(card, 140, 80)
                gtk_box_append(row.cast(), card)
            }
            let scrolled = gtk_scrolled_window_new()!
            gtk_scrolled_window_set_policy(scrolled.opaque, GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER)
            gtk_scrolled_window_set_child(scrolled.opaque, row)
            gtk_widget_set_size_request(scrolled, -1, 100)
            return scrolled
        }

        func tourSteps() -> [TourStep] {
            [
                .screenshot("scrollviews-medium"),
                .drag(from: (0.7, 0.62), to: (0.2, 0.62), frames: 10),
                .waitForRest, .screenshot("scrollviews-carousel-swiped"),
            ]
        }
    }
#endif
