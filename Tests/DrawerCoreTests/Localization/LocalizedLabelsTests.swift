import DrawerCore
import Foundation
import Testing

/// The shipped translations, read on this platform through the public API. The expected texts
/// are written out here by hand, not read back from the tables.
@Suite("Localization: shipped labels")
struct LocalizedLabelsTests {
    /// Every predefined detent, in the order a drawer opens.
    static let detents: [DrawerDetent.Identifier] = [
        .closed, .xSmall, .small, .default, .fit, .medium, .large, .xLarge,
    ]

    @Test("German: every detent and every phrase")
    func german() {
        let labels = DrawerAccessibilityLabels.localized(for: Locale(identifier: "de_DE"))
        #expect(
            Self.detents.map(labels.value(for:)) == [
                "Geschlossen", "Eingeklappt", "Eingeklappt", "Eingeklappt", "An den Inhalt angepasst",
                "Halb ausgeklappt", "Ausgeklappt", "Vollständig ausgeklappt",
            ])
        #expect(labels.text(for: .drawer) == "Schublade")
        #expect(labels.text(for: .handle) == "Schubladengriff")
        #expect(labels.text(for: .handleHint) == "Aktivieren, um die Schublade auf die nächste Größe zu stellen")
        #expect(labels.text(for: .expand) == "Ausklappen")
        #expect(labels.text(for: .collapse) == "Einklappen")
        #expect(labels.text(for: .close) == "Schließen")
    }

    @Test("Arabic: every detent and every phrase")
    func arabic() {
        let labels = DrawerAccessibilityLabels.localized(for: Locale(identifier: "ar"))
        #expect(
            Self.detents.map(labels.value(for:)) == [
                "مغلق", "مطوي", "مطوي", "مطوي", "بحجم المحتوى", "موسّع إلى النصف", "موسّع", "موسّع بالكامل",
            ])
        #expect(labels.text(for: .drawer) == "درج")
        #expect(labels.text(for: .handle) == "مقبض الدرج")
        #expect(labels.text(for: .handleHint) == "فعّل لنقل الدرج إلى حجمه التالي")
        #expect(labels.text(for: .expand) == "توسيع")
        #expect(labels.text(for: .collapse) == "طي")
        #expect(labels.text(for: .close) == "إغلاق")
    }

    @Test("Japanese and English: a detent and the actions")
    func japaneseAndEnglish() {
        let japanese = DrawerAccessibilityLabels.localized(for: Locale(identifier: "ja_JP"))
        #expect(japanese.value(for: .medium) == "半分展開されています")
        #expect([DrawerPhrase.expand, .collapse, .close].map(japanese.text(for:)) == ["展開する", "折りたたむ", "閉じる"])
        let english = DrawerAccessibilityLabels.english
        #expect(
            Self.detents.map(english.value(for:)) == [
                "Closed", "Collapsed", "Collapsed", "Collapsed", "Fitted to content", "Half expanded", "Expanded",
                "Fully expanded",
            ])
        #expect(
            DrawerPhrase.allCases.map(english.text(for:)) == [
                "Drawer", "Drawer handle", "Activate to move the drawer to its next size", "Expand", "Collapse", "Close",
            ])
    }

    @Test("the engine speaks the configuration's language")
    func engineValue() {
        var configuration = DrawerConfiguration()
        configuration.accessibilityLabels = .localized(for: Locale(identifier: "de"))
        var engine = DrawerEngine(
            configuration: configuration, container: DrawerContainer(size: CGSize(width: 390, height: 844)),
            initialDetent: .medium)
        #expect(engine.accessibilityValue == "Halb ausgeklappt")
        engine.accessibilityIncrement(time: 0)
        engine.tick(time: 5)
        #expect(engine.accessibilityValue == "Ausgeklappt")
    }

    @Test("every shipped language has exactly the English keys, none blank")
    func tablesAreComplete() throws {
        #expect(DrawerStringTable.availableLocalizations == ["ar", "de", "en", "ja"])
        let english = try #require(DrawerStringTable.load(localization: "en"))
        for localization in DrawerStringTable.availableLocalizations {
            let table = try #require(DrawerStringTable.load(localization: localization))
            #expect(Set(table.entries.keys) == Set(english.entries.keys), "\(localization)")
            #expect(table.entries.values.allSatisfy { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
        }
        let phraseKeys = Set(DrawerPhrase.allCases.map(\.rawValue))
        #expect(phraseKeys.isSubset(of: english.entries.keys))
        let detentKeys = Set(Self.detents.map { "detent.\($0.rawValue)" })
        #expect(Set(english.entries.keys) == phraseKeys.union(detentKeys))
    }

    @Test("a language DrawerKit does not ship reads English; an unknown table is nil")
    func unknownLanguage() {
        #expect(DrawerStringTable.load(localization: "xx") == nil)
        let labels = DrawerAccessibilityLabels(localization: "xx")
        #expect(labels.value(for: .medium) == "Half expanded")
        #expect(labels.text(for: .close) == "Close")
        #expect(DrawerAccessibilityLabels.localized(for: Locale(identifier: "fr_FR")).text(for: .drawer) == "Drawer")
    }
}
