#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import QuartzCore
    import UIKit

    /// A view that hosts several drawers over the views behind it — a sheet over a sheet, a side
    /// menu beside a bottom sheet — driven by one `DrawerHostModel`.
    ///
    /// Add it over the views it should cover, sized to them. Outside the drawers it lets touches
    /// through wherever the model says nothing covers the point (no dimming, no edge region), so
    /// the content behind stays usable. Everything a drawer does — which drawer a touch, the
    /// escape gesture or VoiceOver reaches, where it rests, how its dimming closes it — is the
    /// model's; this view translates UIKit's events in and draws the model's frames.
    ///
    /// ```swift
    /// let host = DrawerHostView(frame: view.bounds)
    /// view.addSubview(host)
    /// host.addDrawer(id: "list", contentView: listView, configuration: listConfiguration, initialDetent: .medium)
    /// host.addDrawer(id: "detail", contentView: detailView, configuration: detailConfiguration,
    ///                initialDetent: .closed)
    /// host.move("detail", to: .medium)   // over the list
    /// ```
    @MainActor
    public class DrawerHostView: UIView {
        /// The hosting model: the drawers' engines and every hosting rule. UIKit's pan recognizer
        /// waits for its own threshold, so the engines apply none of their own.
        package internal(set) var model = DrawerHostModel<String>(options: .platformSlop)
        /// Called with every engine event of every drawer, after the views were updated.
        public var onDrawerEvent: ((String, DrawerEvent) -> Void)?
        /// Called with ``coveredInsets`` whenever it changes, after the views were updated: live
        /// through drags and springs, for the app behind (a map's padding, a button riding above
        /// the sheet).
        public var onCoveredInsetsChange: ((UIEdgeInsets) -> Void)?
        /// How far in from each side of this view the drawers' panels cover it, as last drawn
        /// (the model's `coveredInsets()`: physical sides, a leading drawer on the right in
        /// right-to-left).
        public private(set) var coveredInsets = UIEdgeInsets.zero
        /// Drawers closing before they are removed (``removeDrawerAfterClosing(_:)``).
        var closingRemovals: Set<String> = []
        /// Whether content resized while a drawer moved: measured again once all rest.
        var measuresAtRest = false
        /// Views that follow ``coveredInsets`` besides ``onCoveredInsetsChange`` (weakly held).
        var coveredInsetsObservers: [DrawerWeakObserver] = []

        /// The view behind the drawers that a drawer with `scalesBackBehind` pushes back as it
        /// opens (the iOS page sheet's scale-back): scaled about its centre, moved and rounded as
        /// the model's `scaleBack` says, on every frame. Usually the main content the host covers,
        /// a sibling below the host: never a view that contains the host, which would push the
        /// drawers back with it. `nil` (the default) draws the effect on no view. Held weakly.
        public weak var scaledBackView: UIView? {
            didSet {
                guard oldValue !== scaledBackView else { return }
                if let oldValue { restoreScaledBackView(oldValue) }
                renderScaleBack()
            }
        }

        /// The system sheet drawn by drawers whose configuration chooses no shape
        /// (`behavior.style.shape` is `nil`): the running OS's, by DrawerCore's
        /// `DrawerSystemSheet.matching(osMajorVersion:)` — the floating Liquid Glass sheet from
        /// iOS 26, the edge-attached one before. A configuration that sets a shape keeps it.
        /// Setting this redraws every drawer in the look it names.
        public var automaticSheet = DrawerSystemSheet.matching(
            osMajorVersion: ProcessInfo.processInfo.operatingSystemVersion.majorVersion)
        {
            didSet {
                guard automaticSheet != oldValue else { return }
                for (id, panel) in panels {
                    update { $0.setConfiguration(engineConfiguration(of: panel), for: id, time: CACurrentMediaTime()) }
                }
            }
        }
        /// The corner radius of the screen or window this host covers, in points, for the shape's
        /// corners that are concentric with it (the iOS 26 sheet's bottom corners nest in the
        /// display's). UIKit publishes no display radius: while this is 0 (the default) iOS 26
        /// resolves those corners itself (`UICornerRadius.containerConcentric(minimum:)`, with
        /// DrawerCore's minimum) and earlier iOS draws them at their minimum; a value the app sets
        /// is used everywhere instead. Negative, NaN and infinite values read as 0.
        public var containerCornerRadius: CGFloat = 0 {
            didSet { setNeedsLayout() }
        }

        /// What UIKit offers here for the panels' material and corners; every panel draws with it.
        var drawingSupport = DrawerPanelDrawingSupport.current {
            didSet {
                for panel in panels.values { panel.drawingSupport = drawingSupport }
                render()
            }
        }

        var panels: [String: DrawerPanel] = [:]
        /// The stack order the panels' views were last put in (``restackPanelsIfNeeded(_:)``).
        var drawnStackOrder: [String] = []
        /// The views drawers grow out of (``present(_:from:cornerRadius:to:)``), held weakly.
        var morphSourceViews: [String: DrawerMorphSourceView] = [:]
        /// The binding-presented drawers' write-back rules, by drawer id (`DrawerBindingPresenter`).
        var bindingPresenters: [String: DrawerBindingPresenter] = [:]
        /// Where a press (host coordinates) may start the edge swipe of each drawer that scopes
        /// it to its own screen (`DrawerPresentationAnchor`), by drawer id.
        var edgeSwipeScopes: [String: (CGPoint) -> DrawerEdgeSwipeScope] = [:]
        let panGesture = UIPanGestureRecognizer()
        /// The edge swipe that opens a closed side drawer, on the superview: the host does not
        /// take touches in that edge region (``point(inside:with:)``), so taps there reach the app.
        let edgePanGesture = UIPanGestureRecognizer()
        /// Taps on a handle strip, for drawers that cycle their detents on a handle tap.
        let handleTapGesture = UITapGestureRecognizer()
        /// The corner radius and clipping `scaledBackView` had before it was pushed back.
        var scaledBackOriginal: (cornerRadius: CGFloat, clipsToBounds: Bool)?
        var touchDownLocation: CGPoint = .zero
        var displayLink: CADisplayLink?
        var keyboardObservation: NotificationObservation?
        var reduceMotionObservation: NotificationObservation?
        /// The objects UIKit sends this host's actions to (recognizers do not retain them).
        lazy var actionTargets = DrawerHostActionTargets(host: self)
        /// Where a touch the drawers do not take goes, instead of stopping at this view's container:
        /// a presented drawer's presenter, whose view lies under UIKit's container view (held
        /// weakly; ``hitTest(_:with:)``).
        weak var passThroughView: UIView?
        /// Called just before a person's input that may close a drawer is handled (a touch landing
        /// in the host, VoiceOver's escape, decrement or activate): a presented drawer asks UIKit's
        /// presentation whether a person may dismiss it now.
        var willHandlePersonsInput: (() -> Void)?

        /// Creates an empty host.
        public override init(frame: CGRect) {
            super.init(frame: frame)
            // The host covers its superview: it follows a rotation or a Split View resize, and the
            // detents follow it (layoutSubviews hands the new container to the model).
            autoresizingMask = [.flexibleWidth, .flexibleHeight]
            installGestures()
        }

        /// Not supported: a host is made in code.
        public required init?(coder: NSCoder) {
            fatalError("init(coder:) is not supported")
        }

        /// Adds a drawer on top of the others, at rest at `initialDetent` (or its first open
        /// detent). Returns `false` for an id already here.
        ///
        /// - Parameters:
        ///   - id: the drawer's name in the model, commands and events.
        ///   - contentView: the view shown in the drawer's panel.
        ///   - configuration: detents, dimming, colours and the engine's settings (set
        ///     `behavior.gesture.cyclesDetentsOnHandleTap` to make a tap on the grabber move to the
        ///     next detent).
        ///   - initialDetent: where the drawer starts, without animation.
        ///   - undimmedAtFirstDetent: when the configuration names no largest un-dimmed detent,
        ///     leave the first one undimmed (seed 002: the Shortcuts drawer is clear when
        ///     compressed).
        ///   - scalesBackBehind: whether the drawer pushes back ``scaledBackView`` (or the drawer
        ///     below it) as it opens, as the iOS page sheet does.
        @discardableResult
        public func addDrawer(
            id: String, contentView: UIView, configuration: DrawerSheetConfiguration,
            initialDetent: DrawerDetent.Identifier? = nil, undimmedAtFirstDetent: Bool = false,
            scalesBackBehind: Bool = false
        ) -> Bool {
            let panel = DrawerPanel(contentView: contentView, look: configuration)
            return insert(
                panel, id: id, initialDetent: initialDetent ?? panel.drawerConfiguration.firstListedOpenDetent,
                options: DrawerHostDrawerOptions(
                    handleLength: DrawerGrabberView.stripLength, undimmedAtFirstOpenDetent: undimmedAtFirstDetent,
                    scalesBackBehind: scalesBackBehind))
        }

        /// Adds `panel` to the model and the view hierarchy, on top; `false` for an id already here.
        func insert(
            _ panel: DrawerPanel, id: String, initialDetent: DrawerDetent.Identifier?, options: DrawerHostDrawerOptions,
            presentation: DrawerHostPresentation = .alwaysPresent
        ) -> Bool {
            guard panels[id] == nil else { return false }
            panel.drawingSupport = drawingSupport
            panels[id] = panel
            update {
                $0.addDrawer(
                    id, configuration: engineConfiguration(of: panel), presentation: presentation, selection: initialDetent,
                    options: options, time: CACurrentMediaTime())
            }
            addSubview(panel.dimmingView)
            addSubview(panel.panelView)
            let dimmingTap = UITapGestureRecognizer()
            actionTargets.dimmingTap.attach(to: dimmingTap)
            panel.dimmingView.addGestureRecognizer(dimmingTap)
            if let barView = panel.barView {
                let barTap = UITapGestureRecognizer()
                actionTargets.barTap.attach(to: barTap)
                barView.addGestureRecognizer(barTap)
                panel.barTapGesture = barTap
            }
            wireAccessibility(panel, id: id)
            return true
        }

        /// Replaces the configuration of `id`; the drawer keeps its detent and springs to it, its
        /// settle drawn on the display link and its events delivered.
        public func setConfiguration(_ configuration: DrawerSheetConfiguration, for id: String) {
            guard let panel = panels[id] else { return }
            panel.look = configuration
            panel.applyLook()
            update { $0.setConfiguration(engineConfiguration(of: panel), for: id, time: CACurrentMediaTime()) }
        }

        /// The scroll view inside the content of `id` whose scrolling hands off with its drags:
        /// ``track(scrollView:in:)``, or ``untrackScrollView(in:)`` for `nil`.
        public func setTrackedScrollView(_ scrollView: UIScrollView?, for id: String) {
            if let scrollView { track(scrollView: scrollView, in: id) } else { untrackScrollView(in: id) }
        }

        /// Moves `id` to `detent`; returns `false` if it is not active here.
        @discardableResult
        public func move(_ id: String, to detent: DrawerDetent.Identifier, animated: Bool = true) -> Bool {
            var moved = false
            update { moved = $0.move(id, to: detent, animated: animated, time: CACurrentMediaTime()) }
            return moved
        }

        /// Closes `id` (or collapses a drawer that cannot close).
        @discardableResult
        public func dismiss(_ id: String) -> Bool {
            var dismissed = false
            update { dismissed = $0.dismiss(id, time: CACurrentMediaTime()) }
            return dismissed
        }

        /// Hands the container (size, safe area, direction), the content's measured lengths and
        /// Reduce Motion to the model.
        public override func layoutSubviews() {
            super.layoutSubviews()
            measureContent()
            let insets = safeAreaInsets
            let container = DrawerContainer(
                size: bounds.size,
                safeArea: DrawerInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right),
                layoutDirection: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
                displayScale: traitCollection.displayScale, cornerRadius: containerCornerRadius)
            update {
                $0.setReduceMotion(UIAccessibility.isReduceMotionEnabled, time: CACurrentMediaTime())
                if container != $0.container { $0.setContainer(container, time: CACurrentMediaTime()) }
            }
            syncMorphSourceViews()
        }

        /// Starts following the keyboard and Reduce Motion while in a window; stops when it
        /// leaves (the observations are removed with it). Leaving the window also ends a drag in
        /// progress and brings every drawer to rest at once (DrawerHostModel's
        /// `viewLeftScreen(time:)`): the finger's lift may never reach this view again.
        public override func didMoveToWindow() {
            super.didMoveToWindow()
            keyboardObservation = window == nil ? nil : observeKeyboard()
            reduceMotionObservation = window == nil ? nil : observeReduceMotion()
            if window == nil { update { $0.viewLeftScreen(time: CACurrentMediaTime()) } }
        }

        /// Moves the edge-swipe recognizer to the new superview (while a drawer takes edge swipes).
        public override func didMoveToSuperview() {
            super.didMoveToSuperview()
            syncEdgePanGesture()
        }

        /// Whether a touch at `point` is the drawers': the model's rule (a panel, a handle, a
        /// dimming; never pass-through, and not a closed side drawer's edge region, which the
        /// edge-swipe recognizer behind takes).
        public override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            model.takesTouch(at: point)
        }

        /// The drawers' views where the model takes the touch (``point(inside:with:)``); elsewhere
        /// the pass-through view's, when the host has one (a presented drawer at an undimmed
        /// detent leaves its presenter usable, as the child form leaves its parent), else none.
        public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            if let hit = super.hitTest(point, with: event) { return hit }
            guard let target = passThroughView, target.window != nil, !isHidden, bounds.contains(point) else { return nil }
            return target.hitTest(convert(point, to: target), with: event)
        }

        /// Offers the touch-down point to the model, which picks the one drawer the pan moves; a
        /// tap on a handle strip begins only where the model says it is a handle tap.
        public override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            if gestureRecognizer === handleTapGesture {
                return model.handleTapTarget(at: handleTapGesture.location(in: self)) != nil
            }
            guard let pan = gestureRecognizer as? UIPanGestureRecognizer, pan === panGesture || pan === edgePanGesture else {
                return super.gestureRecognizerShouldBegin(gestureRecognizer)
            }
            if pan === edgePanGesture,
                !model.isEdgeSwipeStart(touchDownLocation, systemBackSwipeAvailable: isSystemBackSwipeAvailable)
            {
                return false
            }
            // The press and the direction decide together (a horizontal carousel in a bottom
            // sheet keeps its swipe). `update` reads the tracked lists first: the model refuses a
            // press inside one.
            let translation = pan.translation(in: self)
            var owner: String?
            update {
                owner = $0.beginRecognizedDrag(at: touchDownLocation, translation: translation, time: CACurrentMediaTime())
            }
            return owner != nil
        }

        /// The escape gesture (two-finger Z) closes the drawer that takes input.
        /// UIKit calls it on the main thread; the iOS 18 SDK declares it main-actor, earlier SDKs
        /// nonisolated, so it asserts the main actor to run the model under both.
        public override func accessibilityPerformEscape() -> Bool {
            MainActor.assumeIsolated {
                willHandlePersonsInput?()
                var handled = false
                update { handled = $0.escape(time: CACurrentMediaTime()) }
                return handled
            }
        }

        /// Runs one model input, redraws, moves VoiceOver focus as the model's modal rule says,
        /// keeps the display link running while the model needs frames (a tracked list gliding by
        /// itself included), and delivers the events.
        ///
        /// The tracked scroll views are read before the input (a command starts from where the
        /// lists really are, not from where a drag left them) and after it (a settle or a frame
        /// may hold a list still); the offsets the model returns are shown after the redraw.
        func update(_ input: (inout DrawerHostModel<String>) -> Void) {
            let time = CACurrentMediaTime()
            var offsets = observeTrackedScrollViews(time: time)
            input(&model)
            offsets += observeTrackedScrollViews(time: time)
            render()
            publishCoveredInsets()
            updateAccessibilityFocus()
            for (scrollView, offset) in offsets { scrollView.drawerShow(offset) }
            if model.needsFrames { startDisplayLink() } else { stopDisplayLink() }
            var events: [DrawerHostEvent<String>] = []
            model.drainEvents { events.append($0) }
            for event in events { deliver(event) }
            deliverWriteBacks(events)
            if !closingRemovals.isEmpty { removeClosedDrawers() }
            syncEdgePanGesture()
            measureIfAtRest()
        }

        /// Tells the app when the part of this view the drawers cover changed.
        func publishCoveredInsets() {
            let covered = model.coveredInsets()
            let insets = UIEdgeInsets(top: covered.top, left: covered.left, bottom: covered.bottom, right: covered.right)
            guard insets != coveredInsets else { return }
            coveredInsets = insets
            onCoveredInsetsChange?(insets)
            for observer in coveredInsetsObservers { observer.value?.onChange?(insets) }
        }

        /// Hands one model event to the app.
        func deliver(_ event: DrawerHostEvent<String>) {
            if case .drawer(let id, let event) = event { onDrawerEvent?(id, event) }
        }

        /// Ticks the model once per display frame while it needs frames. The link retains its
        /// target, not this view: a host removed while it animates is released, and the first
        /// frame after that stops the link.
        func startDisplayLink() {
            guard displayLink == nil else { return }
            // Weak both ways: the run loop keeps the link, the link keeps the target.
            weak var weakLink: CADisplayLink?
            let link = DrawerActionTarget { [weak self] in
                if let self { self.displayLinkFired() } else { weakLink?.invalidate() }
            }.makeDisplayLink()
            weakLink = link
            // Without a range a display link runs at 60 Hz on a ProMotion iPhone while the finger
            // was read at 120: springs after a drag would step. The app's Info.plist still has
            // to set `CADisableMinimumFrameDurationOnPhone` (docs/APPLE.md).
            if #available(iOS 15.0, *) { link.preferredFrameRateRange = Self.animationFrameRateRange }
            link.add(to: .main, forMode: .common)
            displayLink = link
        }

        /// The frame rates the display link asks for: the display's 120 Hz, the rate a finger is
        /// read at on ProMotion, down to 60 when the system asks for less (Low Power Mode, heat:
        /// the "preferredFrameRateRange" page); the range widely reported for animation links
        /// (MSDisplayLink 2.2.0, osuTK #71).
        @available(iOS 15.0, *)
        static var animationFrameRateRange: CAFrameRateRange {
            CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
        }

        /// Stops ticking.
        func stopDisplayLink() {
            displayLink?.invalidate()
            displayLink = nil
        }

        /// One display frame, at the frame's target time (the `CACurrentMediaTime()` clock every
        /// other input uses).
        func displayLinkFired() {
            guard let link = displayLink else { return }
            update { $0.tick(time: link.targetTimestamp) }
        }

        /// The grabber's adjustable actions, its activation (VoiceOver's double tap: the model's
        /// `activateHandle`, which is the handle tap when the drawer cycles on handle taps) and
        /// its label, through the model; the panel, grabber and dimming views carry DrawerCore's
        /// `DrawerPart` identifiers for the app's UI tests.
        func wireAccessibility(_ panel: DrawerPanel, id: String) {
            panel.panelView.accessibilityIdentifier = DrawerPart.panel.accessibilityIdentifier(forDrawer: id)
            panel.grabberView.accessibilityIdentifier = DrawerPart.grabber.accessibilityIdentifier(forDrawer: id)
            panel.dimmingView.accessibilityIdentifier = DrawerPart.dimming.accessibilityIdentifier(forDrawer: id)
            panel.grabberView.accessibilityLabel = model.engine(of: id)?.configuration.accessibilityLabels.text(for: .drawer)
            panel.grabberView.onIncrement = { [weak self] in
                self?.update { $0.accessibilityIncrement(id, time: CACurrentMediaTime()) }
            }
            panel.grabberView.onDecrement = { [weak self] in
                self?.willHandlePersonsInput?()
                self?.update { $0.accessibilityDecrement(id, time: CACurrentMediaTime()) }
            }
            panel.grabberView.onActivate = { [weak self] in
                self?.willHandlePersonsInput?()
                var moved = false
                self?.update { moved = $0.activateHandle(id, time: CACurrentMediaTime()) }
                return moved
            }
            // The "move to …" actions sit on the grabber, an element VoiceOver visits (the host
            // view is not one), named by the configuration's accessibility labels.
            panel.grabberView.customActions = { [weak self] in
                guard let self else { return [] }
                return self.model.accessibilityActions(of: id).map { action in
                    UIAccessibilityCustomAction(name: action.name) { [weak self] _ in
                        self?.move(id, to: action.detent) ?? false
                    }
                }
            }
        }
    }
#endif
