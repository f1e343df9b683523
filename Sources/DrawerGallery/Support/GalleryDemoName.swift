#if os(Linux)
    import ArgumentParser

    /// The gallery's demos by their `--demo` name (each equals its page's ``GalleryDemo/name``).
    enum GalleryDemoName: String, CaseIterable, ExpressibleByArgument {
        case maps, shortcuts, navigation, edges, stacked, beyond, glass, keyboard, morph, discard, scrollviews, pages

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
            case .keyboard: "Keyboard rule per detent: move, lift, shrink content"
            case .morph: "A sheet that grows out of its button and shrinks back"
            case .discard: "A note sheet that asks before discarding its text"
            case .scrollviews: "A carousel above two lists: several scroll views"
            case .pages: "Settings sheet whose height follows its pages"
            }
        }
    }
#endif
