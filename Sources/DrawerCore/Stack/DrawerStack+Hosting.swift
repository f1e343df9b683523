import Foundation

extension DrawerStack {
    /// Puts `engine` on top of the stack as the drawer `id`, where it is (no animation, no
    /// change to its configuration): for hosts whose drawers exist before they are shown, such as
    /// an always-present drawer or one bound to a flag that starts `false`.
    ///
    /// An id already in the stack is ignored (returns `false`): one id is one drawer.
    @discardableResult
    package mutating func insert(_ id: ID, engine: DrawerEngine) -> Bool {
        guard !layers.contains(where: { $0.id == id }) else { return false }
        layers.append(Layer(id: id, engine: engine, depth: 0, coverDimming: 0))
        restack()
        return true
    }

    /// Moves the drawer `id` to the top of the stack, as it is (no animation, no change to its
    /// engine): a drawer that a binding presents after it joined the host is the latest
    /// presentation, and the latest presentation is frontmost, as UIKit's and SwiftUI's sheets
    /// are. Returns `false` for an unknown id.
    @discardableResult
    package mutating func raise(_ id: ID) -> Bool {
        guard let index = index(of: id) else { return false }
        guard index != layers.count - 1 else { return true }
        layers.append(layers.remove(at: index))
        restack()
        return true
    }

    /// Takes the drawer `id` out of the stack at once, wherever it is and whatever it is doing.
    /// Returns its last layer, or `nil` for an unknown id.
    @discardableResult
    package mutating func remove(_ id: ID) -> Layer? {
        guard let index = index(of: id) else { return nil }
        let layer = layers.remove(at: index)
        restack()
        return layer
    }

    /// Runs `body` on the engine of the drawer `id`, then recomputes depths and cover dimming.
    /// Returns `nil` for an unknown id. Input routing is the caller's business: ``withTop(_:)``
    /// is the one that only reaches the drawer taking gestures.
    @discardableResult
    package mutating func withLayer<Result>(_ id: ID, _ body: (inout DrawerEngine) -> Result) -> Result? {
        guard let index = index(of: id) else { return nil }
        let result = body(&layers[index].engine)
        restack()
        return result
    }
}
