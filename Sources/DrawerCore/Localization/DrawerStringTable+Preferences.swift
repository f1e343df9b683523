import Foundation

extension DrawerStringTable {
    /// The languages this process should speak, most preferred first, by the platform's rule.
    ///
    /// On Apple platforms that is the app's own choice (`Bundle.main.preferredLocalizations`,
    /// so an app shipped only in English gets English drawers), then the user's languages. On
    /// other platforms it is gettext's rule over the environment, which is what GTK's own
    /// widgets follow (see ``preferredLanguages(environment:)``); Foundation's
    /// `Locale.preferredLanguages` there ignores the environment.
    package static var preferredLanguages: [String] {
        #if canImport(Darwin)
            Bundle.main.preferredLocalizations + Locale.preferredLanguages
        #else
            preferredLanguages(environment: ProcessInfo.processInfo.environment)
        #endif
    }

    /// gettext's rule: the message locale is the first non-empty of `LC_ALL`, `LC_MESSAGES` and
    /// `LANG`; unless it is `C` or `POSIX` (or absent), the colon-separated `LANGUAGE` list
    /// comes before it. The result may be empty (meaning English).
    package static func preferredLanguages(environment: [String: String]) -> [String] {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        guard let locale else { return [] }
        let codeless = locale.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)[0]
        if codeless == "C" || codeless == "POSIX" { return [locale] }
        let languages = (environment["LANGUAGE"] ?? "").split(separator: ":").map(String.init)
        return languages + [locale]
    }
}
