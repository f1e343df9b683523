#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import QuartzCore
    import UIKit

    extension DrawerHostView {
        /// The dismissal of `id` waiting for the app's answer, if one waits: a drawer whose
        /// configuration confirms its dismissals (`DrawerGestureOptions.confirmsDismissal`) was
        /// swiped, tapped outside or escaped, and waits halfway down (``onDrawerEvent`` reported
        /// `.didHoldDismissal`). The rules are `DrawerDismissalHold`'s, in DrawerCore.
        public func dismissalHold(of id: String) -> DrawerDismissalHold? {
            model.dismissalHold(of: id)
        }

        /// The app's "close it" to the hold `hold` of `id`: the drawer closes with the person's
        /// cause. Returns `false`, changing nothing, when that hold no longer waits (answered,
        /// withdrawn by a drag, or another drawer's).
        @discardableResult
        public func confirmDismissal(_ id: String, hold: Int) -> Bool {
            var done = false
            update { done = $0.confirmDismissal(of: id, hold: hold, time: CACurrentMediaTime()) }
            return done
        }

        /// The app's "stay" to the hold `hold` of `id`: the drawer springs back to the detent it
        /// came from. Returns `false`, changing nothing, when that hold no longer waits.
        @discardableResult
        public func cancelDismissal(_ id: String, hold: Int) -> Bool {
            var done = false
            update { done = $0.cancelDismissal(of: id, hold: hold, time: CACurrentMediaTime()) }
            return done
        }
    }

    extension DrawerSheetView {
        /// Whether a person's dismissal waits for the app's answer ("Discard changes?"): the
        /// configuration's `DrawerGestureOptions.confirmsDismissal`, set through ``configuration``.
        public var confirmsDismissal: Bool {
            get { configuration.behavior.gesture.confirmsDismissal }
            set { configuration.behavior.gesture.confirmsDismissal = newValue }
        }

        /// The sheet's dismissal waiting for the app's answer, if one waits.
        public var dismissalHold: DrawerDismissalHold? { dismissalHold(of: Self.drawerID) }

        /// The app's "close it" to the sheet's hold `hold`; `false` when it no longer waits.
        @discardableResult
        public func confirmDismissal(hold: Int) -> Bool { confirmDismissal(Self.drawerID, hold: hold) }

        /// The app's "stay" to the sheet's hold `hold`; `false` when it no longer waits.
        @discardableResult
        public func cancelDismissal(hold: Int) -> Bool { cancelDismissal(Self.drawerID, hold: hold) }
    }

    extension DrawerViewController {
        /// Whether a person's dismissal waits for the app's answer: the delegate's
        /// ``DrawerViewControllerDelegate/drawerViewController(_:didHoldDismissal:)`` asks, and
        /// ``confirmDismissal(hold:)`` or ``cancelDismissal(hold:)`` answers.
        public var confirmsDismissal: Bool {
            get { sheetView.confirmsDismissal }
            set { sheetView.confirmsDismissal = newValue }
        }

        /// The drawer's dismissal waiting for the app's answer, if one waits.
        public var dismissalHold: DrawerDismissalHold? { sheetView.dismissalHold }

        /// The app's "close it" to the hold `hold`; `false` when it no longer waits.
        @discardableResult
        public func confirmDismissal(hold: Int) -> Bool { sheetView.confirmDismissal(hold: hold) }

        /// The app's "stay" to the hold `hold`; `false` when it no longer waits.
        @discardableResult
        public func cancelDismissal(hold: Int) -> Bool { sheetView.cancelDismissal(hold: hold) }
    }
#endif
