import Foundation

/// Everything assistive technologies hear about a drawer: the name of each position it rests at
/// ("Half expanded") and its other words (``DrawerPhrase``: "Drawer", "Drawer handle", "Expand" …).
///
/// DrawerKit ships these in English, German, Japanese and Arabic (`DrawerKit.strings` in
/// DrawerCore's resources). ``current`` follows the platform's language rule and is what a
/// ``DrawerConfiguration`` uses unless told otherwise; ``localized(for:)`` picks a language
/// explicitly. An app renames anything on top, for its own detents or its own wording:
///
/// ```swift
/// let labels = DrawerAccessibilityLabels.localized(for: Locale(identifier: "de"))
///     .overriding(.peek, with: String(localized: "Vorschau"))
///     .overriding(.drawer, with: String(localized: "Orte"))
/// ```
///
/// Empty text never reaches an assistive technology: an empty name or phrase counts as missing,
/// so a detent falls back to ``fallback`` and a phrase to DrawerKit's English. Without
/// DrawerKit's resources (DrawerCore compiled outside SwiftPM) the English table is empty and
/// labels read the identifiers and phrase keys.
public struct DrawerAccessibilityLabels: Sendable {
    /// Names per identifier.
    public var names: [DrawerDetent.Identifier: String]
    /// The name for identifiers missing from ``names`` (by default the identifier itself, which
    /// is why an app names its own detents).
    public var fallback: @Sendable (DrawerDetent.Identifier) -> String
    /// The drawer's other words; a phrase missing here reads DrawerKit's English.
    public var phrases: [DrawerPhrase: String]

    /// Creates a table that names detents; the other words are DrawerKit's English, as they
    /// were before tables carried them (use ``init(names:phrases:fallback:)`` for your own).
    public init(
        names: [DrawerDetent.Identifier: String],
        fallback: @escaping @Sendable (DrawerDetent.Identifier) -> String = { $0.rawValue }
    ) {
        self.init(names: names, phrases: Self.english.phrases, fallback: fallback)
    }

    /// Creates a table from detent names and phrases.
    public init(
        names: [DrawerDetent.Identifier: String],
        phrases: [DrawerPhrase: String],
        fallback: @escaping @Sendable (DrawerDetent.Identifier) -> String = { $0.rawValue }
    ) {
        self.names = names
        self.phrases = phrases
        self.fallback = fallback
    }

    /// DrawerKit's English table; others read their identifier.
    public static let english = DrawerAccessibilityLabels(localization: DrawerStringTable.developmentLocalization)

    /// The spoken value for `identifier`.
    public func value(for identifier: DrawerDetent.Identifier) -> String {
        if let name = names[identifier], !name.isBlank { return name }
        return fallback(identifier)
    }

    /// The text for `phrase`: this table's, else DrawerKit's English, else the phrase's key.
    public func text(for phrase: DrawerPhrase) -> String {
        if let text = phrases[phrase], !text.isBlank { return text }
        if let english = Self.englishPhrases[phrase], !english.isBlank { return english }
        return phrase.rawValue
    }

    /// The English phrases straight from the table (``english`` itself is built from them).
    private static let englishPhrases = english.phrases
}

extension String {
    /// Empty or only white space: nothing an assistive technology could read.
    var isBlank: Bool { allSatisfy(\.isWhitespace) }
}
