import DrawerCore
import Foundation
import Testing

@Suite("Localization: app overrides")
struct OverrideLabelsTests {
    @Test("an override replaces one detent or phrase and leaves the rest")
    func overrides() {
        let labels = DrawerAccessibilityLabels.localized(for: Locale(identifier: "de"))
            .overriding("peek", with: "Vorschau")
            .overriding(.medium, with: "Halb")
            .overriding(.drawer, with: "Orte")
        #expect(labels.value(for: "peek") == "Vorschau")
        #expect(labels.value(for: .medium) == "Halb")
        #expect(labels.value(for: .large) == "Ausgeklappt")
        #expect(labels.text(for: .drawer) == "Orte")
        #expect(labels.text(for: .handle) == "Schubladengriff")
    }

    @Test("blank overrides are ignored; blank entries fall back")
    func blanks() {
        let base = DrawerAccessibilityLabels.english
        let labels = base.overriding(.medium, with: " ").overriding(.close, with: "")
        #expect(labels.value(for: .medium) == "Half expanded")
        #expect(labels.text(for: .close) == "Close")
        var edited = base
        edited.names[.large] = ""
        edited.phrases[.expand] = "\n"
        #expect(edited.value(for: .large) == "large")
        #expect(edited.text(for: .expand) == "Expand")
    }

    @Test("the original initialiser keeps working: names given, English phrases, identifier fallback")
    func legacyInitialiser() {
        let labels = DrawerAccessibilityLabels(names: ["compressed": "Compressed"])
        #expect(labels.value(for: "compressed") == "Compressed")
        #expect(labels.value(for: "other") == "other")
        #expect(labels.text(for: .handle) == "Drawer handle")
        let custom = DrawerAccessibilityLabels(names: [:], fallback: { "Position \($0.rawValue)" })
        #expect(custom.value(for: .medium) == "Position medium")
    }

    @Test("a phrase missing from an app's own table reads English")
    func partialPhrases() {
        let labels = DrawerAccessibilityLabels(names: [:], phrases: [.drawer: "Menu"])
        #expect(labels.text(for: .drawer) == "Menu")
        #expect(labels.text(for: .collapse) == "Collapse")
    }
}
