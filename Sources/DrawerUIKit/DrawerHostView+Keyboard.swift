#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import QuartzCore
    import UIKit

    /// A keyboard-frame observer that removes itself when it is released: the host keeps one
    /// while it is in a window and drops it when it leaves.
    final class KeyboardObservation {
        private let token: NSObjectProtocol

        init(_ handler: @escaping @MainActor @Sendable (CGRect, UIScreen?) -> Void) {
            token = NotificationCenter.default.addObserver(
                forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main
            ) { notification in
                // The queue is .main, so this runs on the main actor, where the key must be read:
                // the iOS 18.0 SDK imports UIKeyboardFrameEndUserInfoKey without
                // NS_SWIFT_NONISOLATED, as a member of the main-actor UIResponder. The notification
                // is not Sendable; it is used only inside this synchronous call, on this thread.
                nonisolated(unsafe) let notification = notification
                MainActor.assumeIsolated {
                    let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
                    guard let frame else { return }
                    handler(frame, notification.object as? UIScreen)
                }
            }
        }

        deinit { NotificationCenter.default.removeObserver(token) }
    }

    extension DrawerHostView {
        /// Follows the keyboard: its end frame, converted from the screen's coordinate space into
        /// this view's (right in Split View and Stage Manager, where the window is not the
        /// screen), goes to the model, which springs the drawers above the docked part.
        func observeKeyboard() -> KeyboardObservation {
            KeyboardObservation { [weak self] frame, screen in
                guard let self, let screen else { return }
                let local = screen.coordinateSpace.convert(frame, to: self)
                self.update { $0.setKeyboardFrame(local, time: CACurrentMediaTime()) }
            }
        }
    }
#endif
