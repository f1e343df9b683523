import Foundation

/// The reading direction that decides which screen side `leading` and `trailing` mean.
public enum DrawerLayoutDirection: String, Sendable, Hashable, CaseIterable, Codable {
    /// Left-to-right scripts such as English: leading is the left side.
    case leftToRight
    /// Right-to-left scripts such as Arabic and Hebrew: leading is the right side.
    case rightToLeft
}
