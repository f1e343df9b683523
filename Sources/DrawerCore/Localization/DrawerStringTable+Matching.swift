import Foundation

extension DrawerStringTable {
    /// The shipped table that best serves `preferences` (language identifiers, most preferred
    /// first: `["de-AT", "en"]`, or POSIX names such as `"de_AT.UTF-8"`).
    ///
    /// The rule, so that any input has an answer: each preference is normalised (`_` becomes
    /// `-`; a `.codeset` or `@modifier` suffix is dropped; `C` and `POSIX` mean English), then
    /// tried whole and with subtags dropped from the end (`zh-Hant-TW`, `zh-Hant`, `zh`),
    /// ignoring case. The first preference with a match wins; when none matches (or the list is
    /// empty) the answer is ``developmentLocalization``.
    package static func localization(matching preferences: [String]) -> String {
        localization(matching: preferences, available: availableLocalizations)
    }

    /// ``localization(matching:)`` against an explicit list of `available` localizations.
    package static func localization(matching preferences: [String], available: [String]) -> String {
        let byLowercase = Dictionary(available.map { ($0.lowercased(), $0) }) { first, _ in first }
        for preference in preferences {
            for candidate in fallbackChain(normalised(preference)) {
                if let match = byLowercase[candidate.lowercased()] { return match }
            }
        }
        return developmentLocalization
    }

    /// `de_AT.UTF-8@euro` → `de-AT`; `C`/`POSIX` → `en`.
    static func normalised(_ identifier: String) -> String {
        let bare = identifier.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)[0]
            .split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)[0]
            .replacingOccurrences(of: "_", with: "-")
            .trimmingCharacters(in: .whitespaces)
        return bare == "C" || bare == "POSIX" ? developmentLocalization : bare
    }

    /// `zh-Hant-TW` → `["zh-Hant-TW", "zh-Hant", "zh"]`; empty for an empty identifier.
    static func fallbackChain(_ identifier: String) -> [String] {
        let parts = identifier.split(separator: "-").map(String.init)
        return parts.indices.reversed().map { parts[...$0].joined(separator: "-") }
    }
}
