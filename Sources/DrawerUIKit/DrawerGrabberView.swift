#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import UIKit

    /// The grabber: a small rounded bar that is also the drawer's adjustable accessibility element
    /// (VoiceOver's swipe up/down moves between detents, like the system sheet's grabber; a
    /// double tap activates it, which the host model answers with the next detent).
    @MainActor
    final class DrawerGrabberView: UIView {
        /// The strip along the panel's free edge the grabber sits in, in points: what the model
        /// hit-tests as the handle and adds to a fitted content's length.
        static let stripLength: CGFloat = 17

        var onIncrement: () -> Void = {}
        var onDecrement: () -> Void = {}
        /// VoiceOver's activation (double tap); returns whether the drawer moved.
        var onActivate: () -> Bool = { false }
        /// The drawer's "move to …" actions, made when VoiceOver asks (they change with the detent).
        var customActions: () -> [UIAccessibilityCustomAction] = { [] }

        override init(frame: CGRect) {
            super.init(frame: frame)
            isAccessibilityElement = true
            accessibilityTraits = DrawerAccessibilityConstants.adjustable
            layer.cornerRadius = 2.5
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) is not supported")
        }

        // UIKit calls these on the main thread. The iOS 18 SDK declares them main-actor
        // (`NS_SWIFT_UI_ACTOR` in UIAccessibility.h), earlier SDKs nonisolated; the overrides
        // assert the main actor so they read the grabber's state under both.

        override func accessibilityIncrement() { MainActor.assumeIsolated { onIncrement() } }

        override func accessibilityDecrement() { MainActor.assumeIsolated { onDecrement() } }

        override func accessibilityActivate() -> Bool { MainActor.assumeIsolated { onActivate() } }

        override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
            get {
                MainActor.assumeIsolated {
                    let actions = customActions()
                    return actions.isEmpty ? nil : actions
                }
            }
            set {}
        }
    }
#endif
