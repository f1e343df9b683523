import Foundation

/// One language's DrawerKit strings, read from the package's `<language>.lproj/DrawerKit.strings`.
///
/// Foundation's own lookup (`Bundle.localizedString(forKey:value:table:)`) picks the language
/// from the process's preferences, and on Linux swift-corelibs-foundation ignores `LANG` and
/// always answers English. A drawer must be able to speak a language chosen by the app (and by
/// tests), so the table is picked explicitly: ``localization(matching:)`` chooses the `.lproj`,
/// ``load(localization:)`` reads it.
///
/// ```swift
/// let german = DrawerStringTable.load(localization: "de")
/// german?.entries["detent.medium"]  // "Halb ausgeklappt"
/// ```
package struct DrawerStringTable: Sendable, Hashable {
    /// The `.lproj` the entries came from ("de").
    package let localization: String
    /// Every key and its text, as written in the table.
    package let entries: [String: String]

    /// Creates a table from entries already read; ``load(localization:)`` reads the package's.
    package init(localization: String, entries: [String: String]) {
        self.localization = localization
        self.entries = entries
    }

    /// The language every table is written against, and the one used when no preference
    /// matches.
    package static let developmentLocalization = "en"

    /// The languages DrawerKit ships tables for ("ar", "de", "en", "ja"), sorted; empty when the
    /// package's resources are not available (DrawerCore compiled outside SwiftPM).
    package static var availableLocalizations: [String] {
        (resourceBundle?.localizations ?? []).filter { $0 != "Base" }.sorted()
    }

    /// The table for `localization` (a name from ``availableLocalizations``), or `nil` when
    /// DrawerKit has none by that name or the file cannot be read. Tables are read once and
    /// kept.
    package static func load(localization: String) -> DrawerStringTable? {
        DrawerStringTableCache.shared.table(for: localization) {
            guard
                let path = resourceBundle?.path(
                    forResource: "DrawerKit", ofType: "strings", inDirectory: nil, forLocalization: localization),
                let data = FileManager.default.contents(atPath: path),
                let plist = try? PropertyListSerialization.propertyList(from: data, format: nil),
                let entries = plist as? [String: String]
            else { return nil }
            return DrawerStringTable(localization: localization, entries: entries)
        }
    }
}
