#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import QuartzCore
    import UIKit

    extension DrawerHostView {
        /// Adds a drawer presented by bindings (`isPresented`, an item, one state): placed where
        /// the bindings say from the start, and every later write-back handed to `presenter`.
        /// Returns `false` for an id already here.
        @discardableResult
        func addDrawer(
            id: String, contentView: UIView, configuration: DrawerSheetConfiguration, presenter: DrawerBindingPresenter,
            options: DrawerHostDrawerOptions, views: DrawerPresentationViews = DrawerPresentationViews()
        ) -> Bool {
            guard panels[id] == nil else { return false }
            bindingPresenters[id] = presenter
            presenter.deliveredContext = nil
            var options = options
            options.hasBottomBar = views.bar != nil
            let values = presenter.sync.values
            let panel = DrawerPanel(
                contentView: contentView, look: configuration, barView: views.bar, barHeight: views.barHeight,
                handleView: views.handle, backgroundView: views.background, dimmingContentView: views.dimming)
            panel.dimmingChanged = views.dimmingChanged
            let added = insert(panel, id: id, initialDetent: values.detent, options: options, presentation: values.presentation)
            if !added { bindingPresenters[id] = nil }
            return added
        }

        /// Tells the model which of this host's drawers `id` is presented from: the one whose
        /// panel shows `view` (the drawer's anchor, inside that drawer's content or page). It
        /// then closes when that drawer closes (DrawerCore's `setPresenter(_:of:time:)`).
        func notePresenter(of id: String, shownIn view: UIView) {
            let presenter = panels.first { $0.key != id && view.isDescendant(of: $0.value.panelView) }?.key
            guard presenter != model.presenter(of: id) else { return }
            update { _ = $0.setPresenter(presenter, of: id, time: CACurrentMediaTime()) }
        }

        /// Runs one binding update of `id` through its presenter's rules.
        func updateBindings(of id: String, to values: DrawerBindingValues) {
            guard let presenter = bindingPresenters[id] else { return }
            update { presenter.sync.update(values, in: &$0, time: CACurrentMediaTime()) }
        }

        /// Hands each binding presenter its drawer's new context, the write-backs `events` hold
        /// for its drawer, then its drawer's events, and last whether its content exists now
        /// (content that ends may take drawers presented from it with it, whose write-backs and
        /// events have been delivered by then).
        func deliverWriteBacks(_ events: [DrawerHostEvent<String>]) {
            guard !bindingPresenters.isEmpty else { return }
            for (id, presenter) in Array(bindingPresenters) {
                if let context = model.engine(of: id)?.frame.context, context != presenter.deliveredContext {
                    presenter.deliveredContext = context
                    presenter.onContext?(context)
                }
                let writeBack = presenter.sync.writeBack(events)
                if !writeBack.isEmpty { presenter.onWriteBack?(writeBack) }
            }
            for case .drawer(let id, let event) in events {
                bindingPresenters[id]?.onEvent?(event)
            }
            for id in Array(bindingPresenters.keys) {
                bindingPresenters[id]?.followContent(model.hasContent(id))
            }
            // An item drawer replaced by another item whose old content has just ended (and
            // been dropped above): presented again, so the new item's content starts fresh. As
            // at any opening (`DrawerPresentationAnchor.update`), the new content comes first and
            // is measured, so its fit and the settings it chooses hold before the drawer opens.
            for presenter in Array(bindingPresenters.values) where presenter.sync.reopensForNewItem(in: model) {
                presenter.showContent(true)
                measureContent(of: presenter.id)
                update { presenter.sync.followItemReplacement(in: &$0, time: CACurrentMediaTime()) }
            }
        }
    }
#endif
