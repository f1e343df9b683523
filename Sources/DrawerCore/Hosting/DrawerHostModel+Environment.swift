import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension DrawerHostModel {
    /// The container changed: a resize, a rotation, new safe areas, another reading direction.
    ///
    /// Every drawer keeps its detent's identity; `animated` springs them (a keyboard), otherwise
    /// they jump (a window being resized). The container's ``DrawerContainer/contentFittingLength``
    /// is ignored: content lengths are per drawer (``setContentFittingLength(_:for:time:)``).
    /// Drawers added before the first non-empty container are placed at their initial detent now.
    package mutating func setContainer(_ container: DrawerContainer, animated: Bool = false, time: Double) {
        advance(to: time)
        self.container = Self.withoutContentLength(container)
        applyContainer(animated: animated, time: time)
    }

    /// The keyboard (or another overlay the drawers must stay above) now covers `frame`, in
    /// container coordinates; `nil` when it is gone. Adapters convert the toolkit's rectangle
    /// into the container's space first (UIKit: through the window's coordinate space, never as
    /// if screen coordinates were window coordinates).
    ///
    /// Only the part inside the container counts, and only when it reaches the container's
    /// bottom edge (a docked keyboard): a floating or undocked keyboard leaves the drawers where
    /// they are. The drawers spring above it. A rectangle with a non-finite number is ignored.
    package mutating func setKeyboardFrame(_ frame: CGRect?, time: Double) {
        advance(to: time)
        var obstruction = DrawerInsets.zero
        if let frame {
            guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite, frame.height.isFinite else {
                return
            }
            let bounds = CGRect(origin: .zero, size: container.size)
            let overlap = frame.standardized.intersection(bounds)
            if !overlap.isNull, overlap.height > 0, overlap.maxY >= bounds.maxY - 0.5 {
                obstruction.bottom = overlap.height
            }
        }
        guard obstruction != keyboardObstruction else { return }
        keyboardObstruction = obstruction
        applyContainer(animated: true, time: time)
    }

    /// The content of `id` measured `length` points along the drawer's axis (for fit-to-content
    /// detents); `nil` until measured. A drawer resting at a fit detent springs to its new
    /// length (``DrawerEngine/setContentFittingLength(_:time:)``); one whose detent went away
    /// springs to the nearest surviving stop and comes back when it is measured again.
    ///
    /// While the content reports the length that counts (``setReportedFittingLength(_:chrome:for:time:)``)
    /// the measurement is kept but not followed: it comes back into force when the report is
    /// removed.
    @discardableResult
    package mutating func setContentFittingLength(_ length: CGFloat?, for id: ID, time: Double) -> Bool {
        guard contains(id) else { return false }
        advance(to: time)
        changeFittingLengths(of: id, time: time) { $0.fittingLength = length.map(\.nonNegativeFinite) }
        return true
    }

    /// Changes what is kept about the fitting lengths of `id` with `change`, then hands its
    /// engine the effective length (report over measurement) if that moved and the engine has
    /// been placed; an unplaced engine gets it when it is made.
    mutating func changeFittingLengths(of id: ID, time: Double, _ change: (inout Entry) -> Void) {
        guard var entry = entries[id] else { return }
        let before = entry.effectiveFittingLength
        change(&entry)
        entries[id] = entry
        let length = entry.effectiveFittingLength
        guard entry.hasContainer, length != before else { return }
        stack.withLayer(id) { $0.setContentFittingLength(length, time: time) }
        collect()
    }

    /// The scroll view inside `id` whose scrolling is handed off with the drawer's drags: where
    /// its viewport is (container coordinates; `nil` when there is none) and its scroll state.
    /// A drag that starts inside the viewport over content that can scroll shares its travel.
    @discardableResult
    package mutating func setScrollContent(_ state: DrawerScrollState, viewport: CGRect?, for id: ID, time: Double) -> Bool {
        guard var entry = entries[id] else { return false }
        advance(to: time)
        entry.scrollViewport = viewport.flatMap { Self.isFinite($0) ? $0.standardized : nil }
        entries[id] = entry
        if engine(of: id)?.scroll != state {
            stack.withLayer(id) { $0.updateContentScroll(state) }
            collect()
        }
        return true
    }

    /// Switches every drawer to the short non-bouncing reduce-motion curve, or back; settles in
    /// progress continue from where they are.
    package mutating func setReduceMotion(_ enabled: Bool, time: Double) {
        advance(to: time)
        stack.setReduceMotion(enabled, time: time)
        collect()
    }

    /// Turns dimming on or off for every drawer (detents still decide how much when on).
    package mutating func setDimmingEnabled(_ enabled: Bool, time: Double) {
        advance(to: time)
        guard enabled != isDimmingEnabled else { return }
        isDimmingEnabled = enabled
        for id in ids {
            guard let entry = entries[id] else { continue }
            let effective = effectiveConfiguration(for: entry)
            stack.withLayer(id) { $0.setConfiguration(effective, animated: false, time: time) }
        }
        collect()
    }

    /// Hands the current container (with the keyboard and each drawer's content) to every engine.
    mutating func applyContainer(animated: Bool, time: Double) {
        let real = hasRealContainer
        for id in ids {
            guard var entry = entries[id] else { continue }
            if !entry.hasContainer {
                guard real else { continue }
                entry.hasContainer = true
                entries[id] = entry
                let engine = makeEngine(for: entry)
                replaceEngine(of: id, with: engine)
                continue
            }
            let container = container(for: entry)
            stack.withLayer(id) { $0.setContainer(container, animated: animated, time: time) }
        }
        collect()
    }

    static func isFinite(_ rect: CGRect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite && rect.height.isFinite
    }
}
