import Foundation

/// The direction a tracked scroll view scrolls in, on screen.
///
/// Only a scroll view along its drawer's axis (vertical in a bottom or top sheet, horizontal in
/// a side drawer) shares a finger's travel with the drawer. One across it (a horizontal carousel
/// in a bottom sheet) never moves the drawer through its own scrolling; a press on it is left to
/// the drawer's ordinary drag, whose direction rule gives a sideways swipe to the carousel and a
/// swipe along the drawer's axis to the drawer, as a `UIScrollView` that cannot scroll vertically
/// lets a vertical pan through to the sheet.
public enum DrawerScrollAxis: Sendable, Hashable, CaseIterable {
    /// Scrolls up and down.
    case vertical
    /// Scrolls left and right.
    case horizontal

    /// Whether a drawer on `edge` moves along this axis.
    public func isAlong(_ edge: DrawerEdge) -> Bool { (self == .vertical) == edge.isVertical }

    /// The axis a scroll view scrolls in judged from its lengths, for toolkits that do not say
    /// (a `UIScrollView`): horizontal when its content is wider than its viewport and not taller,
    /// otherwise vertical. Non-finite lengths count as zero.
    package static func inferred(from view: some DrawerTrackableScrollView) -> DrawerScrollAxis {
        let inset = view.drawerContentInset
        let width = view.drawerContentSize.width.finite(or: 0) + inset.left + inset.right
        let height = view.drawerContentSize.height.finite(or: 0) + inset.top + inset.bottom
        let wide = width > view.drawerViewportSize.width.finite(or: 0) + DrawerScrollTracker.tolerance
        let tall = height > view.drawerViewportSize.height.finite(or: 0) + DrawerScrollTracker.tolerance
        return wide && !tall ? .horizontal : .vertical
    }
}
