import Foundation

/// What an upward (opening) drag on a scroll view does first at one detent: scroll the content
/// or resize the drawer — SwiftUI's `presentationContentInteraction(_:)` (`.automatic`,
/// `.resizes`, `.scrolls`), chosen per detent in ``DrawerScrollOptions/contentInteraction``.
///
/// A map sheet at its small detent wants a swipe on its list to lift the sheet (`resizes`); a
/// chat sheet at medium wants the same swipe to scroll the messages (`scrolls`). The rule of the
/// detent the drawer rests nearest to when the finger goes down holds for the whole gesture. A
/// closing drag is not affected: the content scrolls back to its start before the drawer shrinks.
public enum DrawerContentInteraction: Sendable, Hashable, CaseIterable {
    /// The drawer-wide ``DrawerScrollOptions/expandsWhenScrolledToEdge`` decides.
    case automatic
    /// The drawer expands to its largest interactive stop before the content scrolls.
    case resizes
    /// Scrollable content scrolls first; the drawer expands only once it can scroll no further.
    case scrolls
}

extension DrawerScrollOptions {
    /// Whether an opening drag that starts at `detent` expands the drawer before scrolling the
    /// content: that detent's ``contentInteraction`` rule, or ``expandsWhenScrolledToEdge`` for
    /// `.automatic` and detents without a rule.
    public func expandsFirst(at detent: DrawerDetent.Identifier?) -> Bool {
        switch detent.flatMap({ contentInteraction[$0] }) ?? .automatic {
        case .automatic: expandsWhenScrolledToEdge
        case .resizes: true
        case .scrolls: false
        }
    }
}
