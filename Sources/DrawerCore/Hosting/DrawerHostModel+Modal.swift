import Foundation

extension DrawerHostModel {
    /// Whether `id` is modal for assistive technologies and keyboard focus: it is open and its
    /// dimming takes the touches behind it, so what lies behind is out of reach for a finger and
    /// must be for VoiceOver, Orca and Tab too. An undimmed drawer (touches pass through) is
    /// never modal.
    ///
    /// Adapters act on the change: GTK moves focus into the drawer and keeps Tab inside it, then
    /// gives focus back; UIKit sets `accessibilityViewIsModal` and posts a screen change;
    /// SwiftUI adds the `.isModal` trait. Unknown ids are not modal.
    package func isModal(_ id: ID) -> Bool {
        guard let frame = frame(of: id) else { return false }
        return frame.extent > DrawerDetentResolver.collapseTolerance && !frame.passesThroughBackground
    }
}

extension DrawerHostModel {
    /// Whether any drawer is modal (``isModal(_:)``): what lies behind the whole host is then out
    /// of VoiceOver's reach. UIKit's `accessibilityViewIsModal` hides only the flagged view's
    /// siblings, so the adapter flags the host, whose siblings are the app behind it — a flag on
    /// a panel inside the host would leave the app readable.
    package var hasModalDrawer: Bool { stack.layers.contains { isModal($0.id) } }

    /// Whether a modal drawer above `id` hides it from assistive technologies: inside the host,
    /// the drawers under the top modal one are as unreachable as the app behind. Unknown ids
    /// are not hidden.
    package func isBehindModal(_ id: ID) -> Bool {
        // Read in place (no copy of the ids): adapters ask for every drawer on every frame.
        let layers = stack.layers
        guard let index = layers.firstIndex(where: { $0.id == id }) else { return false }
        return layers[(index + 1)...].contains { isModal($0.id) }
    }
}
