#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import UIKit

    // A drawer over a parent's own content, in one call each way, as FloatingPanel users write
    // `addPanel(toParent:)` and `removePanelFromParent(animated:)`.
    extension DrawerViewController {
        /// Adds the drawer as a child of `parent`, its view filling `parent`'s view, and shows it at
        /// its initial detent: FloatingPanel's `addPanel(toParent:at:animated:completion:)`.
        ///
        /// ```swift
        /// drawer.addDrawer(toParent: self, animated: true)
        /// ```
        ///
        /// - Parameters:
        ///   - parent: The controller whose content the drawer floats over. Not a navigation, tab or
        ///     split controller, which show one child at a time.
        ///   - viewIndex: Where among `parent.view`'s subviews the drawer's view goes (`nil`: on
        ///     top); an index past the end is the top.
        ///   - animated: Whether the drawer rises from closed on its spring. A configuration
        ///     without a closed detent has nothing to rise from: the drawer appears at its detent.
        ///   - completion: Called once the drawer rests (at once when not animated).
        ///
        /// A drawer that already has a parent or is presented is left where it is; `completion` is
        /// still called.
        public func addDrawer(
            toParent parent: UIViewController, at viewIndex: Int? = nil, animated: Bool = false,
            completion: (() -> Void)? = nil
        ) {
            guard self.parent == nil, presentingViewController == nil, parent !== self else {
                completion?()
                return
            }
            // Placed closed before its first layout, so rising from there reports no dismissal.
            let closed = sheetView.configuration.detents.first { if case .closed = $0.kind { true } else { false } }
            if animated, let closed { sheetView.move(to: closed.identifier, animated: false) }
            parent.addChild(self)
            view.frame = parent.view.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if let viewIndex, viewIndex >= 0, viewIndex < parent.view.subviews.count {
                parent.view.insertSubview(view, at: viewIndex)
            } else {
                parent.view.addSubview(view)
            }
            didMove(toParent: parent)
            view.layoutIfNeeded()
            let target = initialDetent ?? sheetView.engine.stops.first { !$0.isClosed }?.identifier
            guard animated, let target, closed != nil else {
                if let target { sheetView.move(to: target, animated: false) }
                completion?()
                return
            }
            if let completion { restCompletions.append(completion) }
            sheetView.move(to: target, animated: true)
        }

        /// Closes the drawer and removes it from its parent: FloatingPanel's
        /// `removePanelFromParent(animated:completion:)`.
        ///
        /// - Parameters:
        ///   - animated: Whether the drawer springs closed before it leaves. A configuration
        ///     without a closed detent has nowhere to close to: the drawer leaves at once.
        ///   - completion: Called once the drawer has left its parent.
        ///
        /// A drawer without a parent is left alone; `completion` is still called.
        public func removeDrawerFromParent(animated: Bool, completion: (() -> Void)? = nil) {
            guard parent != nil else {
                completion?()
                return
            }
            let leave = { [weak self] in
                guard let self else { return }
                self.willMove(toParent: nil)
                self.view.removeFromSuperview()
                self.removeFromParent()
                completion?()
            }
            let engine = sheetView.engine
            guard animated, engine.stops.contains(where: \.isClosed), !DrawerModalPresentation.restsClosed(engine) else {
                leave()
                return
            }
            restCompletions.append(leave)
            if !sheetView.dismiss(animated: true) { runRestCompletions() }
        }

        /// Runs what waited for the drawer to rest, once.
        func runRestCompletions() {
            let completions = restCompletions
            restCompletions = []
            for completion in completions { completion() }
        }
    }
#endif
