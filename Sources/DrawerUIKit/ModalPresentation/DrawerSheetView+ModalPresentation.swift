#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import QuartzCore
    import UIKit

    extension DrawerSheetView {
        /// Shows or hides the sheet as a presented drawer (DrawerCore's `.presented` binding, which
        /// gives it a closed detent to open from and close to): opening springs to its first open
        /// detent, hiding springs closed.
        func setModallyPresented(_ presented: Bool) {
            update { $0.setPresentation(of: Self.drawerID, .presented(presented), time: CACurrentMediaTime()) }
        }

        /// Ends the sheet's spring where it is heading, at once.
        func finishSettleAtOnce() {
            let target = engine.detent
            update { _ = $0.move(Self.drawerID, to: target, animated: false, time: CACurrentMediaTime()) }
        }

        /// Refuses (or allows again) a person's close of the sheet, whatever its configuration
        /// says: DrawerCore's `setRefusesPersonsDismissal`.
        func setRefusesPersonsDismissal(_ refuses: Bool) {
            guard model.refusesPersonsDismissal(of: Self.drawerID) != refuses else { return }
            update { _ = $0.setRefusesPersonsDismissal(refuses, of: Self.drawerID, time: CACurrentMediaTime()) }
        }
    }
#endif
