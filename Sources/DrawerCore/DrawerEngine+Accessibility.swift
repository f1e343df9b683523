import Foundation

extension DrawerEngine {
    /// The spoken value of the drawer's position ("Half expanded"), from
    /// ``DrawerConfiguration/accessibilityLabels``.
    public var accessibilityValue: String {
        configuration.accessibilityLabels.value(for: detent)
    }

    /// Moves to the next larger stop (VoiceOver's swipe up on an adjustable element). Returns
    /// `false` at the largest stop.
    @discardableResult
    public mutating func accessibilityIncrement(time: Double) -> Bool {
        step(by: 1, time: time)
    }

    /// Moves to the next smaller stop; a closed stop is included only when the drawer is
    /// dismissible. Returns `false` at the smallest reachable stop.
    @discardableResult
    public mutating func accessibilityDecrement(time: Double) -> Bool {
        step(by: -1, time: time)
    }

    /// The escape gesture (or the Escape key): closes a dismissible drawer that has a closed
    /// stop; a drawer that may not be dismissed reports ``DrawerEvent/didAttemptToDismiss(cause:)``
    /// and stays, as libadwaita's bottom sheet does; one that confirms its dismissals holds at its
    /// threshold for the app's answer (and while it waits, the Escape is taken and ignored). Returns whether it did either, so adapters
    /// consume the event then and let it go on otherwise (already closed, or nowhere to close).
    @discardableResult
    public mutating func accessibilityEscape(time: Double) -> Bool {
        // While a hold waits the app is already asking: the Escape is taken, and changes nothing.
        if dismissalHold != nil { return true }
        guard stops.contains(where: \.isClosed), stops.stop(for: detent)?.isClosed != true else { return false }
        // A refused dismissal has already reported the attempt; it still answers the Escape.
        return dismiss(time: time, cause: .escape) || !configuration.gesture.isDismissible
    }

    private mutating func step(by direction: Int, time: Double) -> Bool {
        let current = stops.index(of: detent) ?? stops.nearestIndex(to: extent)
        var index = current + direction
        while stops.indices.contains(index) {
            if !stops[index].isClosed || configuration.gesture.isDismissible {
                return move(to: stops[index].identifier, animated: true, time: time, cause: .escape)
            }
            index += direction
        }
        return false
    }
}
