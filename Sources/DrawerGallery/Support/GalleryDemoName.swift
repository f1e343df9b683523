#if os(Linux)
    import ArgumentParser

    /// The gallery's demos by their `--demo` name (each equals its page's ``GalleryDemo/name``).
    enum GalleryDemoName: String, CaseIterable, ExpressibleByArgument {
        case maps, shortcuts, navigation, edges, stacked, beyond, glass, pages

        /// One line for `--help` (at most 66 characters, so the list fits 80 columns).
        var summary: String {
            switch self {
            case .maps: "Maps-style sheet: closed, fit, medium and large"
            case .shortcuts: "Shortcuts drawer over a scrolling list (scroll hand-off)"
            case .navigation: "Navigation drawer from the leading edge"
            case .edges: "A drawer on each of the four edges"
            case .stacked: "Two stacked sheets; the top one dims the one below"
            case .beyond: "Close attempts, handle taps, scale-back, bar to sheet"
            case .glass: "iOS 26 sheet: floating, concentric corners, centred"
            case .pages: "Settings sheet whose height follows its pages"
            }
        }
    }
#endif
