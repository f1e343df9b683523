import DrawerCore
import Foundation

/// A stand-in for `UIScrollView` in replays: it reports what a scroll view reports
/// (`contentOffset`, `adjustedContentInset`, `isTracking`, `isDecelerating`, the pan's
/// translation and velocity) and, while a finger drags it, scrolls by itself as UIKit does —
/// the content follows the finger, clamped to its range (no rubber band) — until the tracker
/// sets its offset.
struct ReplayScrollView: DrawerTrackableScrollView {
    var drawerContentOffset = CGPoint.zero
    var drawerContentInset = DrawerInsets.zero
    var drawerContentSize = CGSize.zero
    var drawerViewportSize = CGSize.zero
    var drawerIsTracking = false
    var drawerIsDecelerating = false
    var drawerPanTranslation = CGPoint.zero
    var drawerPanVelocity = CGPoint.zero

    /// The lowest and highest `contentOffset.y` (UIKit's range: `-top` … `contentHeight + bottom - height`).
    var verticalRange: ClosedRange<CGFloat> {
        let low = -drawerContentInset.top
        let high = max(low, drawerContentSize.height + drawerContentInset.bottom - drawerViewportSize.height)
        return low...high
    }

    /// The finger moved to `translation`: the content moves with it (a finger moving up scrolls forward).
    mutating func drag(to translation: CGPoint) {
        let step = translation.y - drawerPanTranslation.y
        drawerPanTranslation = translation
        let range = verticalRange
        drawerContentOffset.y = min(range.upperBound, max(range.lowerBound, drawerContentOffset.y - step))
    }
}
