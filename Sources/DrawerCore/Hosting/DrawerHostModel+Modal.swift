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
    public func isModal(_ id: ID) -> Bool {
        guard let frame = frame(of: id) else { return false }
        return frame.extent > DrawerDetentResolver.collapseTolerance && !frame.passesThroughBackground
    }
}
