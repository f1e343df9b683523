import Foundation

/// The words assistive technologies use for a drawer's detents ("Half expanded").
///
/// Localize by building a table in the app's language, usually from the app's own string
/// catalog:
///
/// ```swift
/// let labels = DrawerAccessibilityLabels(names: [
///     .medium: String(localized: "Half expanded"),
///     .large: String(localized: "Expanded"),
/// ], fallback: { String(localized: "Drawer position \($0.rawValue)") })
/// ```
public struct DrawerAccessibilityLabels: Sendable {
    /// Names per identifier.
    public var names: [DrawerDetent.Identifier: String]
    /// The name for identifiers missing from ``names``.
    public var fallback: @Sendable (DrawerDetent.Identifier) -> String

    /// Creates a table.
    public init(
        names: [DrawerDetent.Identifier: String],
        fallback: @escaping @Sendable (DrawerDetent.Identifier) -> String = { $0.rawValue }
    ) {
        self.names = names
        self.fallback = fallback
    }

    /// English names for the predefined detents; others read their identifier.
    public static let english = DrawerAccessibilityLabels(names: [
        .closed: "Closed",
        .small: "Collapsed",
        .xSmall: "Collapsed",
        .default: "Collapsed",
        .fit: "Fitted to content",
        .medium: "Half expanded",
        .large: "Expanded",
        .xLarge: "Fully expanded",
    ])

    /// The spoken value for `identifier`.
    public func value(for identifier: DrawerDetent.Identifier) -> String {
        names[identifier] ?? fallback(identifier)
    }
}
