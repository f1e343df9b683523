import Foundation

extension DrawerHostModel {
    /// A tap on the handle of `id` (a click that was not a drag): with
    /// ``DrawerGestureOptions/cyclesDetentsOnHandleTap`` the drawer moves to its next larger
    /// interactive stop, and from the largest closes when it may be dismissed
    /// (``DrawerDismissalCause/handleTap``) or goes back to the smallest open one (vaul, Material's
    /// drag handle). Returns whether it moved, so the adapter lets the tap go on otherwise (the
    /// option is off, or there is only one stop); an unknown id does nothing.
    @discardableResult
    public mutating func handleTapped(_ id: ID, time: Double) -> Bool {
        command(id, time: time) { $0.handleTapped(time: time) }
    }
}
