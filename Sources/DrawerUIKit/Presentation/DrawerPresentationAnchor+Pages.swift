#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import UIKit

    extension DrawerPresentationAnchor {
        /// The app's page path for this drawer, bottom to top (SwiftUI's `drawerPages`): the host
        /// turns it into pushes and pops by DrawerCore's `DrawerPagePath` rule, asking `view`
        /// for the view of each page it pushes. Kept until the anchor is in a host, and given to
        /// each host it joins. The path is the app's alone: the host never changes pages itself,
        /// so nothing is written back.
        ///
        /// - Returns: Whether the host's pages changed (`false` while not in a host).
        @discardableResult
        public func setPages(_ pages: [DrawerPage], view: @escaping (DrawerPage) -> UIView) -> Bool {
            pagePath = pages
            pageView = view
            let changed = applyPages()
            // A pushed page may bring scroll views of its own.
            if changed { trackScrollView() }
            return changed
        }

        /// Hands the path to the host the drawer is in.
        @discardableResult
        func applyPages() -> Bool {
            guard let host, let pageView else { return false }
            return host.setPages(pagePath, in: presenter.id, view: pageView)
        }
    }
#endif
