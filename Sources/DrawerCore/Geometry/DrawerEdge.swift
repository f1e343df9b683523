import Foundation

/// The side of the container a drawer is attached to.
///
/// `leading` and `trailing` follow the reading direction, so a navigation drawer written once
/// opens from the left in English and from the right in Arabic or Hebrew. Use
/// ``physical(in:)`` to find the screen side for a given ``DrawerLayoutDirection``.
public enum DrawerEdge: String, Sendable, Hashable, CaseIterable, Codable {
    /// Attached to the bottom; the usual bottom sheet.
    case bottom
    /// Attached to the top, dropping down.
    case top
    /// Attached to the side where lines of text start (left in left-to-right languages).
    case leading
    /// Attached to the side where lines of text end (right in left-to-right languages).
    case trailing

    /// The screen side this edge stands for under `direction`.
    public func physical(in direction: DrawerLayoutDirection) -> DrawerPhysicalEdge {
        switch (self, direction) {
        case (.bottom, _): .bottom
        case (.top, _): .top
        case (.leading, .leftToRight), (.trailing, .rightToLeft): .left
        case (.leading, .rightToLeft), (.trailing, .leftToRight): .right
        }
    }

    /// Whether the drawer moves up and down (bottom and top drawers).
    public var isVertical: Bool { self == .bottom || self == .top }

    /// The edge across the panel from this one: the panel's free edge, where its handle strip
    /// lies (a bottom sheet's handle is along its top).
    public var opposite: DrawerEdge {
        switch self {
        case .bottom: .top
        case .top: .bottom
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}
