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
            closesOnDimmingTap: Bool
        ) -> Bool {
            guard panels[id] == nil else { return false }
            bindingPresenters[id] = presenter
            var added = false
            let values = presenter.sync.values
            added = insert(
                DrawerPanel(contentView: contentView, look: configuration), id: id, initialDetent: values.detent,
                options: DrawerHostDrawerOptions(
                    handleLength: DrawerGrabberView.stripLength, closesOnDimmingTap: closesOnDimmingTap),
                presentation: values.presentation)
            if !added { bindingPresenters[id] = nil }
            return added
        }

        /// Runs one binding update of `id` through its presenter's rules.
        func updateBindings(of id: String, to values: DrawerBindingValues) {
            guard let presenter = bindingPresenters[id] else { return }
            update { presenter.sync.update(values, in: &$0, time: CACurrentMediaTime()) }
        }

        /// Hands each binding presenter the write-backs `events` hold for its drawer.
        func deliverWriteBacks(_ events: [DrawerHostEvent<String>]) {
            guard !bindingPresenters.isEmpty else { return }
            for presenter in Array(bindingPresenters.values) {
                let writeBack = presenter.sync.writeBack(events)
                if !writeBack.isEmpty { presenter.onWriteBack?(writeBack) }
            }
        }
    }
#endif
