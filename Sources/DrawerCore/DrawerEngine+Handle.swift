import Foundation

extension DrawerEngine {
    /// The handle was tapped (or activated by an assistive technology).
    ///
    /// With ``DrawerGestureOptions/cyclesDetentsOnHandleTap`` the drawer moves to the next
    /// larger interactive stop; from the largest it closes when it may be dismissed
    /// (``DrawerDismissalCause/handleTap``), otherwise it goes back to the smallest open stop.
    /// Returns whether the drawer moved, so adapters let the tap go on otherwise (the option is
    /// off, or there is only one stop).
    @discardableResult
    public mutating func handleTapped(time: Double) -> Bool {
        advanceClock(to: time)
        guard configuration.gesture.cyclesDetentsOnHandleTap else { return false }
        let current = stops.index(of: detent) ?? stops.nearestIndex(to: extent)
        var next: Int?
        var smallestOpen: Int?
        var closed: Int?
        for index in stops.indices where stops[index].isInteractive {
            if stops[index].isClosed {
                closed = closed ?? index
                continue
            }
            if smallestOpen == nil { smallestOpen = index }
            if next == nil, stops[index].extent > stops[current].extent + DrawerDetentResolver.collapseTolerance { next = index }
        }
        if let next { return move(to: stops[next].identifier, animated: true, time: time, cause: .handleTap) }
        if configuration.gesture.isDismissible, let closed, closed != current {
            return move(to: stops[closed].identifier, animated: true, time: time, cause: .handleTap)
        }
        guard let smallestOpen, smallestOpen != current else { return false }
        return move(to: stops[smallestOpen].identifier, animated: true, time: time, cause: .handleTap)
    }
}
