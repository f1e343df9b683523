import Foundation

/// Where a panel narrower than its container sits across the drawer's axis (iOS 27's
/// `presentationPlacement(.leading / .center / .trailing)`, libadwaita's `AdwBottomSheet:align`,
/// Software Mansion's start/center/end).
///
/// For a top or bottom drawer the cross axis is horizontal and reading-direction aware: leading
/// is the left side in left-to-right layouts and the right side in right-to-left ones. For a side
/// drawer the cross axis is vertical and leading is the top.
public enum DrawerPlacement: String, Sendable, Hashable, CaseIterable, Codable {
    /// Against the leading side (after the side inset).
    case leading
    /// Centred.
    case center
    /// Against the trailing side (after the side inset).
    case trailing
}
