import Foundation

extension DrawerEngine {
    /// Applies a new container: a resize, a rotation, a keyboard showing or hiding, a change of
    /// reading direction or of the content's measured length.
    ///
    /// Detents are resolved again and the drawer keeps its detent's identity (following aliases;
    /// if the detent became inactive, the stop nearest to where the drawer was takes over). With
    /// `animated` the drawer springs to the new position, as it should for a keyboard; without,
    /// it jumps, as it should while a window is being resized. A drag in progress continues.
    public mutating func setContainer(_ container: DrawerContainer, animated: Bool = false, time: Double) {
        advanceClock(to: time)
        self.container = container
        rebuildLayout(animated: animated)
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
    private mutating func rebuildLayout(animated: Bool) {
        let oldExtent = extent
        let stops = configuration.resolver.resolve(in: container, edge: configuration.edge)
        layout = DrawerLayout(container: container, edge: configuration.edge, stops: stops, style: configuration.style)
        let target = stops.stop(for: detent) ?? stops[stops.nearestIndex(to: oldExtent)]
        // Keep the identifier while it resolves, even as an alias: a container that collapses
        // detents for a moment (resized to zero) must not make the drawer forget its detent.
        if stops.index(of: detent) == nil { detent = target.identifier }
        switch phase {
        case .dragging(var session):
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
                let start = min(max(sample.position, 0), Double(layout.maximumExtent))
                phase = .settling(
                    DrawerSpringAnimation(
                        from: start, velocity: sample.velocity, to: Double(target.extent),
                        spring: activeSpring, startTime: now, epsilon: settleTolerance))
            } else {
                extent = target.extent
                phase = .resting
                emit(.didSettle(detent))
                if target.isClosed { emit(.didDismiss) }
            }
        case .resting:
            if animated && abs(oldExtent - target.extent) > DrawerDetentResolver.collapseTolerance {
                extent = oldExtent.clamped(to: 0...layout.maximumExtent)
                phase = .settling(
                    DrawerSpringAnimation(
                        from: Double(extent), velocity: 0, to: Double(target.extent), spring: activeSpring, startTime: now, epsilon: settleTolerance))
            } else {
                extent = target.extent
            }
        }
        refreshFrame()
    }
}
