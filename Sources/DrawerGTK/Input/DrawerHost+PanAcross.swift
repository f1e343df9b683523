#if os(Linux)
    import CGtk
    import DrawerCore
    import Foundation

    extension DrawerHost {
        /// A pointer pressed on a tracked scrolled window across the drawer's axis (a carousel in
        /// a bottom sheet): GTK pans a scrolled window by dragging only for touch, so once the
        /// drawer rejects the drag (DrawerCore's direction rule: it is sideways) the host gives the
        /// window the pointer's travel along its own axis, as a finger would.
        struct PanAcross {
            var drawer: String
            var key: DrawerScrollViewKey
            /// Where the window's adjustment was at the press.
            var start: Double
            /// Whether the drawer rejected the drag and the window follows the pointer.
            var isPanning = false
        }

        /// A press at `point` on drawer `owner`: remembers the across-axis window under it, if any.
        func beginPanAcross(at point: CGPoint, owner: String?) {
            panAcross = nil
            guard let owner, trackedFinger == nil, let key = model.scrollViewAcross(at: point, in: owner),
                let window = drawer(owner)?.extraScrolls.first(where: { $0.key == key }),
                let edge = model.configuration(of: owner)?.edge
            else { return }
            panAcross = PanAcross(drawer: owner, key: key, start: window.binding(vertical: !edge.isVertical).offset)
        }

        /// The pointer moved `translation` after a press on an across-axis window whose drag the
        /// drawer rejected: the window follows. Returns `nil` when no such pan is under way.
        func movePanAcross(translation: CGPoint) -> DrawerDragState? {
            guard var pan = panAcross, model.dragOwner == nil || pan.isPanning,
                let slot = drawer(pan.drawer), let window = slot.extraScrolls.first(where: { $0.key == pan.key }),
                let edge = model.configuration(of: pan.drawer)?.edge, translation.x.isFinite, translation.y.isFinite
            else { return nil }
            let binding = window.binding(vertical: !edge.isVertical)
            let travel = edge.isVertical ? translation.x : translation.y
            let maximum = max(0, binding.state.maximumOffset)
            binding.apply(offset: min(maximum, max(0, CGFloat(pan.start) - travel)))
            if !pan.isPanning {
                pan.isPanning = true
                panAcross = pan
            }
            trace(
                "pan-across",
                [("drawer", .string(pan.drawer)), ("offset", .double((Double(binding.offset) * 100).rounded() / 100))])
            return .tracking
        }

        /// The pointer lifted: ends a pan of an across-axis window. Returns whether one was under way.
        func endPanAcross() -> Bool {
            defer { panAcross = nil }
            guard let pan = panAcross, pan.isPanning else { return false }
            trace("release", [("claimed", .bool(false)), ("drawer", .string(pan.drawer)), ("pannedAcross", .bool(true))])
            return true
        }
    }
#endif
