#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import UIKit

    /// An invisible view that hears what the drawers of its window cover: the covered insets of
    /// the window's one ``DrawerWindowHostView`` (where binding- and SwiftUI-presented drawers
    /// live), live through drags and springs.
    ///
    /// Put it anywhere in the window; it takes no touches and draws nothing. It is how a view that
    /// did not present the drawer (a map's padding, a button riding above the sheet) follows it,
    /// and what SwiftUI's `onDrawerCoveredInsetsChange(perform:)` is built on. It gets the current
    /// value when it joins a window, then every change; a window with no drawer host yet gets one
    /// (an empty host takes no touches).
    @MainActor
    public final class DrawerCoveredInsetsObserver: UIView {
        /// Called with the window host's covered insets when this view joins a window and at
        /// every change after.
        public var onChange: ((UIEdgeInsets) -> Void)?

        /// The host this view listens to (its window's), if it is in one.
        public private(set) weak var host: DrawerWindowHostView?

        /// Creates an observer calling `onChange`.
        public init(onChange: ((UIEdgeInsets) -> Void)? = nil) {
            self.onChange = onChange
            super.init(frame: .zero)
            isUserInteractionEnabled = false
            isHidden = true
        }

        /// Not supported: made in code only.
        public required init?(coder: NSCoder) { nil }

        public override func didMoveToWindow() {
            super.didMoveToWindow()
            host?.removeCoveredInsetsObserver(self)
            host = nil
            guard let window else { return }
            let host = DrawerWindowHostView.host(in: window)
            self.host = host
            host.addCoveredInsetsObserver(self)
            onChange?(host.coveredInsets)
        }
    }
#endif
