import Foundation

extension DrawerAccessibilityLabels {
    /// The same table with `identifier` read as `name`: the way an app names its own detents
    /// or rewords a predefined one. Blank `name`s are ignored (the table is returned unchanged),
    /// so a missing translation in the app never silences a detent.
    public func overriding(_ identifier: DrawerDetent.Identifier, with name: String) -> DrawerAccessibilityLabels {
        guard !name.isBlank else { return self }
        var copy = self
        copy.names[identifier] = name
        return copy
    }

    /// The same table with `phrase` read as `text` ("Places" instead of "Drawer"). Blank
    /// `text` is ignored, as for detent names.
    public func overriding(_ phrase: DrawerPhrase, with text: String) -> DrawerAccessibilityLabels {
        guard !text.isBlank else { return self }
        var copy = self
        copy.phrases[phrase] = text
        return copy
    }
}
