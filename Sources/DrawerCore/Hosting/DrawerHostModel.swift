import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Everything a host of drawers decides, for every toolkit: which drawers there are and in what
/// order, how each is presented and how its bindings are written back, what a point is over,
/// which engine an input goes to, what the container and the keyboard are, and whether frames
/// must run.
///
/// Like ``DrawerEngine`` it is a value, pure and deterministic: time is passed in as seconds,
/// nothing here imports a UI toolkit, and the same calls give the same frames and events. An
/// adapter (GTK's `DrawerHost`, SwiftUI's views, UIKit's sheet views) keeps only translation:
/// toolkit events in, ``DrawerFrame``s out (``frame(of:)``), and bindings written from
/// ``events``.
///
/// ```swift
/// var host = DrawerHostModel<String>(options: .platformSlop)
/// host.setContainer(DrawerContainer(size: CGSize(width: 390, height: 844)), time: 0)
/// host.addDrawer("details", configuration: DrawerConfiguration(detents: [.medium, .large]),
///                presentation: .presented(false), time: 0)
/// host.setPresentation(of: "details", .presented(true), time: 0.1)    // the app's binding
/// while host.needsFrames { host.tick(time: nextFrame()) }
/// host.drainEvents { event in
///     if case .presentedChanged(_, let shown) = event { isPresented = shown }
/// }
/// ```
///
/// ## The rules for bad input
/// Nothing an adapter hands over crashes the model or reaches a frame:
/// - an unknown id (never added, or removed) makes every call that names it do nothing and
///   return `false` / `nil`; a drag whose drawer is removed mid-gesture ends with it, and its
///   later changes, ends and cancels are ignored;
/// - non-finite points are over nothing (`DrawerHitTarget.passThrough`) and start no drag;
///   a non-finite keyboard rectangle, and a negative or non-finite keyboard overlap, are ignored
///   (the last one stays); non-finite lengths are
///   read as the engine reads them (absent), except a content's reported fitting length, which
///   is ignored when negative or not finite (the last report stays);
/// - a binding value equal to the one the model knows is no change; a binding flipped twice
///   before the model runs a frame acts twice, the later retargeting the earlier's animation,
///   so the drawer ends where the last value says and no write-back of the first value follows;
/// - an unknown page (popped to, or measured, but never pushed or already popped) and a page id
///   pushed twice on one drawer change nothing and return `false`;
/// - a selection or state naming a detent that is not active is refused, and the model writes
///   the drawer's actual detent back, so the binding never stays out of step.
package struct DrawerHostModel<ID: Hashable & Sendable>: Sendable {
    /// What the model keeps about one drawer beside its engine (which lives on ``stack``).
    struct Entry: Sendable {
        var configuration: DrawerConfiguration
        var presentation: DrawerHostPresentation
        var selection: DrawerDetent.Identifier?
        /// Where an always-present drawer starts when it is placed, when that is not its
        /// ``selection``: a closed detent it was moved to before it had a container
        /// (`DrawerHostModel.move(_:to:animated:time:)`). A closed detent is no selection, so the
        /// selection keeps naming what the app's binding holds, and the write-back once the drawer
        /// rests compares against that. A later accepted selection or open move replaces it; it is
        /// not read once the drawer is placed.
        var startDetent: DrawerDetent.Identifier? = nil
        var options: DrawerHostDrawerOptions
        /// The adapter's measurement of the whole content (`DrawerHostModel.setContentFittingLength(_:for:time:)`).
        var fittingLength: CGFloat?
        var scrollViewport: CGRect?
        /// The real scroll views inside the drawer the adapter tracks, each with its hand-off
        /// glue (`DrawerHostModel.trackScrollView(_:key:axis:in:viewport:location:time:)`).
        var scrollViews = DrawerTrackedScrollViews()
        /// Whether the engine has been placed in a real (non-empty) container yet.
        var hasContainer: Bool
        var wasBusy = false
        /// The bar/sheet switch of a drawer with ``DrawerHostDrawerOptions/hasBottomBar``.
        var barSwitch: DrawerBottomBarSwitch? = nil
        /// Whether the bar switch must follow the engine: the drawer has a bar, or had one.
        var needsBottomBarUpdate: Bool { options.hasBottomBar || barSwitch != nil }
        /// The length the content itself says counts for the fit
        /// (`DrawerHostModel.setReportedFittingLength(_:chrome:for:time:)`), while it says one.
        var reportedFittingLength: CGFloat? = nil
        /// The pages pushed over the drawer's own content (`DrawerHostModel.pushPage(_:on:time:)`).
        var pages = DrawerPageStack()
        /// Closing to be removed (`DrawerHostModel.closeForRemoval(_:time:)`): no input, no
        /// binding or command moves it.
        var isLeaving = false
        /// Where its edge swipe may start (``DrawerHostModel/setEdgeSwipeScope(_:for:)``).
        var edgeSwipeScope = DrawerEdgeSwipeScope.container
        /// Whether a person's close is refused whatever the configuration says, while a platform's
        /// presentation forbids it (``DrawerHostModel/setRefusesPersonsDismissal(_:of:time:)``).
        var refusesPersonsDismissal = false

        /// The length fit-to-content detents follow: the top page's own when a page is pushed;
        /// otherwise the content's own report over the adapter's measurement, because only the
        /// content knows which of its parts count (seed 001's `additional:` section, shown at
        /// the largest detent, does not).
        var effectiveFittingLength: CGFloat? {
            if let page = pages.top { return page.fittingLength }
            return reportedFittingLength ?? fittingLength
        }
    }

    /// The drawers, bottom to top, with their engines, depths and cover dimming. Closed drawers
    /// stay (`DrawerStack.keepsClosedDrawers`): an edge swipe or a binding may reopen them.
    package internal(set) var stack: DrawerStack<ID>
    /// The toolkit's traits.
    package let options: DrawerHostOptions
    /// The container as the adapter last described it (without the keyboard, which is
    /// ``keyboardObstruction``, and without content lengths, which are per drawer).
    package internal(set) var container: DrawerContainer
    /// The keyboard's overlap with the container, as insets.
    package internal(set) var keyboardObstruction: DrawerInsets = .zero
    /// Whether drawers dim what is behind them (a host-wide switch; detents still decide how much).
    package internal(set) var isDimmingEnabled = true
    /// Events since the last ``drainEvents(_:)``, oldest first.
    package internal(set) var events: [DrawerHostEvent<ID>] = []

    var entries: [ID: Entry] = [:]
    /// The sources drawers grow out of (``setMorphSource(_:for:)``); apart from ``entries`` so
    /// that drawers without one pay one empty check per frame.
    var morphSources: [ID: DrawerMorphSourceEntry] = [:]
    /// The drawer each drawer is presented from (``setPresenter(_:of:time:)``), by the presented
    /// drawer's id; apart from ``entries`` so that hosts without nesting pay one empty check.
    var presentedFrom: [ID: ID] = [:]
    /// Whether a drawer's followed scroll view glides by itself (``DrawerTrackedScrollViews/activeGlides``),
    /// as ``collect()`` last found: only scroll-view observations and their ends change it, and
    /// each is followed by ``collect()``, so a frame need not look at every drawer for it.
    var scrollViewGlides = false
    /// The drawer the pointer drag in progress belongs to: one drawer per drag.
    package internal(set) var dragOwner: ID?
    /// Whether the drag of ``dragOwner`` is driven by a tracked scroll view's observations
    /// rather than the adapter's drag calls (which are then ignored).
    package internal(set) var isTrackedDrag = false
    /// The last translation of the drag in progress (for predicted end translations).
    var lastTranslation: CGPoint = .zero
    /// The press and travel a platform recognizer last began a drag with
    /// (``beginRecognizedDrag(at:translation:time:)``), while that drag is in progress.
    var recognizedPress: (point: CGPoint, translation: CGPoint)?
    var now: Double = 0
    /// The host-wide names of the dismissal holds waiting for the app (``DrawerDismissalHold/id``).
    var dismissalHolds = DrawerHostDismissalHolds<ID>()

    /// Creates an empty host for a toolkit with `options`.
    package init(options: DrawerHostOptions = DrawerHostOptions(), container: DrawerContainer = DrawerContainer(size: .zero)) {
        self.options = options
        self.container = Self.withoutContentLength(container)
        self.stack = DrawerStack(container: self.container, keepsClosedDrawers: true)
        events.reserveCapacity(16)
    }

    // MARK: Reading

    /// The drawers' ids, bottom to top.
    package var ids: [ID] { stack.layers.map(\.id) }

    /// Whether the model knows the drawer `id`.
    package func contains(_ id: ID) -> Bool { entries[id] != nil }

    /// Whether the drawer `id` has been laid out in a non-empty container: until then its engine
    /// is a placeholder and the adapter draws nothing for it.
    package func isPlaced(_ id: ID) -> Bool { entries[id]?.hasContainer ?? false }

    /// The engine of the drawer `id`: its frame, detent, stops and state.
    @_specialize(exported: true, where ID == String)
    @_specialize(exported: true, where ID == Int)
    package func engine(of id: ID) -> DrawerEngine? { stack.layer(id)?.engine }

    /// What to draw for the drawer `id` now: its engine's frame, drawn growing out of its source
    /// while it has one and is below its smallest open stop (``setMorphSource(_:for:)``).
    @_specialize(exported: true, where ID == String)
    @_specialize(exported: true, where ID == Int)
    package func frame(of id: ID) -> DrawerFrame? { stack.index(of: id).map { drawnFrame(stack.layers[$0].engine, id: id) } }

    /// The drawer's place in the stack: depth and how much the drawers above dim it.
    @_specialize(exported: true, where ID == String)
    @_specialize(exported: true, where ID == Int)
    package func layer(of id: ID) -> DrawerStack<ID>.Layer? { stack.layer(id) }

    /// The drawer that takes keys and the escape gesture: the topmost one that is open or moving.
    package var inputDrawer: ID? { stack.top?.id }

    /// How the app presents the drawer `id`, as the model last knows the binding.
    package func presentation(of id: ID) -> DrawerHostPresentation? { entries[id]?.presentation }

    /// The detent selection the model last knows the app holds for `id`.
    package func selection(of id: ID) -> DrawerDetent.Identifier? { entries[id]?.selection }

    /// The per-drawer hosting options of `id`.
    package func drawerOptions(of id: ID) -> DrawerHostDrawerOptions? { entries[id]?.options }

    /// The configuration the app gave for `id` (before the host's rules are applied; the engine's
    /// ``DrawerEngine/configuration`` is the one in force).
    @_specialize(exported: true, where ID == String)
    @_specialize(exported: true, where ID == Int)
    package func configuration(of id: ID) -> DrawerConfiguration? { entries[id]?.configuration }

    /// Whether the drawer's panel is on screen at all: open, or moving. An adapter hides the
    /// panel otherwise, and an item drawer keeps showing its last item until this is `false`, so
    /// it never closes empty.
    @_specialize(exported: true, where ID == String)
    @_specialize(exported: true, where ID == Int)
    package func isShown(_ id: ID) -> Bool {
        guard let index = stack.index(of: id) else { return false }
        return stack.layers[index].engine.frame.extent > 0.5 || !stack.layers[index].engine.isResting
    }

    /// Whether the drawer is moving: dragged, settling, or gliding its content. A drawer waiting
    /// at its threshold for the app's answer (``DrawerEngine/isWaitingForDismissalAnswer``) is still.
    @_specialize(exported: true, where ID == String)
    @_specialize(exported: true, where ID == Int)
    package func isBusy(_ id: ID) -> Bool {
        guard let index = stack.index(of: id) else { return false }
        return stack.layers[index].engine.isBusy
    }

    /// The screen side the drawer `id` is attached to now: its panel's orientation and its wheel
    /// axis follow it, also when the edge or the reading direction changes at run time.
    package func side(of id: ID) -> DrawerPhysicalEdge? { engine(of: id)?.layout.side }

    /// The minimum distance the adapter gives its platform's drag recognizer for `id` (the
    /// configuration's), when `DrawerHostOptions.platformAppliesMinimumDistance` is set.
    package func platformMinimumDistance(of id: ID) -> CGFloat? { entries[id]?.configuration.gesture.minimumDistance }

    /// Whether the drawer's content takes touches now: it is open and not dragged, and (with
    /// ``DrawerHostDrawerOptions/contentInteractiveDetents``) rests at one of those detents.
    package func isContentInteractive(_ id: ID) -> Bool {
        guard let engine = engine(of: id), let entry = entries[id], engine.frame.isContentInteractive else { return false }
        guard let detents = entry.options.contentInteractiveDetents else { return true }
        return engine.isResting && detents.contains(engine.detent)
    }

    /// The spoken value of the drawer's position ("Half expanded"), from its configuration's
    /// ``DrawerAccessibilityLabels``.
    package func accessibilityValue(of id: ID) -> String? { engine(of: id)?.accessibilityValue }

    /// One spoken name per active stop, for "move to …" accessibility actions, from the
    /// configuration's ``DrawerAccessibilityLabels``.
    package func accessibilityActions(of id: ID) -> [(detent: DrawerDetent.Identifier, name: String)] {
        guard let engine = engine(of: id) else { return [] }
        return engine.stops.map { ($0.identifier, engine.configuration.accessibilityLabels.value(for: $0.identifier)) }
    }

    /// Whether the adapter must run its frame clock (display link, tick callback): some drawer
    /// animates, glides or waits for a wheel gesture to end, or a tracked scroll view glides by
    /// itself (`DrawerScrollTracker.scrollViewGlides`) and must be read every frame for the
    /// engine to follow it.
    package var needsFrames: Bool {
        @_specialize(exported: true, where ID == String)
        @_specialize(exported: true, where ID == Int)
        get {
            scrollViewGlides || stack.layers.contains { $0.engine.isAnimating }
        }
    }

    /// Hands every pending event to `body`, oldest first, then clears them.
    @_specialize(exported: true, where ID == String)
    @_specialize(exported: true, where ID == Int)
    package mutating func drainEvents(_ body: (DrawerHostEvent<ID>) -> Void) {
        // Read in place, then cleared: a copy would share the buffer and make the clearing
        // allocate a new one on every call (2 allocations per frame measured in `make bench`).
        for event in events { body(event) }
        events.removeAll(keepingCapacity: true)
    }

    static func withoutContentLength(_ container: DrawerContainer) -> DrawerContainer {
        var copy = container
        copy.contentFittingLength = nil
        return copy
    }
}
