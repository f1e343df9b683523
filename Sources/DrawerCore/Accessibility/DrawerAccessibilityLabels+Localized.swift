import Foundation

extension DrawerAccessibilityLabels {
    /// Key prefix of the detent names in `DrawerKit.strings` ("detent.medium").
    static let detentKeyPrefix = "detent."

    /// The labels of one of DrawerKit's languages ("de", a name from
    /// `DrawerStringTable.availableLocalizations`): every predefined detent and every phrase.
    /// Anything that language's table lacks reads English; a language DrawerKit does not ship
    /// reads English throughout (choose with ``localized(for:)`` to get the best match instead).
    public init(localization: String) {
        var entries = DrawerStringTable.load(localization: DrawerStringTable.developmentLocalization)?.entries ?? [:]
        if let table = DrawerStringTable.load(localization: localization) {
            entries.merge(table.entries.filter { !$0.value.isBlank }) { _, translated in translated }
        }
        var names: [DrawerDetent.Identifier: String] = [:]
        for (key, text) in entries where key.hasPrefix(Self.detentKeyPrefix) {
            names[DrawerDetent.Identifier(rawValue: String(key.dropFirst(Self.detentKeyPrefix.count)))] = text
        }
        var phrases: [DrawerPhrase: String] = [:]
        for phrase in DrawerPhrase.allCases {
            phrases[phrase] = entries[phrase.rawValue]
        }
        self.init(names: names, phrases: phrases)
    }

    /// The labels in the language that best serves `locale` (German for `de_AT`, English when
    /// DrawerKit has nothing closer; the rule is `DrawerStringTable.localization(matching:)`).
    public static func localized(for locale: Locale) -> DrawerAccessibilityLabels {
        localized(preferredLanguages: [locale.identifier])
    }

    /// The labels in the first of `preferredLanguages` DrawerKit speaks (English when none).
    public static func localized(preferredLanguages: [String]) -> DrawerAccessibilityLabels {
        DrawerAccessibilityLabels(localization: DrawerStringTable.localization(matching: preferredLanguages))
    }

    /// The labels in this process's language (`DrawerStringTable.preferredLanguages`), read
    /// once. Every ``DrawerConfiguration`` starts with these.
    public static let current = localized(preferredLanguages: DrawerStringTable.preferredLanguages)
}
