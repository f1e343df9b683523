#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import UIKit

    extension DrawerSheetView {
        /// Follows the keyboard: its overlap with this view becomes the container's obstruction,
        /// and the engine springs the sheet above it (`setContainer(_:animated: true)`).
        func observeKeyboard() {
            keyboardObserver = NotificationCenter.default.addObserver(
                forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main
            ) { [weak self] notification in
                let screenFrame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
                MainActor.assumeIsolated { self?.keyboardChanged(to: screenFrame) }
            }
        }

        /// The keyboard's end frame (screen coordinates), or `nil` if unknown.
        func keyboardChanged(to screenFrame: CGRect?) {
            guard let screenFrame, window != nil else { return }
            let local = convert(screenFrame, from: nil)
            keyboardObstruction = max(0, bounds.maxY - local.minY)
            updateContainer(animated: true)
        }
    }
#endif
