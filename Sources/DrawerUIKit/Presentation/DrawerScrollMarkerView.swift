#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import UIKit

    /// A zero-size view that marks the scroll view it sits on for the drawer around it, and
    /// reports when it appears. DrawerSwiftUI's `drawerScrollTracking()` places one at the
    /// modified view's top leading corner.
    ///
    /// - Inside a SwiftUI `ScrollView`'s or `List`'s content (hosted inside its `UIScrollView` on
    ///   iOS) it appears when the scroll view does, which can be long after the drawer attached:
    ///   the drawer's scroll views are then found again (``DrawerHostView/scrollViewAppeared(_:)``).
    /// - On a text view or a picker, whose top corner it shares, it marks that view, which the
    ///   drawer would otherwise leave alone (`DrawerScrollDiscovery`).
    /// - With ``claimsScrollView``, the scroll view it is inside counts as handed over by the app.
    package final class DrawerScrollMarkerView: UIView {
        /// Whether the marker claims the scroll view it is inside for the drawer, as the app's own
        /// ``DrawerHostView/track(scrollView:in:)`` does (its insets pinned with it): DrawerSwiftUI's
        /// `DrawerScrollView`, a scroll view made to share drags with its drawer.
        package var claimsScrollView = false

        /// A marker that takes no touches.
        package override init(frame: CGRect) {
            super.init(frame: frame)
            isUserInteractionEnabled = false
        }

        /// Not made from archives.
        package required init?(coder: NSCoder) { nil }

        /// Tells the drawer host above that a scroll view may have appeared.
        package override func didMoveToWindow() {
            super.didMoveToWindow()
            guard window != nil else { return }
            DrawerHostView.scrollViewAppeared(self)
        }
    }
#endif
