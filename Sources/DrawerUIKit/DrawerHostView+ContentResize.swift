#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import UIKit

    extension DrawerHostView {
        /// The content of `id` resized by itself (SwiftUI content whose own state changed): it
        /// is measured again for fit detents at the next layout, or, while a drawer is dragged
        /// or settling, once they all rest — a fit that moved under the finger would take the
        /// drawer from it.
        package func contentDidResize(_ id: String) {
            guard panels[id] != nil else { return }
            if isAnyDrawerBusy {
                measuresAtRest = true
            } else {
                setNeedsLayout()
            }
        }

        /// After an update: the measurement put off while drawers moved, once they all rest.
        func measureIfAtRest() {
            guard measuresAtRest, !isAnyDrawerBusy else { return }
            measuresAtRest = false
            setNeedsLayout()
        }

        /// Whether a drawer is dragged, settling or gliding its content.
        var isAnyDrawerBusy: Bool { model.ids.contains(where: model.isBusy) }
    }
#endif
