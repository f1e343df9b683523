import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The pages pushed on one drawer, bottom to top, each with the detent it was left at when a
/// page was pushed over it. Below the first page is the *root*: the drawer's own content and
/// configuration.
///
/// A pure value with the stack's rules; `DrawerHostModel` turns its changes into springs.
/// - A page id is in the stack at most once: pushing an id already there is refused.
/// - Popping an empty stack, or popping to an id that is not in it, changes nothing.
package struct DrawerPageStack: Sendable, Equatable {
    /// One page in the stack with the detent it rests at when it is uncovered again.
    package struct Entry: Sendable, Equatable {
        /// The page.
        package var page: DrawerPage
        /// The detent the drawer was at when a page was pushed over this one; `nil` while it is
        /// on top, or when the drawer was closed then.
        package var coveredDetent: DrawerDetent.Identifier?
    }

    /// The pages, bottom to top.
    package private(set) var entries: [Entry] = []
    /// The detent the drawer was at when the first page was pushed over its own content.
    package private(set) var rootCoveredDetent: DrawerDetent.Identifier?

    /// An empty stack: the drawer shows its own content.
    package init() {}

    /// The page on top, or `nil` when the drawer shows its own content.
    package var top: DrawerPage? { entries.last?.page }

    /// The pages' ids, bottom to top.
    package var ids: [DrawerPage.ID] { entries.map(\.page.id) }

    /// Whether `id` is in the stack.
    package func contains(_ id: DrawerPage.ID) -> Bool { entries.contains { $0.page.id == id } }

    /// Pushes `page`, remembering `detent` (the drawer's detent now) for the page it covers.
    /// Returns `false`, changing nothing, when the id is already in the stack.
    @discardableResult
    package mutating func push(_ page: DrawerPage, covering detent: DrawerDetent.Identifier?) -> Bool {
        guard !contains(page.id) else { return false }
        if entries.isEmpty { rootCoveredDetent = detent } else { entries[entries.count - 1].coveredDetent = detent }
        entries.append(Entry(page: page, coveredDetent: nil))
        return true
    }

    /// Pops pages until `id` is on top (`nil`: until none is), and returns the detent the
    /// uncovered page was left at (outer `nil`: nothing was popped, because `id` is not in the
    /// stack or already on top).
    package mutating func pop(to id: DrawerPage.ID?) -> DrawerDetent.Identifier?? {
        let keep: Int
        if let id {
            guard let index = entries.firstIndex(where: { $0.page.id == id }) else { return nil }
            keep = index + 1
        } else {
            keep = 0
        }
        guard keep < entries.count else { return nil }
        entries.removeSubrange(keep...)
        if entries.isEmpty { return .some(rootCoveredDetent) }
        let detent = entries[entries.count - 1].coveredDetent
        entries[entries.count - 1].coveredDetent = nil
        return .some(detent)
    }

    /// Sets the fitting length of the page `id`, covered or not. Returns `false` for an id not
    /// in the stack.
    @discardableResult
    package mutating func setFittingLength(_ length: CGFloat?, of id: DrawerPage.ID) -> Bool {
        guard let index = entries.firstIndex(where: { $0.page.id == id }) else { return false }
        entries[index].page.fittingLength = length
        return true
    }
}
