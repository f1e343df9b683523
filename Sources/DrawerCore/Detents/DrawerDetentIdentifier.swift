import Foundation

extension DrawerDetent {
    /// The identity of a detent, kept across resizes and used to move to it from code.
    ///
    /// An open set of names, like UIKit's `UISheetPresentationController.Detent.Identifier`:
    /// the common ones are predefined (including UCSheetView's `default`/`xSmall`…`xLarge` set)
    /// and an app adds its own with a string literal.
    ///
    /// ```swift
    /// extension DrawerDetent.Identifier {
    ///     static let peek: Self = "peek"
    /// }
    /// ```
    public struct Identifier: RawRepresentable, Sendable, Hashable, Codable,
        ExpressibleByStringLiteral, CustomStringConvertible
    {
        /// The identifier's name.
        public var rawValue: String

        /// Creates an identifier from its name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Creates an identifier from a string literal.
        public init(stringLiteral value: String) { self.rawValue = value }

        /// The identifier's name.
        public var description: String { rawValue }

        /// The closed (hidden) position.
        public static let closed: Self = "closed"
        /// A sliver of the drawer, 5 % of the container (seed 000's `small`).
        public static let small: Self = "small"
        /// About half of the container.
        public static let medium: Self = "medium"
        /// The whole container.
        public static let large: Self = "large"
        /// Fitted to the content's own length (seed 001's automatically sized medium).
        public static let fit: Self = "fit"
        /// UCSheetView's `default` identifier.
        public static let `default`: Self = "default"
        /// UCSheetView's `xSmall` identifier.
        public static let xSmall: Self = "xSmall"
        /// UCSheetView's `xLarge` identifier.
        public static let xLarge: Self = "xLarge"
    }
}
