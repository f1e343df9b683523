import Foundation

extension DrawerHostModel {
    /// Drops the binding write-backs of `id` not yet delivered: the app's bindings have since been
    /// read again (`DrawerBindingSync.update(_:in:time:)`), and their newer values win. Without
    /// it, a refusal answered before a second change in the same update would be stored after it,
    /// and undo it (a state set to a bad detent, then to `.hidden`, reopened the drawer).
    mutating func discardWriteBacks(of id: ID) {
        events.removeAll { event in
            switch event {
            case .presentedChanged(let drawer, _), .selectionChanged(let drawer, _), .stateChanged(let drawer, _):
                drawer == id
            case .drawer, .cameToRest:
                false
            }
        }
    }
}
