import DrawerCore
import Testing

/// Issue 22, finding 8: on macOS a window-level drawer's default id is its content's type name,
/// so two `.drawer(isPresented:)` showing `Text` handed the host one id twice.
@Suite("Drawers handed to one host under the same id stay apart")
struct DrawerOccurrenceKeyTests {
    @Test("a repeated id gets the next occurrence; distinct ids keep occurrence 0")
    func repeatsAreNumbered() {
        let keys = DrawerOccurrenceKey.keys(for: ["Text", "List", "Text", "Text"])
        #expect(keys.map(\.occurrence) == [0, 0, 1, 2])
        #expect(Set(keys).count == 4)
        #expect(keys.map(\.id) == ["Text", "List", "Text", "Text"])
    }

    @Test("adding a later drawer never renames an earlier one")
    func earlierKeysAreStable() {
        let before = DrawerOccurrenceKey.keys(for: ["Text", "Text"])
        let after = DrawerOccurrenceKey.keys(for: ["Text", "Text", "Text", "List"])
        #expect(Array(after.prefix(2)) == before)
    }

    @Test("no ids, no keys")
    func empty() {
        #expect(DrawerOccurrenceKey<String>.keys(for: []).isEmpty)
    }
}
