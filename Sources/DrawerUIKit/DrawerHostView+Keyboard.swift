#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import QuartzCore
    import UIKit

    extension DrawerHostView {
        /// Follows the keyboard: its end frame, in the screen's coordinate space, converted into
        /// this view's (right in Split View and Stage Manager, where the window is not the
        /// screen), goes to the model, which springs the drawers above the docked part.
        ///
        /// Before iOS 16.1 the notification names no screen (its object is nil); the app's
        /// window then fills the screen's coordinate space as far as the keyboard's height is
        /// concerned, so the frame is converted from the window's.
        func observeKeyboard() -> NotificationObservation {
            NotificationObservation(UIResponder.keyboardWillChangeFrameNotification) { [weak self] notification in
                // Read on the main actor: the iOS 18.0 SDK imports UIKeyboardFrameEndUserInfoKey
                // without NS_SWIFT_NONISOLATED, as a member of the main-actor UIResponder.
                guard let self,
                    let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
                else { return }
                let local =
                    if let screen = notification.object as? UIScreen {
                        screen.coordinateSpace.convert(frame, to: self)
                    } else {
                        self.convert(frame, from: nil)
                    }
                // UIKit posts this from inside the keyboard's animation block: what the handler
                // writes would animate with the keyboard while the display link writes the
                // model's spring on top. The spring alone moves the drawers.
                UIView.performWithoutAnimation {
                    self.update { $0.setKeyboardFrame(local, time: CACurrentMediaTime()) }
                }
            }
        }

        /// Follows Reduce Motion as it changes, not only at the next layout pass: the next move
        /// after the switch is already without its spring.
        func observeReduceMotion() -> NotificationObservation {
            NotificationObservation(UIAccessibility.reduceMotionStatusDidChangeNotification) { [weak self] _ in
                self?.update { $0.setReduceMotion(UIAccessibility.isReduceMotionEnabled, time: CACurrentMediaTime()) }
            }
        }
    }
#endif
