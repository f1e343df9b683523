import Foundation

/// The words a drawer says about itself, apart from where it rests (see
/// ``DrawerAccessibilityLabels/value(for:)`` for that).
///
/// Each case's raw value is its key in DrawerKit's string tables (`DrawerKit.strings`), so one
/// list names every sentence an adapter may show or speak; adapters never spell them out.
public enum DrawerPhrase: String, CaseIterable, Sendable, Hashable {
    /// The drawer panel as a whole ("Drawer"): the label of its accessibility group.
    case drawer = "drawer"
    /// The grabber at the drawer's edge ("Drawer handle").
    case handle = "handle"
    /// What activating the grabber does ("Activate to move the drawer to its next size").
    case handleHint = "handle.hint"
    /// The action that moves to the next larger stop ("Expand").
    case expand = "action.expand"
    /// The action that moves to the next smaller stop ("Collapse").
    case collapse = "action.collapse"
    /// The action that closes a dismissible drawer ("Close").
    case close = "action.close"
}
