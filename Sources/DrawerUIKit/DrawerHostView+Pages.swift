#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import QuartzCore
    import UIKit

    extension DrawerHostView {
        /// Pushes `page` on the drawer `id`: `view` is shown in place of what the drawer shows
        /// (kept, hidden, for the pop) and the drawer springs to the page's entry detent; where
        /// and how is `DrawerHostModel.pushPage(_:on:time:)`'s rule.
        ///
        /// `view` is measured like the drawer's content for the page's fit-to-content detents
        /// (unless `page` brings its own `fittingLength`), at the push and on every layout. The
        /// host holds `view` until the page is popped.
        ///
        /// - Returns: `false`, changing nothing, for an unknown drawer or a page id already on it.
        @discardableResult
        public func pushPage(_ page: DrawerPage, view: UIView, in id: String) -> Bool {
            guard let panel = panels[id], let engine = model.engine(of: id),
                !model.pages(of: id).contains(where: { $0.id == page.id })
            else { return false }
            let shown = panel.pageViews.last?.view ?? panel.contentView
            // Over the content, under the bar, inside the clip to the panel's corners, as the
            // content is (the grabber is above the clip).
            panel.clipView.addSubview(view)
            if let bar = panel.barView { panel.clipView.bringSubviewToFront(bar) }
            view.frame = shown.frame
            shown.isHidden = true
            panel.pageViews.append((page.id, view))
            var measured = page
            if measured.fittingLength == nil {
                measured.fittingLength = fittingLength(of: view, engine: engine, options: model.drawerOptions(of: id))
            }
            var pushed = false
            update { pushed = $0.pushPage(measured, on: id, time: CACurrentMediaTime()) }
            return pushed
        }

        /// Pops the page on top of the drawer `id`: the view below shows again and the drawer
        /// springs back to the detent it was left at. Returns `false` without a page to pop.
        @discardableResult
        public func popPage(in id: String) -> Bool {
            popPages(of: id) { $0.popPage(of: id, time: $1) }
        }

        /// Pops pages until `page` is on top of the drawer `id`. An unknown page, or the one on
        /// top, is a no-op (`false`), as `DrawerHostModel.popToPage(_:of:time:)` documents.
        @discardableResult
        public func popToPage(_ page: DrawerPage.ID, in id: String) -> Bool {
            popPages(of: id) { $0.popToPage(page, of: id, time: $1) }
        }

        /// Pops every page of the drawer `id`, back to its own content and the detent it was at
        /// when the first page was pushed. Returns `false` when there was no page.
        @discardableResult
        public func popToRootPage(in id: String) -> Bool {
            popPages(of: id) { $0.popToRootPage(of: id, time: $1) }
        }

        /// Makes the pages of the drawer `id` the path `pages`, bottom to top, by DrawerCore's
        /// `DrawerPagePath` rule: the pages shared from the bottom stay, one pop goes back to the
        /// last of them, and the rest is pushed in order with a view from `view` (asked only for
        /// the pages pushed now). A measured `fittingLength` in the path is applied to a page
        /// already there. This is how a declarative path (SwiftUI's) drives the stack.
        ///
        /// - Returns: `false` for an unknown drawer, and when nothing changed.
        @discardableResult
        public func setPages(_ pages: [DrawerPage], in id: String, view: (DrawerPage) -> UIView) -> Bool {
            guard panels[id] != nil else { return false }
            var changed = false
            for step in DrawerPagePath.steps(from: model.pages(of: id).map(\.id), to: pages) {
                switch step {
                case .popToRoot: changed = popToRootPage(in: id) || changed
                case .popTo(let page): changed = popToPage(page, in: id) || changed
                case .push(let page): changed = pushPage(page, view: view(page), in: id) || changed
                }
            }
            // The stacks now match: what is left for the model is the path's measurements.
            var measured = false
            update { measured = $0.setPages(pages, of: id, time: CACurrentMediaTime()) }
            return changed || measured
        }

        /// The page on top of the drawer `id`; `nil` when it shows its own content.
        public func currentPage(of id: String) -> DrawerPage.ID? { model.currentPage(of: id) }

        /// Runs one of the model's pops on the drawer `id` now, then takes the popped pages' views out.
        private func popPages(of id: String, _ pop: (inout DrawerHostModel<String>, Double) -> Bool) -> Bool {
            var popped = false
            update { popped = pop(&$0, CACurrentMediaTime()) }
            if popped { removePoppedPageViews(of: id) }
            return popped
        }

        /// Takes the views of pages the model no longer has out of the panel and shows the new top.
        private func removePoppedPageViews(of id: String) {
            guard let panel = panels[id] else { return }
            let kept = Set(model.pages(of: id).map(\.id))
            while let last = panel.pageViews.last, !kept.contains(last.id) {
                last.view.removeFromSuperview()
                panel.pageViews.removeLast()
            }
            (panel.pageViews.last?.view ?? panel.contentView).isHidden = false
        }
    }
#endif
