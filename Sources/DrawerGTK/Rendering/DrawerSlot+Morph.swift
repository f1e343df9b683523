#if os(Linux)
    import CGtk
    import DrawerCore
    import Foundation

    extension DrawerSlot {
        /// Draws the model's `DrawerMorph` of this drawer: for a drawer growing out of a source,
        /// the bin as the morph's outline clipping the panel laid out at its end size, and the
        /// content's opacity; for a bottom-bar drawer, which of the bar and the sheet's content
        /// shows (the hidden one is not drawn and takes no clicks), traced as `bar-switch`.
        func renderMorph(_ model: DrawerHostModel<String>, frame: DrawerFrame) {
            renderBottomBar(model)
            let morph = model.morph(of: id)
            if let morph, morph.progress < 1, model.morphSource(of: id) != nil, model.isShown(id) {
                let panel = frame.panelRect
                let visible = frame.visibleRect
                pushBack.applyMorph(
                    size: (
                        Int32(max(1, panel.width.rounded())), Int32(max(1, panel.height.rounded())),
                        Float((panel.minX - visible.minX).rounded()), Float((panel.minY - visible.minY).rounded())
                    ))
            } else {
                pushBack.applyMorph(size: nil)
            }
            let opacity = frame.contentOpacity
            if opacity != renderedContentOpacity {
                renderedContentOpacity = opacity
                gtk_widget_set_opacity(content, Double(opacity))
                if let handle { gtk_widget_set_opacity(handle, Double(opacity)) }
            }
        }

        /// Shows the bar or the sheet's content as the model's bar switch says.
        private func renderBottomBar(_ model: DrawerHostModel<String>) {
            guard let bottomBar, let shows = model.isBottomBarShown(id), shows != showsBar else { return }
            let first = showsBar == nil
            showsBar = shows
            gtk_widget_set_visible(bottomBar.bar, shows ? 1 : 0)
            gtk_widget_set_visible(bottomBar.body, shows ? 0 : 1)
            guard !first, let host else { return }
            let progress = model.morph(of: id)?.progress ?? 0
            host.trace(
                "bar-switch", self,
                ["showsBar": .bool(shows), "progress": .double((Double(progress) * 1_000_000).rounded() / 1_000_000)])
        }

        /// The source widget's rectangle in the host's coordinates, or `nil` when it is not on
        /// screen (unmapped, destroyed, in another window).
        func measureSource(in host: UnsafeMutablePointer<GtkWidget>) -> CGRect? {
            guard let sourceWidget, gtk_widget_get_mapped(sourceWidget) != 0 else { return nil }
            var bounds = graphene_rect_t()
            guard gtk_widget_compute_bounds(sourceWidget, host, &bounds) != 0 else { return nil }
            return CGRect(
                x: CGFloat(bounds.origin.x), y: CGFloat(bounds.origin.y), width: CGFloat(bounds.size.width),
                height: CGFloat(bounds.size.height))
        }
    }
#endif
