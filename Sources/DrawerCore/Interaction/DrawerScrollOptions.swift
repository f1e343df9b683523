import Foundation

/// How a drag over scrollable content is shared between the drawer and the content.
public struct DrawerScrollOptions: Sendable, Hashable {
    /// iOS's `prefersScrollingExpandsWhenScrolledToEdge` (default `true`): a drag that would
    /// scroll the content further first expands the drawer up to its largest interactive stop,
    /// and only then scrolls the content. When `false`, scrollable content scrolls first and the
    /// drawer moves only once the content can scroll no further.
    public var expandsWhenScrolledToEdge: Bool
    /// Deceleration of the content's momentum after a release that leaves the content scrolling,
    /// as a fraction of velocity kept per millisecond (UIScrollView's normal rate, 0.998).
    public var contentDeceleration: DrawerMomentum
    /// Per detent, whether an opening drag on a scroll view scrolls or resizes first
    /// (``DrawerContentInteraction``, SwiftUI's `presentationContentInteraction`); detents not
    /// named follow ``expandsWhenScrolledToEdge``.
    public var contentInteraction: [DrawerDetent.Identifier: DrawerContentInteraction]
    /// Whether the drawer turns off the safe-area inset adjustment of the scroll views it finds
    /// and tracks by itself (UIKit's `contentInsetAdjustmentBehavior = .never`, as FloatingPanel's
    /// tracking does); `false` by default, so a list's insets stay what you and SwiftUI set.
    /// Turn it on when a list in a drawer dragged under the status bar slides by the bar's height
    /// mid-drag: its safe-area inset grows as the panel passes under the bar. A scroll view you
    /// hand to DrawerUIKit's `track(scrollView:in:)` has its adjustment turned off either way.
    /// GTK has no such inset and ignores it.
    public var disablesContentInsetAdjustment: Bool

    /// Creates scroll options.
    public init(
        expandsWhenScrolledToEdge: Bool = true, contentDeceleration: DrawerMomentum = .normal,
        contentInteraction: [DrawerDetent.Identifier: DrawerContentInteraction] = [:],
        disablesContentInsetAdjustment: Bool = false
    ) {
        self.expandsWhenScrolledToEdge = expandsWhenScrolledToEdge
        self.contentDeceleration = contentDeceleration
        self.contentInteraction = contentInteraction
        self.disablesContentInsetAdjustment = disablesContentInsetAdjustment
    }
}
