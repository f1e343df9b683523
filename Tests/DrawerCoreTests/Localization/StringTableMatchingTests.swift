import DrawerCore
import Foundation
import PropertyBased
import Testing

@Suite("Localization: choosing a language")
struct StringTableMatchingTests {
    static let shipped = ["ar", "de", "en", "ja", "zh-Hant"]

    @Test(
        "preferences map to a shipped table by the documented rule",
        arguments: [
            (["de-AT"], "de"), (["de_AT.UTF-8@euro"], "de"), (["fr", "ja_JP"], "ja"), (["AR-eg"], "ar"),
            (["zh-Hant-TW"], "zh-Hant"), (["zh-Hans-CN"], "en"), (["C.UTF-8", "de"], "en"), (["POSIX"], "en"),
            ([], "en"), ([""], "en"), (["fr"], "en"), (["-", "_", ".", "@"], "en"),
        ])
    func matching(preferences: [String], expected: String) {
        #expect(DrawerStringTable.localization(matching: preferences, available: Self.shipped) == expected)
    }

    @Test("any list of preferences gives a shipped language or English, never a crash")
    func anyPreferences() async {
        let text = Gen.character(in: " "..."~").string(of: 0...10)
        await boundedPropertyCheck(count: 200, input: text.array(of: 0...4)) { preferences in
            let chosen = DrawerStringTable.localization(matching: preferences, available: Self.shipped)
            #expect(Self.shipped.contains(chosen))
        }
    }

    @Test(
        "the environment follows gettext's rule",
        arguments: [
            ([:], []),
            (["LANG": "de_DE.UTF-8"], ["de_DE.UTF-8"]),
            (["LANG": "de_DE.UTF-8", "LC_MESSAGES": "ja_JP.UTF-8"], ["ja_JP.UTF-8"]),
            (["LANG": "de_DE.UTF-8", "LC_ALL": "ar_EG.UTF-8", "LC_MESSAGES": "ja_JP"], ["ar_EG.UTF-8"]),
            (["LANG": "de_DE.UTF-8", "LANGUAGE": "ar:ja"], ["ar", "ja", "de_DE.UTF-8"]),
            (["LANG": "C.UTF-8", "LANGUAGE": "ar:ja"], ["C.UTF-8"]),
            (["LANGUAGE": "ar"], []),
            (["LC_ALL": "", "LANG": "ja_JP"], ["ja_JP"]),
        ] as [([String: String], [String])])
    func environment(environment: [String: String], expected: [String]) {
        #expect(DrawerStringTable.preferredLanguages(environment: environment) == expected)
    }
}
