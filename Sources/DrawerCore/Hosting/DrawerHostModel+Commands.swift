import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension DrawerHostModel {
    /// One command on the engine of `id`: the clock advances, `body` acts on the engine, and its
    /// events are collected. Returns what `body` returned, or `false` for an unknown id.
    mutating func command(_ id: ID, time: Double, _ body: (inout DrawerEngine) -> Bool) -> Bool {
        advance(to: time)
        // A drawer closing to be removed obeys nothing else (``closeForRemoval(_:time:)``).
        guard !isLeaving(id) else { return false }
        let done = stack.withLayer(id, body) ?? false
        collect()
        return done
    }

    /// Moves `id` to `detent` (programmatic-only detents included). Returns `false` for an
    /// unknown id or a detent that is not active.
    ///
    /// Before the drawer is placed (no non-empty container yet: an app's `viewDidLoad`), an
    /// always-present drawer remembers a declared `detent` as where it starts, placed there
    /// without animation or engine events when the container comes (its selection binding is
    /// written back at once, as a placed drawer's is when it comes to rest); nothing resolves in an empty
    /// container, so nothing moves or closes in it. A closed `detent` is no selection: the drawer
    /// starts there, and its selection keeps what the app's binding holds, as a placed drawer's
    /// does when it closes. A binding-presented drawer is moved through its binding then, and this
    /// returns `false`.
    @discardableResult
    package mutating func move(_ id: ID, to detent: DrawerDetent.Identifier, animated: Bool = true, time: Double) -> Bool {
        if var entry = entries[id], !entry.hasContainer {
            advance(to: time)
            guard case .alwaysPresent = entry.presentation, isDeclared(detent, for: entry) else { return false }
            entry.startDetent = detent
            let engine = makeEngine(for: entry)
            // A closed detent stays out of the selection: the model would believe the app's binding
            // names it, so it would neither write back where the drawer rests once placed (a later
            // configuration can make the detent open) nor take the app's next update of its
            // unchanged binding as no change (it would move the drawer there).
            let isClosed = Self.isClosedDetent(detent, in: engine)
            let previous = entry.selection
            if !isClosed {
                entry.selection = detent
                entry.startDetent = nil
            }
            entries[id] = entry
            replaceEngine(of: id, with: engine)
            // A placed drawer's move is written back when it comes to rest; this one rests there as
            // soon as it is placed, with no settle to report it, so the app's selection binding
            // hears of it now (it kept naming the old detent for good).
            if !isClosed, let previous, previous != detent { events.append(.selectionChanged(id, detent)) }
            return true
        }
        return command(id, time: time) { $0.move(to: detent, animated: animated, time: time) }
    }

    /// Closes `id` with its spring, for `cause` (carried by its `didDismiss`). A drawer without a
    /// closed detent collapses instead to its largest un-dimmed detent (else its smallest open
    /// one), so it stops covering the content. A drawer a person may not dismiss stays where it
    /// is when `cause` is a person's: its engine reports
    /// ``DrawerEvent/didAttemptToDismiss(cause:)`` (UIKit's
    /// `presentationControllerDidAttemptToDismiss`, libadwaita's `close-attempt`) and this
    /// returns `false`, so the app can ask before closing it programmatically.
    @discardableResult
    package mutating func dismiss(_ id: ID, time: Double, cause: DrawerDismissalCause = .programmatic) -> Bool {
        command(id, time: time) { engine in
            if engine.dismiss(time: time, cause: cause) { return true }
            // A hold waiting for the app's answer ignores a person's further requests.
            if engine.dismissalHold != nil { return false }
            let refused =
                cause.isUserInitiated && !engine.configuration.gesture.isDismissible
                && engine.stops.contains(where: \.isClosed)
            if refused { return false }
            let stops = engine.stops
            let target =
                engine.configuration.style.largestUndimmedDetent.flatMap { stops.stop(for: $0) }
                ?? stops.first { !$0.isClosed }
            guard let target else { return false }
            return engine.move(to: target.identifier, time: time)
        }
    }

    /// Closes every shown drawer at once (seed 001's "remove all sheets"), from the top.
    package mutating func dismissAll(time: Double) {
        for id in ids.reversed() where isShown(id) { dismiss(id, time: time) }
    }

    /// A tap on the dimming of `id`: closes it (``dismiss(_:time:cause:)``) when it dims now, it is the
    /// topmost dimming drawer and its options let a tap close it. Returns whether it did.
    @discardableResult
    package mutating func dimmingTapped(_ id: ID, time: Double) -> Bool {
        guard let entry = entries[id], entry.options.closesOnDimmingTap, let frame = frame(of: id), frame.dimming > 0,
            topmostDimming == id
        else { return false }
        return dismiss(id, time: time, cause: .dimmingTap)
    }

    /// A tap at `point`: on dimming it is ``dimmingTapped(_:time:)``. Returns the target.
    @discardableResult
    package mutating func tapped(at point: CGPoint, time: Double) -> DrawerHitTarget<ID> {
        let target = hitTest(point)
        if case .dimming(let id) = target { dimmingTapped(id, time: time) }
        return target
    }

    /// The drawer whose dimming is uppermost: the topmost shown drawer that dims. A toolkit whose
    /// dimming views are stacked (UIKit) sends a tap on any of them here.
    package var topmostDimming: ID? {
        stack.layers.last { isShown($0.id) && $0.engine.frame.dimming > 0 }?.id
    }

    /// The Escape key, or the escape gesture anywhere in the host: closes the drawer that takes
    /// input when it is dismissible. Returns whether it did, so the key can go on otherwise.
    @discardableResult
    package mutating func escape(time: Double) -> Bool {
        guard let id = inputDrawer else { return false }
        return accessibilityEscape(id, time: time)
    }

    /// The escape gesture on `id`.
    @discardableResult
    package mutating func accessibilityEscape(_ id: ID, time: Double) -> Bool {
        command(id, time: time) { $0.accessibilityEscape(time: time) }
    }

    /// The adjustable element's increment (VoiceOver's swipe up, AT-SPI's increment) on `id`.
    @discardableResult
    package mutating func accessibilityIncrement(_ id: ID, time: Double) -> Bool {
        command(id, time: time) { $0.accessibilityIncrement(time: time) }
    }

    /// The adjustable element's decrement on `id`; a closed stop only when it is dismissible.
    @discardableResult
    package mutating func accessibilityDecrement(_ id: ID, time: Double) -> Bool {
        command(id, time: time) { $0.accessibilityDecrement(time: time) }
    }

    /// An arrow key pointing towards the screen side `direction` on the focused handle of `id`:
    /// pointing away from the drawer's edge opens it one detent (increment), pointing at its edge
    /// closes it one (decrement); arrows across the drawer's axis do nothing and return `false`,
    /// so the key can move focus instead. The keyboard's way to the adjustable actions.
    @discardableResult
    package mutating func arrowKey(_ id: ID, pointing direction: DrawerPhysicalEdge, time: Double) -> Bool {
        guard let side = side(of: id) else { return false }
        if direction == side.opposite { return accessibilityIncrement(id, time: time) }
        if direction == side { return accessibilityDecrement(id, time: time) }
        return false
    }

    /// The handle was activated (a click, the keyboard or an assistive technology on the
    /// grabber). With ``DrawerGestureOptions/cyclesDetentsOnHandleTap`` this is
    /// ``handleTapped(_:time:)`` (closing after the largest when dismissible); otherwise, and when
    /// that does not move the drawer, the next larger detent, or from the largest back to the
    /// smallest open one, so a focused grabber always does something.
    @discardableResult
    package mutating func activateHandle(_ id: ID, time: Double) -> Bool {
        command(id, time: time) { engine in
            // While a dismissal hold waits, the handle does nothing: the app is asking.
            if engine.dismissalHold != nil { return false }
            if engine.handleTapped(time: time) { return true }
            if engine.accessibilityIncrement(time: time) { return true }
            guard let smallest = engine.stops.first(where: { !$0.isClosed }) else { return false }
            return engine.move(to: smallest.identifier, time: time)
        }
    }
}
