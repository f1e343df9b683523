#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import UIKit

    // `UISheetPresentationController`'s names for what a sheet user sets on a presented sheet,
    // so the lines they already write keep working on a drawer controller.
    extension DrawerViewController {
        /// The detent the drawer rests at or is settling to, `nil` while it is closed or heading
        /// closed (DrawerCore's rule for an open stop, the one its bindings use): UIKit's
        /// `UISheetPresentationController.selectedDetentIdentifier`.
        ///
        /// Setting it moves the drawer there, as on a sheet: at once, or on the drawer's spring
        /// when set inside ``animateChanges(_:)``. A detent that is not active here, a closed
        /// one (a sheet's selection is never closed: ``close(animated:)`` closes), or `nil`
        /// changes nothing (UIKit's `nil` means the smallest detent, where a drawer already opens).
        ///
        /// ```swift
        /// drawer.animateChanges {
        ///     drawer.selectedDetentIdentifier = .large
        /// }
        /// ```
        public var selectedDetentIdentifier: DrawerDetent.Identifier? {
            get {
                let engine = sheetView.engine
                return DrawerHostModel<String>.isOpenStop(engine.detent, in: engine) ? engine.detent : nil
            }
            set {
                guard let newValue, DrawerHostModel<String>.isOpenStop(newValue, in: sheetView.engine) else { return }
                move(to: newValue, animated: animatesChanges)
            }
        }

        /// Runs `changes` so that the drawer's moves in it animate on its spring: UIKit's
        /// `UISheetPresentationController.animateChanges(_:)`. A new configuration
        /// (``DrawerSheetView/configuration``) animates whether or not it is set in here.
        public func animateChanges(_ changes: () -> Void) {
            let outer = animatesChanges
            animatesChanges = true
            defer { animatesChanges = outer }
            changes()
        }
    }
#endif
