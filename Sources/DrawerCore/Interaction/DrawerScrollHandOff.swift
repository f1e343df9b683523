import Foundation

/// Splits one step of a finger's travel over scrollable content into "move the drawer" and
/// "scroll the content" (seed 002, `reference/physics.md` §5).
///
/// The rule, for a step that *opens* the drawer (finger moving towards the far edge):
/// 1. with ``DrawerScrollOptions/expandsWhenScrolledToEdge``, the drawer takes the step until it
///    reaches its largest interactive stop;
/// 2. the content takes what is left, as far as it can scroll that way;
/// 3. the drawer takes the rest (rubber-banding past the stop).
/// Without `expandsWhenScrolledToEdge`, step 1 is skipped: scrollable content scrolls first.
///
/// For a step that *closes* the drawer:
/// 1. a drawer stretched past its largest stop first returns to it;
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

    /// A step that moved nothing.
    public static let none = DrawerScrollHandOff(drawer: 0, content: 0)

    /// Creates a split.
    public init(drawer: CGFloat, content: CGFloat) {
        self.drawer = drawer
        self.content = content
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
    public static func split(
        step: CGFloat, extent: CGFloat, upperStop: CGFloat, scroll: DrawerScrollState,
        openingScrollsForward: Bool, expandsFirst: Bool
    ) -> DrawerScrollHandOff {
        guard step.isFinite, step != 0 else { return .none }
        let opening = step > 0
        var remaining = abs(step)
        var drawerPart: CGFloat = 0
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
            let unstretch = min(remaining, max(0, extent - upperStop))
            drawerPart += unstretch
            remaining -= unstretch
        }
        let contentPart = min(remaining, max(0, contentRoom))
        remaining -= contentPart
        drawerPart += remaining

        let sign: CGFloat = opening ? 1 : -1
        return DrawerScrollHandOff(
            drawer: sign * drawerPart,
            content: (pushesForward ? 1 : -1) * contentPart)
    }
}
