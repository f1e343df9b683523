import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension DrawerEngine {
    /// Applies a new container: a resize, a rotation, a keyboard showing or hiding, a change of
    /// reading direction or of the content's measured length.
    ///
    /// Detents are resolved again and the drawer keeps its detent's identity (following aliases;
    /// if the detent became inactive, the stop nearest to where the drawer was takes over). With
    /// `animated` the drawer springs to the new position, as it should for a keyboard; without,
    /// it jumps, as it should while a window is being resized. A drag in progress continues.
    ///
    /// The container's ``DrawerContainer/keyboard`` is treated by the keyboard rule of the
    /// drawer's detent (``DrawerConfiguration/keyboard``); a keyboard that arrives or leaves
    /// keeps the panel where it is drawn and springs it to where the rule puts it (`animated`),
    /// and may move the drawer to another detent and back (``DrawerKeyboardRule/moveTo(_:)``).
    public mutating func setContainer(_ container: DrawerContainer, animated: Bool = false, time: Double) {
        advanceClock(to: time)
        let keyboardBefore = keyboardLength
        self.container = container
        rebuildLayout(animated: animated)
        followKeyboard(from: keyboardBefore, animated: animated)
    }

    /// Applies a new configuration, keeping the current detent when it is still active.
    public mutating func setConfiguration(_ configuration: DrawerConfiguration, animated: Bool = false, time: Double) {
        advanceClock(to: time)
        let edgeChanged = configuration.edge != self.configuration.edge
        // A glide in progress slows as the new configuration says from now on (found by the
        // fuzzer: a glide kept a near-1 rate for seconds after the app chose a brisk one).
        if let glide = contentMomentum,
            glide.rate != configuration.scroll.contentDeceleration.decelerationRate
        {
            contentMomentum = glide.continued(
                at: now, maximumOffset: scroll.maximumOffset, momentum: configuration.scroll.contentDeceleration)
        }
        self.configuration = configuration
        rebuildLayout(animated: animated && !edgeChanged)
    }

    /// The content's fitting length changed (the adapter measured it again): fit-to-content
    /// detents follow it, and a drawer resting at one springs to the new length rather than
    /// jumping (FloatingPanel's adaptive layout, react-modal-sheet's live content height).
    /// `nil` means "not measured": fit detents become inactive and the drawer moves to the
    /// nearest surviving stop, coming back to the fit detent once it is measured again.
    public mutating func setContentFittingLength(_ length: CGFloat?, time: Double) {
        advanceClock(to: time)
        var next = container
        next.contentFittingLength = length
        guard next != container else { return }
        container = next
        rebuildLayout(animated: true)
    }

    /// Switches between the configured spring and the short non-bouncing reduce-motion curve.
    /// A settle in progress continues from where it is, with its velocity, on the new curve.
    public mutating func setReduceMotion(_ enabled: Bool, time: Double) {
        advanceClock(to: time)
        guard enabled != reduceMotion else { return }
        reduceMotion = enabled
        if case .settling(let animation) = phase {
            let sample = animation.sample(at: now)
            phase = .settling(
                DrawerSpringAnimation(
                    from: sample.position, velocity: sample.velocity, to: animation.target,
                    spring: activeSpring, startTime: now, epsilon: settleTolerance))
        }
    }

    /// Re-resolves the stops and puts the drawer back on its detent.
    ///
    /// The target is the detent last chosen (``requestedDetent``) when it resolves, else the
    /// current detent, else the stop nearest to where the drawer is — an open stop if the drawer was
    /// open or opening, so that new settings never close it. Animated changes announce
    /// a new target with ``DrawerEvent/willSettle(target:velocity:)``, so every settle that
    /// ends in ``DrawerEvent/didSettle(_:)`` was announced.
    ///
    /// The keyboard rule in force decides the container the layout is built in. When that moves
    /// the panel's base (a keyboard folded into the obstruction or taken out of it), the extent
    /// is carried over so that the panel's free edge stays where it is drawn (a drag keeps its
    /// finger on the same point); only a panel that would end below its new base comes up to it.
    mutating func rebuildLayout(animated: Bool) {
        let oldBase = layout.context.obstructionLength
        let previousStops = layout.stops
        keyboardMode = keyboardModeInForce
        keyboardModeReference = keyboardReference
        let laidOut = keyboardMode.layoutContainer(from: container)
        let stops = configuration.resolver.resolve(in: laidOut, edge: configuration.edge)
        layout = DrawerLayout(container: laidOut, edge: configuration.edge, stops: stops, style: configuration.style)
        // Whether the drawer was open or on its way to an open detent before the change.
        let wasOpen = previousStops.stop(for: detent).map { !$0.isClosed } ?? (extent > 0)
        let shift = oldBase - layout.context.obstructionLength
        let oldExtent = (extent + shift).clamped(to: 0...max(0, layout.maximumExtent))
        let previousDetent = detent
        let isDragging = if case .dragging = phase { true } else { false }
        // While a finger holds the drawer, the detent it started from stays the reference.
        if !isDragging, stops.index(of: requestedDetent) != nil { detent = requestedDetent }
        // A detent that vanished hands over to the nearest stop, an open one if the drawer was
        // open or opening: new settings (content that chose other detents while its drawer
        // opens, a fit detent whose content emptied) never close a drawer nobody closed.
        let handOver = (wasOpen ? stops.nearestOpenIndex(to: oldExtent) : nil) ?? stops.nearestIndex(to: oldExtent)
        let target = stops.stop(for: detent) ?? stops[handOver]
        // Keep the identifier while it resolves, even as an alias: a container that collapses
        // detents for a moment (resized to zero) must not make the drawer forget its detent.
        if stops.index(of: detent) == nil { detent = target.identifier }
        // A hold waiting for the app stays, at the new container's threshold; one that can no
        // longer close or come back is withdrawn (also under a press that has not become a
        // drag), and the drawer settles on its detent.
        let canHold = canHoldDismissal
        let wasHeld = dismissalHold != nil && !isDragging
        if dismissalHold != nil && !canHold { withdrawDismissalHold() }
        if wasHeld && canHold {
            placeAtDismissalThreshold(animated: animated)
            refreshFrame()
            return
        }
        switch phase {
        case .dragging(var session):
            if shift != 0 { session.rawExtent = rawExtent(forBanded: oldExtent) }
            session.rawExtent = session.rawExtent.clamped(to: -layout.maximumExtent...(2 * layout.maximumExtent))
            session.startIndex = min(session.startIndex, stops.count - 1)
            phase = .dragging(session)
            extent = bandedExtent(forRaw: session.rawExtent)
        case .settling(let animation):
            if animated {
                // Like a retarget, but on the active spring: a new configuration's spring applies
                // to the settle in progress (from its position and velocity), not only to the next.
                // It restarts from inside the new container: a spring that starts beyond a
                // container that shrank would spend its whole settle out of sight.
                let sample = animation.sample(at: now)
                let start = min(max(sample.position + Double(shift), 0), Double(layout.maximumExtent))
                extent = CGFloat(start)
                if detent != previousDetent || wasHeld {
                    emit(.willSettle(target: detent, velocity: CGFloat(sample.velocity)))
                }
                phase = .settling(
                    DrawerSpringAnimation(
                        from: start, velocity: sample.velocity, to: Double(target.extent),
                        spring: activeSpring, startTime: now, epsilon: settleTolerance))
            } else {
                extent = target.extent
                phase = .resting
                if wasHeld { emit(.willSettle(target: detent, velocity: 0)) }
                emit(.didSettle(detent))
                if target.isClosed { emit(.didDismiss(cause: settleCause)) }
            }
        case .resting:
            if animated && abs(oldExtent - target.extent) > DrawerDetentResolver.collapseTolerance {
                // The detent moved (a live fit-to-content length, a keyboard) or vanished (the
                // nearest surviving stop takes over): spring there, announced, without a jump.
                extent = oldExtent.clamped(to: 0...layout.maximumExtent)
                settleCause = .programmatic
                emit(.willSettle(target: detent, velocity: 0))
                phase = .settling(
                    DrawerSpringAnimation(
                        from: Double(extent), velocity: 0, to: Double(target.extent), spring: activeSpring,
                        startTime: now, epsilon: settleTolerance))
            } else {
                let moved = detent != previousDetent || wasHeld
                extent = target.extent
                if moved {
                    // A jump onto another detent (a resize): announce and report it at once.
                    emit(.willSettle(target: detent, velocity: 0))
                    emit(.didSettle(detent))
                }
            }
        }
        drawFrame()
    }
}
