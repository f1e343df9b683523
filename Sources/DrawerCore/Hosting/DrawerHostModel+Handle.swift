import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension DrawerHostModel {
    /// A tap on the handle of `id` (a click that was not a drag): with
    /// ``DrawerGestureOptions/cyclesDetentsOnHandleTap`` the drawer moves to its next larger
    /// interactive stop, and from the largest closes when it may be dismissed
    /// (``DrawerDismissalCause/handleTap``) or goes back to the smallest open one (vaul, Material's
    /// drag handle). Returns whether it moved, so the adapter lets the tap go on otherwise (the
    /// option is off, or there is only one stop); an unknown id does nothing.
    @discardableResult
    package mutating func handleTapped(_ id: ID, time: Double) -> Bool {
        command(id, time: time) { $0.handleTapped(time: time) }
    }
}

extension DrawerHostModel {
    /// Whether a tap on the handle of `id` is the model's (``handleTapped(_:time:)``), so the
    /// adapter's tap recognizer on the handle should take it: the drawer shows, has a handle
    /// (``DrawerHostDrawerOptions/handleLength``) and its configuration cycles detents on a
    /// handle tap. Otherwise the tap is left to whatever lies under the handle.
    package func takesHandleTaps(_ id: ID) -> Bool {
        guard let engine = engine(of: id), let entry = entries[id] else { return false }
        return entry.options.handleLength > 0 && engine.configuration.gesture.cyclesDetentsOnHandleTap && isShown(id)
    }

    /// The drawer whose handle a tap at `point` (container coordinates) lands on, when that
    /// drawer takes handle taps (``takesHandleTaps(_:)``): the point is over that drawer
    /// (``hitTest(_:)``, so a drawer above takes precedence) and inside its handle strip
    /// (``handleRect(of:)``), not merely on a part of its panel that only drags. `nil` otherwise,
    /// so the tap goes on to the content.
    package func handleTapTarget(at point: CGPoint) -> ID? {
        guard case .handle(let id) = hitTest(point), takesHandleTaps(id), handleRect(of: id).contains(point) else {
            return nil
        }
        return id
    }
}
