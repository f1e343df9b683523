#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import QuartzCore
    import UIKit

    extension DrawerSheetView {
        /// The grabber is adjustable between detents; the sheet offers one custom action per
        /// detent and answers the escape gesture.
        func installAccessibility() {
            grabberView.accessibilityLabel = engine.configuration.accessibilityLabels.text(for: .drawer)
            grabberView.onIncrement = { [weak self] in
                self?.update { $0.accessibilityIncrement(time: CACurrentMediaTime()) }
            }
            grabberView.onDecrement = { [weak self] in
                self?.update { $0.accessibilityDecrement(time: CACurrentMediaTime()) }
            }
        }
    }
#endif
