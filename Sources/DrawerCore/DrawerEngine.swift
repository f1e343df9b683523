import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The stateful heart of DrawerKit: it takes every input a toolkit can give and produces the
/// ``DrawerFrame`` to draw at each instant.
///
/// The engine is a value: pure, deterministic, with time passed in as seconds (no clock, no
/// timer, no UI import). Replaying the same inputs gives the same frames, which is what makes
/// real gestures replayable in tests. Adapters call the input methods, read ``frame`` and
/// drain ``events``; while ``isAnimating`` is `true` they call ``tick(time:)`` once per display
/// frame.
///
/// ```swift
/// var engine = DrawerEngine(
///     configuration: DrawerConfiguration(detents: [.closed, .medium, .large]),
///     container: DrawerContainer(size: CGSize(width: 390, height: 844)),
///     initialDetent: .medium)
/// engine.dragBegan(at: CGPoint(x: 200, y: 500), time: 0)
/// engine.dragChanged(translation: CGPoint(x: 0, y: -150), time: 0.1)
/// engine.dragEnded(time: 0.12)
/// while engine.isAnimating { engine.tick(time: now()) }   // one call per display frame
/// ```
///
/// Bad input never crashes and never reaches the frame: non-finite locations and translations
/// are ignored, non-finite velocities fall back to the engine's own estimate, times that go
/// backwards are treated as "now", and inputs that make no sense in the current state (a drag
/// ended that never began) are ignored.
public struct DrawerEngine: Sendable {
    /// The fastest release velocity the engine believes, in points per second. Faster reports
    /// are clamped: no finger moves a drawer at 50 m/s, but a broken timestamp can claim so.
    public static let velocityLimit: CGFloat = 50_000

    /// The wheel/touchpad gesture ends after this much quiet, in seconds; then the drawer snaps.
    public static let wheelQuietPeriod: Double = 0.15

    enum Phase: Sendable {
        case resting
        case dragging(DrawerDragSession)
        case settling(DrawerSpringAnimation)
    }

    /// The app's choices.
    public internal(set) var configuration: DrawerConfiguration
    /// The container the drawer lives in.
    public internal(set) var container: DrawerContainer
    /// The layout for the current container, configuration and stops.
    public internal(set) var layout: DrawerLayout
    /// What to draw now.
    public internal(set) var frame: DrawerFrame
    /// The detent the drawer rests at, is heading to, or (while dragged) started from.
    ///
    /// It is the identifier the app used (in `initialDetent` or ``move(to:animated:time:)``)
    /// for as long as it resolves, even as an alias of another detent's stop; a release sets it
    /// to the stop's own identifier.
    public internal(set) var detent: DrawerDetent.Identifier
    /// Whether the short, non-bouncing reduce-motion curve replaces the configured spring.
    public internal(set) var reduceMotion: Bool
    /// Events since the last ``clearEvents()``, oldest first.
    public internal(set) var events: [DrawerEvent] = []
    /// The content's scroll state as the engine knows it.
    public internal(set) var scroll: DrawerScrollState = .none
    /// The last release the snap policy decided, with its measured velocity: the platform's
    /// when the adapter passed one, else the engine's own estimate over
    /// ``DrawerGestureOptions/velocityWindow``. `nil` until a drag or wheel gesture ends in a
    /// release (cancelled gestures and taps leave it unchanged). For logging, haptics and
    /// tests of the feel; the policy has already used it.
    public internal(set) var lastRelease: DrawerRelease?

    /// The dismissal waiting for the app's answer (``DrawerGestureOptions/confirmsDismissal``),
    /// while one waits: the drawer springs to and stays at ``dismissalThreshold`` meanwhile, and
    /// ``detent`` is the detent it came from (where ``cancelDismissal(_:time:)`` sends it back).
    public internal(set) var dismissalHold: DrawerDismissalHold?

    var phase: Phase = .resting
    /// The last ``DrawerDismissalHold/id`` given out.
    var holdSerial = 0
    var extent: CGFloat = 0
    var now: Double = 0
    var hasClock = false
    /// A time that leapt ahead of the clock, waiting for the next time to confirm it.
    var pendingLeap: Double?
    var velocityTracker = DrawerVelocityTracker()
    var contentMomentum: DrawerContentMomentum?
    /// Why the settle in progress (or the last one) was started; reported with its dismissal.
    var settleCause: DrawerDismissalCause = .programmatic
    /// The detent last chosen by a person or the app. When a container or configuration change
    /// makes it inactive the drawer moves to the nearest stop, and comes back to it when it
    /// resolves again (a fit-to-content detent that vanished while the content was unmeasured).
    var requestedDetent: DrawerDetent.Identifier
    /// How the layout treats the container's keyboard now (the rule in force, ``DrawerKeyboardRules``).
    var keyboardMode: DrawerKeyboardMode = .lifts
    /// The detent whose rule ``keyboardMode`` was decided for (at the last layout).
    var keyboardModeReference: DrawerDetent.Identifier?
    /// Where a ``DrawerKeyboardRule/moveTo(_:)`` took the drawer from, to return when the keyboard leaves.
    var keyboardReturn: DrawerKeyboardReturn?

    /// Creates an engine resting at `initialDetent` (or, if that is not an active stop, at the
    /// smallest stop — the system sheet's rule when no selection is given).
    public init(
        configuration: DrawerConfiguration = DrawerConfiguration(),
        container: DrawerContainer,
        initialDetent: DrawerDetent.Identifier? = nil,
        reduceMotion: Bool = false
    ) {
        let laidOut = DrawerKeyboardMode.lifts.layoutContainer(from: container)
        let stops = configuration.resolver.resolve(in: laidOut, edge: configuration.edge)
        let layout = DrawerLayout(container: laidOut, edge: configuration.edge, stops: stops, style: configuration.style)
        let start = initialDetent.flatMap { stops.stop(for: $0) } ?? stops.smallest
        self.configuration = configuration
        self.container = container
        self.layout = layout
        // The app's own identifier is kept even when it is an alias of another detent's stop
        // (a zero-size container collapses every detent), so it survives until it resolves apart.
        self.detent = initialDetent.flatMap { stops.index(of: $0) != nil ? $0 : nil } ?? start.identifier
        self.requestedDetent = initialDetent ?? start.identifier
        self.extent = start.extent
        self.reduceMotion = reduceMotion
        self.frame = layout.frame(extent: start.extent, anchor: start.identifier)
        events.reserveCapacity(8)
        if needsKeyboardRelayout {
            rebuildLayout(animated: false)
        } else {
            drawFrame()
        }
    }

    // MARK: Reading

    /// The stops for the current container.
    public var stops: DrawerResolvedDetents { layout.stops }

    /// Whether the adapter should keep calling ``tick(time:)``: a settle animation, a content
    /// glide or a wheel gesture is in progress.
    @inline(__always)
    public var isAnimating: Bool {
        switch phase {
        case .settling: true
        case .dragging(let session): session.isWheel
        case .resting: contentMomentum != nil
        }
    }

    /// Whether the drawer is at rest on ``detent``; `false` while a dismissal hold waits
    /// (``dismissalHold``): the drawer is then between stops, waiting for the app.
    @inline(__always)
    public var isResting: Bool {
        if case .resting = phase { return dismissalHold == nil }
        return false
    }

    /// Where the current drag is in its life.
    public var dragState: DrawerDragState {
        guard case .dragging(let session) = phase else { return .none }
        return session.isClaimed ? .tracking : .pending
    }

    /// The spring settles use right now: the configured one, or the reduce-motion curve.
    public var activeSpring: DrawerSpring { reduceMotion ? .reducedMotion : configuration.spring }

    /// Forgets the events read so far, keeping the buffer's storage.
    public mutating func clearEvents() {
        events.removeAll(keepingCapacity: true)
    }

    /// Hands every pending event to `body`, oldest first, then clears them.
    public mutating func drainEvents(_ body: (DrawerEvent) -> Void) {
        for event in events { body(event) }
        clearEvents()
    }

    // MARK: Internals shared by the input extensions

    /// Times beyond this many seconds are not a clock reading (a billion seconds is 31 years of
    /// uptime); they are ignored so that later, real times keep their precision.
    public static let maximumTime: Double = 1e9

    /// A later time that jumps ahead of the clock by more than this (seconds) is ignored unless
    /// the next time confirms it: a display clock never leaps a day between two frames, a
    /// corrupted timestamp does; but a drawer left resting for a day is used again a day later.
    public static let maximumTimeJump: Double = 86_400

    /// The engine's clock: the latest valid time it was given, in seconds.
    public var time: Double { now }

    /// Accepts a time from outside. NaN, infinities, times outside `0…maximumTime` and times
    /// before the last one read as the last time seen: the engine's clock never runs backwards.
    /// A jump of more than ``maximumTimeJump`` (after the first time) is taken only when the next
    /// time continues it (later, and within ``maximumTimeJump`` of it): one corrupted timestamp
    /// is ignored, a clock that really moved on is followed.
    mutating func advanceClock(to time: Double) {
        guard time.isFinite, time > now, time <= Self.maximumTime else { return }
        if hasClock && time - now > Self.maximumTimeJump {
            let confirmed = pendingLeap.map { time > $0 && time - $0 <= Self.maximumTimeJump } ?? false
            pendingLeap = time
            guard confirmed else { return }
        }
        pendingLeap = nil
        now = time
        hasClock = true
    }

    /// The side the drawer is attached to, after the reading direction.
    var side: DrawerPhysicalEdge { layout.side }

    /// Recomputes ``frame`` from the engine's state; call after every input. When the keyboard
    /// rule in force changed with it (a release at a detent with another rule), the layout is
    /// rebuilt first, keeping the panel where it is drawn.
    mutating func refreshFrame() {
        if needsKeyboardRelayout {
            rebuildLayout(animated: true)
        } else {
            drawFrame()
        }
    }

    /// Recomputes ``frame`` from the engine's state in the current layout.
    mutating func drawFrame() {
        let previous = frame.extent
        extent = extent.clamped(to: 0...layout.maximumExtent)
        var next = layout.frame(extent: extent, anchor: detent)
        let isResting = self.isResting
        next.restingDetent = isResting ? detent : nil
        if case .dragging(let session) = phase, session.isClaimed, !session.isWheel {
            next.isContentInteractive = false
        }
        next.contentOffset = scroll.offset
        frame = next
        if previous != next.extent { emit(.didMove(extent: next.extent)) }
    }

    mutating func emit(_ event: DrawerEvent) {
        if case .didMove = event, case .didMove = events.last {
            events[events.count - 1] = event
            return
        }
        events.append(event)
    }
}
