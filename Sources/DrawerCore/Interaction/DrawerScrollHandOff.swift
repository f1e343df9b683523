import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Splits one step of a finger's travel over scrollable content into "move the drawer" and
/// "scroll the content" (seed 002, `reference/physics.md` §5).
///
/// The rule, for a step that *opens* the drawer (finger moving towards the far edge):
/// 1. with ``DrawerScrollOptions/expandsWhenScrolledToEdge``, the drawer takes the step until it
///    reaches its largest interactive stop;
/// 2. the content takes what is left, as far as it can scroll that way;
/// 3. the drawer takes the rest (rubber-banding past the stop) — except that content that
///    bounces (UIKit's scroll views) keeps it as its own overscroll once the drawer is at its
///    largest stop: the list bounces and the drawer stays, as UIKit's sheets and FloatingPanel
///    do.
/// Without `expandsWhenScrolledToEdge`, step 1 is skipped: scrollable content scrolls first.
///
/// For a step that *closes* the drawer:
/// 1. content pushed past its end first comes back (its overscroll, finger travel for finger
///    travel: a rubber band is a function of the finger's travel past the edge); then a drawer
///    stretched past its largest stop returns to it;
/// 2. the content takes what it can (scrolling back to its start, in a bottom sheet);
/// 3. the drawer takes the rest.
///
/// Because the split is made for every step, the hand-off happens both ways inside one gesture
/// without lifting the finger, and the two parts always add up to the step.
public struct DrawerScrollHandOff: Sendable, Hashable {
    /// The step's effect on the drawer's (un-rubber-banded) extent.
    public var drawer: CGFloat
    /// The step's effect on the content offset.
    public var content: CGFloat
    /// The step's effect on how far the finger has pushed bouncing content past its end
    /// (positive pushes further): the content's own rubber band shows it, not the offset the
    /// engine keeps, which stays at the end.
    public var overscroll: CGFloat

    /// A step that moved nothing.
    public static let none = DrawerScrollHandOff(drawer: 0, content: 0)

    /// Creates a split.
    public init(drawer: CGFloat, content: CGFloat, overscroll: CGFloat = 0) {
        self.drawer = drawer
        self.content = content
        self.overscroll = overscroll
    }

    /// Splits `step` (extent units, positive opens).
    /// - Parameters:
    ///   - step: the finger's travel since the last change, in extent units (positive opens).
    ///   - extent: the drawer's current finger-following extent (before rubber-banding).
    ///   - upperStop: the largest interactive stop.
    ///   - scroll: the content's current scroll state.
    ///   - openingScrollsForward: whether opening moves the content offset up (bottom and
    ///     right-side drawers, where the finger pushes the content towards its end) or down
    ///     (top and left-side drawers).
    ///   - expandsFirst: ``DrawerScrollOptions/expandsWhenScrolledToEdge``.
    ///   - contentBounces: whether the content rubber-bands past its ends by itself (UIKit's
    ///     `bounces`).
    ///   - overscroll: how far the finger has already pushed the content past its end.
    public static func split(
        step: CGFloat, extent: CGFloat, upperStop: CGFloat, scroll: DrawerScrollState,
        openingScrollsForward: Bool, expandsFirst: Bool, contentBounces: Bool = false, overscroll: CGFloat = 0
    ) -> DrawerScrollHandOff {
        guard step.isFinite, step != 0 else { return .none }
        let opening = step > 0
        var remaining = abs(step)
        var drawerPart: CGFloat = 0
        var overscrollPart: CGFloat = 0
        // How far the content can scroll in the direction this step pushes it.
        let pushesForward = opening == openingScrollsForward
        let contentRoom = pushesForward ? scroll.maximumOffset - scroll.offset : scroll.offset

        if opening {
            if expandsFirst {
                let toStop = min(remaining, max(0, upperStop - extent))
                drawerPart += toStop
                remaining -= toStop
            }
        } else {
            let unbounce = min(remaining, max(0, overscroll.finite(or: 0)))
            overscrollPart -= unbounce
            remaining -= unbounce
            let unstretch = min(remaining, max(0, extent - upperStop))
            drawerPart += unstretch
            remaining -= unstretch
        }
        let contentPart = min(remaining, max(0, contentRoom))
        remaining -= contentPart
        if opening, contentBounces, extent + drawerPart >= upperStop - DrawerDetentResolver.collapseTolerance {
            overscrollPart += remaining
            remaining = 0
        }
        drawerPart += remaining

        let sign: CGFloat = opening ? 1 : -1
        return DrawerScrollHandOff(
            drawer: sign * drawerPart,
            content: (pushesForward ? 1 : -1) * contentPart, overscroll: overscrollPart)
    }
}
