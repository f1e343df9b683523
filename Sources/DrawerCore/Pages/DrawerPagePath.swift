import Foundation

/// A drawer's pages given as a whole path (SwiftUI's `NavigationStack(path:)` style) rather than
/// as pushes and pops: the rule that turns the path an app holds into the fewest stack changes.
///
/// The pages both stacks share from the bottom up stay where they are, covered detents and all;
/// everything above them on the drawer is popped in one pop (so the drawer springs once, to the
/// detent the last shared page was left at), and the rest of the path is pushed in order. A path
/// that repeats a page id keeps its first occurrence (a page has one identity per drawer, as
/// `DrawerPageStack` requires): `["a", "b", "a"]` is `["a", "b"]`.
///
/// ```swift
/// let steps = DrawerPagePath.steps(from: ["list", "detail"], to: [list, settings])
/// // [.popTo("list"), .push(settings)]
/// ```
public enum DrawerPagePath {
    /// One change of a drawer's page stack.
    public enum Step: Sendable, Equatable {
        /// Pop every page, back to the drawer's own content.
        case popToRoot
        /// Pop until this page is on top.
        case popTo(DrawerPage.ID)
        /// Push this page.
        case push(DrawerPage)
    }

    /// The path without repeated ids: each id's first occurrence, in order.
    public static func distinct(_ path: [DrawerPage]) -> [DrawerPage] {
        var seen = Set<DrawerPage.ID>()
        return path.filter { seen.insert($0.id).inserted }
    }

    /// The steps that turn a stack holding `current` (bottom to top) into one holding `path`:
    /// at most one pop, then the pushes. Empty when they already match.
    public static func steps(from current: [DrawerPage.ID], to path: [DrawerPage]) -> [Step] {
        let wanted = distinct(path)
        var shared = 0
        while shared < min(current.count, wanted.count), current[shared] == wanted[shared].id { shared += 1 }
        var steps: [Step] = []
        if shared < current.count { steps.append(shared == 0 ? .popToRoot : .popTo(current[shared - 1])) }
        steps += wanted[shared...].map(Step.push)
        return steps
    }
}

extension DrawerHostModel {
    /// Makes the pages of the drawer `id` the given path, bottom to top, by the fewest pops and
    /// pushes (``DrawerPagePath/steps(from:to:)``): shared pages keep their place and covered
    /// detents, one pop springs back to the last shared page, the rest is pushed in order. A page
    /// already in the stack keeps what it was pushed with, except a measured ``DrawerPage/fittingLength``
    /// the path brings, which is applied (``setFittingLength(_:ofPage:in:time:)``).
    ///
    /// The model never changes pages by itself (a dismissal keeps them), so the path is the app's
    /// alone: nothing is written back.
    ///
    /// - Returns: `false` for an unknown drawer, and when nothing changed.
    @discardableResult
    public mutating func setPages(_ path: [DrawerPage], of id: ID, time: Double) -> Bool {
        guard entries[id] != nil else { return false }
        var changed = false
        for step in DrawerPagePath.steps(from: pages(of: id).map(\.id), to: path) {
            switch step {
            case .popToRoot: changed = popToRootPage(of: id, time: time) || changed
            case .popTo(let page): changed = popToPage(page, of: id, time: time) || changed
            case .push(let page): changed = pushPage(page, on: id, time: time) || changed
            }
        }
        let lengths = Dictionary(pages(of: id).map { ($0.id, $0.fittingLength) }, uniquingKeysWith: { first, _ in first })
        for page in DrawerPagePath.distinct(path) {
            guard let length = page.fittingLength, lengths[page.id] != .some(length) else { continue }
            changed = setFittingLength(length, ofPage: page.id, in: id, time: time) || changed
        }
        return changed
    }
}
