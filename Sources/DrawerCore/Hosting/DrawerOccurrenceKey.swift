/// An id made unique within one host by counting its repeats: the rule for drawers handed to one
/// host under the same id (issue 22, finding 8).
///
/// A window-level drawer on macOS is drawn by the window's `drawerHost()`, which keys its drawers
/// by id. The default id of `.drawer(isPresented:)` is its content's type name, so two drawers
/// showing a `Text` arrive with one id, and an app can repeat an id of its own (two
/// `.resizableSheet` left at their default). Keyed by the id alone the host would draw one and
/// lose the other. Numbering repeats in declaration order keeps every drawer; the first
/// occurrence keeps number 0, so adding a drawer later in the tree never renames an earlier one.
package struct DrawerOccurrenceKey<ID: Hashable>: Hashable {
    /// The id the drawer was given.
    package let id: ID
    /// How many drawers before this one, in declaration order, were given the same id.
    package let occurrence: Int

    /// Creates a key.
    package init(id: ID, occurrence: Int) {
        self.id = id
        self.occurrence = occurrence
    }

    /// One key per id, in the same order: each id with the count of its earlier repeats.
    package static func keys(for ids: [ID]) -> [DrawerOccurrenceKey<ID>] {
        var seen: [ID: Int] = [:]
        return ids.map { id in
            let occurrence = seen[id, default: 0]
            seen[id] = occurrence + 1
            return DrawerOccurrenceKey(id: id, occurrence: occurrence)
        }
    }
}

extension DrawerOccurrenceKey: Sendable where ID: Sendable {}
