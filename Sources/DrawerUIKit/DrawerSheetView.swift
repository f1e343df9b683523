#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import QuartzCore
    import UIKit

    /// A bottom sheet (or a drawer on any edge) as a plain `UIView` (seed 004): add it over the
    /// views it should cover, sized to them, and it draws a dimming view, a panel with a grabber and
    /// your content, driven by a `DrawerEngine`.
    ///
    /// Outside the panel the view lets touches through wherever the engine says nothing is dimmed,
    /// so the content behind stays usable at small detents. Put a scroll view in the content and
    /// set ``trackedScrollView`` for one-gesture hand-off between scrolling and dragging (seed 002).
    ///
    /// ```swift
    /// let sheet = DrawerSheetView(frame: view.bounds, contentView: listView, configuration: configuration)
    /// sheet.trackedScrollView = listView
    /// view.addSubview(sheet)
    /// ```
    @MainActor
    public final class DrawerSheetView: UIView {
        /// The view shown in the panel.
        public let contentView: UIView
        /// The configuration; setting it re-resolves the detents and keeps the current one.
        public var configuration: DrawerSheetConfiguration {
            didSet {
                applyStyle()
                engine.setConfiguration(configuration.drawerConfiguration, animated: true, time: CACurrentMediaTime())
                render()
            }
        }
        /// A scroll view inside ``contentView`` whose scrolling is shared with the drawer's drags.
        public weak var trackedScrollView: UIScrollView?
        /// Called with every engine event, after the view was updated.
        public var onEvent: ((DrawerEvent) -> Void)?

        /// The engine; read it for the current detent, frame and stops.
        public private(set) var engine: DrawerEngine

        let dimmingView = UIView()
        let panelView = UIView()
        let grabberView = DrawerGrabberView(frame: .zero)
        let panGesture = UIPanGestureRecognizer()
        var touchDownLocation: CGPoint = .zero
        var keyboardObstruction: CGFloat = 0
        var keyboardObserver: NSObjectProtocol?
        var displayLink: CADisplayLink?

        /// Creates a sheet showing `contentView`, configured by `configuration`.
        public init(frame: CGRect = .zero, contentView: UIView, configuration: DrawerSheetConfiguration) {
            self.contentView = contentView
            self.configuration = configuration
            self.engine = DrawerEngine(
                configuration: configuration.drawerConfiguration, container: DrawerContainer(size: frame.size))
            super.init(frame: frame)
            dimmingView.backgroundColor = .black
            addSubview(dimmingView)
            addSubview(panelView)
            panelView.addSubview(contentView)
            panelView.addSubview(grabberView)
            installGestures()
            installAccessibility()
            observeKeyboard()
            applyStyle()
        }

        /// Not supported: a sheet needs its content and configuration.
        required init?(coder: NSCoder) {
            fatalError("init(coder:) is not supported")
        }

        /// Moves to the detent `identifier`; returns `false` if it is not active here.
        @discardableResult
        public func move(to identifier: DrawerDetent.Identifier, animated: Bool = true) -> Bool {
            var moved = false
            update { moved = $0.move(to: identifier, animated: animated, time: CACurrentMediaTime()) }
            return moved
        }

        /// Closes the sheet, if it has a closed detent.
        @discardableResult
        public func dismiss(animated: Bool = true) -> Bool {
            var dismissed = false
            update { dismissed = $0.dismiss(animated: animated, time: CACurrentMediaTime()) }
            return dismissed
        }

        /// Hands the container (size, safe area, keyboard, direction) to the engine.
        public override func layoutSubviews() {
            super.layoutSubviews()
            updateContainer(animated: false)
        }

        /// Touches outside the panel reach the views behind wherever nothing is dimmed.
        public override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            let frame = engine.frame
            return frame.visibleRect.contains(point) || !frame.passesThroughBackground
        }

        // MARK: Overrides (in the class body: Swift cannot override them from an extension)

        /// Asks the engine whether the drag is the drawer's, from where the finger landed.
        public override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
            guard gestureRecognizer === panGesture else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
            reportScroll()
            var accepted = false
            update {
                accepted = $0.dragBegan(
                    at: touchDownLocation, time: CACurrentMediaTime(), overScrollableContent: isOverTrackedScrollView)
            }
            return accepted
        }

        /// One "move to …" action per active detent, named by the engine's accessibility labels.
        public override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
            get {
                engine.stops.map { stop in
                    UIAccessibilityCustomAction(
                        name: engine.configuration.accessibilityLabels.value(for: stop.identifier)
                    ) { [weak self] _ in
                        self?.move(to: stop.identifier) ?? false
                    }
                }
            }
            set {}
        }

        /// The escape gesture (two-finger Z) closes a dismissible sheet.
        public override func accessibilityPerformEscape() -> Bool {
            var handled = false
            update { handled = $0.accessibilityEscape(time: CACurrentMediaTime()) }
            return handled
        }

        /// Runs one engine input, redraws, keeps the display link running while the engine
        /// animates, and reports the events.
        func update(_ input: (inout DrawerEngine) -> Void) {
            input(&engine)
            render()
            if engine.isAnimating { startDisplayLink() } else { stopDisplayLink() }
            var events: [DrawerEvent] = []
            engine.drainEvents { events.append($0) }
            for event in events { onEvent?(event) }
        }

        /// Ticks the engine once per display frame while it animates. The link retains this view
        /// until it is stopped, which happens as soon as the engine comes to rest.
        func startDisplayLink() {
            guard displayLink == nil else { return }
            let link = CADisplayLink(target: self, selector: #selector(displayLinkFired))
            link.add(to: .main, forMode: .common)
            displayLink = link
        }

        /// Stops ticking.
        func stopDisplayLink() {
            displayLink?.invalidate()
            displayLink = nil
        }

        /// One display frame: the engine advances to the frame's target time (the
        /// `CACurrentMediaTime()` clock every other input uses).
        @objc func displayLinkFired() {
            guard let link = displayLink else { return }
            update { $0.tick(time: link.targetTimestamp) }
        }

        /// The container as the engine models it.
        func updateContainer(animated: Bool) {
            let insets = safeAreaInsets
            let container = DrawerContainer(
                size: bounds.size,
                safeArea: DrawerInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right),
                obstruction: DrawerInsets(bottom: keyboardObstruction),
                layoutDirection: effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
            guard container != engine.container else { return }
            update { $0.setContainer(container, animated: animated, time: CACurrentMediaTime()) }
        }

        /// Draws the engine's frame: panel, content, grabber, dimming, scroll offset.
        func render() {
            let frame = engine.frame
            panelView.frame = frame.panelRect
            panelView.layer.cornerRadius = frame.cornerRadius
            contentView.frame = frame.contentRect.offsetBy(dx: -frame.panelRect.minX, dy: -frame.panelRect.minY)
            contentView.isUserInteractionEnabled = frame.isContentInteractive
            let visible = frame.visibleRect.offsetBy(dx: -frame.panelRect.minX, dy: -frame.panelRect.minY)
            grabberView.frame = CGRect(x: visible.midX - 18, y: visible.minY + 6, width: 36, height: 5)
            grabberView.accessibilityValue = engine.accessibilityValue
            dimmingView.frame = bounds
            dimmingView.alpha = frame.dimming
            dimmingView.isUserInteractionEnabled = !frame.passesThroughBackground
            if let scrollView = trackedScrollView, engine.dragState == .tracking || engine.isAnimating {
                scrollView.contentOffset.y = frame.contentOffset - scrollView.adjustedContentInset.top
            }
        }

        /// Colours, corner radius and shadow from the configuration.
        func applyStyle() {
            panelView.backgroundColor = configuration.backgroundColor
            panelView.layer.shadowColor = configuration.shadowColor.cgColor
            panelView.layer.shadowOpacity = configuration.shadowOpacity
            panelView.layer.shadowRadius = configuration.shadowRadius
            grabberView.backgroundColor = configuration.grabberColor
        }
    }
#endif
