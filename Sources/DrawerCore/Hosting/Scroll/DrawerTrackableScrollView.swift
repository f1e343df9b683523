import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What `DrawerScrollTracker` reads from a scroll view inside a drawer, in the scroll view's
/// own vocabulary (UIKit's): a `UIScrollView`, a GTK `GtkAdjustment` wrapped with its drag
/// gesture, or a test double all describe themselves this way.
///
/// The requirements carry a `drawer` prefix so that `UIScrollView` can conform in an extension
/// without clashing with its own `contentOffset` or `adjustedContentInset` (whose types are
/// UIKit's): for it, ``drawerContentOffset`` is `contentOffset`, ``drawerContentInset`` is
/// `adjustedContentInset`, ``drawerViewportSize`` is `bounds.size`, and the pan values come from
/// `panGestureRecognizer` (`translation(in:)` and `velocity(in:)` in the drawer's container).
///
/// ```swift
/// struct AdjustmentView: DrawerTrackableScrollView {
///     var drawerContentOffset: CGPoint      // (0, value - lower)
///     var drawerContentInset = DrawerInsets.zero
///     var drawerContentSize: CGSize         // (width, upper - lower)
///     var drawerViewportSize: CGSize        // (width, page_size)
///     var drawerIsTracking: Bool            // the drawer's drag gesture is active
///     var drawerIsDecelerating = false      // GTK's kinetic scrolling, if the app enabled it
///     var drawerPanTranslation: CGPoint     // the drag gesture's offset
///     var drawerPanVelocity: CGPoint        // GtkGestureSwipe's velocity, or .zero
/// }
/// ```
package protocol DrawerTrackableScrollView {
    /// The scroll position: the point of the content at the viewport's top-left corner,
    /// `-inset` at the content's start (UIKit's `contentOffset`).
    var drawerContentOffset: CGPoint { get }
    /// The content inset the scroll view applies, safe areas included (UIKit's `adjustedContentInset`).
    var drawerContentInset: DrawerInsets { get }
    /// The content's size, insets excluded (UIKit's `contentSize`).
    var drawerContentSize: CGSize { get }
    /// The visible size of the scroll view (UIKit's `bounds.size`).
    var drawerViewportSize: CGSize { get }
    /// Whether a finger is down on the scroll view and may be dragging it (UIKit's `isTracking`).
    var drawerIsTracking: Bool { get }
    /// Whether the scroll view is gliding on by itself after a flick (UIKit's `isDecelerating`).
    var drawerIsDecelerating: Bool { get }
    /// The finger's travel since it went down, in the drawer's container coordinates.
    var drawerPanTranslation: CGPoint { get }
    /// The finger's velocity in points per second, in the drawer's container coordinates;
    /// `.zero` when the toolkit does not measure one.
    var drawerPanVelocity: CGPoint { get }
    /// Whether the scroll view rubber-bands past its ends under the finger by itself (UIKit's
    /// `bounces`): then a push past the list's end at the drawer's largest stop bounces the list
    /// instead of stretching the drawer (``DrawerScrollHandOff``). `false` by default.
    var drawerBounces: Bool { get }
}

extension DrawerTrackableScrollView {
    /// Toolkits whose scroll views draw no rubber band of their own (GTK) leave the push past
    /// the end to the drawer's.
    package var drawerBounces: Bool { false }
}
