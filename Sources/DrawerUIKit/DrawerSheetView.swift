#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import QuartzCore
    import UIKit

    /// A bottom sheet (or a drawer on any edge) as a plain `UIView` (seed 004): a
    /// ``DrawerHostView`` with one drawer. Add it over the views it should cover, sized to them,
    /// and it draws a dimming view, a panel with a grabber and your content.
    ///
    /// Outside the panel the view lets touches through wherever nothing is dimmed, so the content
    /// behind stays usable at small detents. Put a scroll view in the content and
    /// ``track(scrollView:)`` it for one-gesture hand-off between scrolling and dragging (seed
    /// 002); the scroll view keeps its own pan, deceleration, bounce and delegate.
    ///
    /// ```swift
    /// let sheet = DrawerSheetView(frame: view.bounds, contentView: listView, configuration: configuration)
    /// sheet.track(scrollView: listView)
    /// view.addSubview(sheet)
    /// ```
    @MainActor
    public final class DrawerSheetView: DrawerHostView {
        /// The id of the sheet's drawer in its host model.
        public static let drawerID = "sheet"

        /// The view shown in the panel.
        public let contentView: UIView
        /// The configuration; setting it goes through the model: the detents are resolved again,
        /// the current one kept, and the settle it starts is drawn and reported.
        public var configuration: DrawerSheetConfiguration {
            didSet { setConfiguration(configuration, for: Self.drawerID) }
        }
        /// A scroll view inside ``contentView`` whose scrolling is shared with the drawer's drags
        /// (``track(scrollView:)``; `nil` untracks). Held weakly.
        public weak var trackedScrollView: UIScrollView? {
            didSet { setTrackedScrollView(trackedScrollView, for: Self.drawerID) }
        }
        /// Called with every engine event, after the view was updated.
        public var onEvent: ((DrawerEvent) -> Void)?

        /// The engine; read it for the current detent, frame and stops.
        public var engine: DrawerEngine {
            model.engine(of: Self.drawerID) ?? DrawerEngine(container: DrawerContainer(size: .zero))
        }

        /// Creates a sheet showing `contentView`, configured by `configuration`.
        ///
        /// - Parameters:
        ///   - frame: the view's frame, usually the bounds of the views it covers.
        ///   - contentView: the view shown in the panel.
        ///   - configuration: detents, dimming, colours and the engine's settings.
        ///   - initialDetent: where the sheet first appears, without animation (`nil`: its first
        ///     open detent). The sheet has no size until its first layout, so this is the way to
        ///     choose it up front; a ``move(to:animated:)`` before that layout lands there too.
        ///   - undimmedAtFirstDetent: when the configuration names no largest un-dimmed detent,
        ///     leave its first detent undimmed (seed 002's drawer).
        public init(
            frame: CGRect = .zero, contentView: UIView, configuration: DrawerSheetConfiguration,
            initialDetent: DrawerDetent.Identifier? = nil, undimmedAtFirstDetent: Bool = false
        ) {
            self.contentView = contentView
            self.configuration = configuration
            super.init(frame: frame)
            onDrawerEvent = { [weak self] _, event in self?.onEvent?(event) }
            addDrawer(
                id: Self.drawerID, contentView: contentView, configuration: configuration, initialDetent: initialDetent,
                undimmedAtFirstDetent: undimmedAtFirstDetent)
        }

        /// Not supported: a sheet needs its content and configuration.
        public required init?(coder: NSCoder) {
            fatalError("init(coder:) is not supported")
        }

        /// Shares one gesture between the sheet and `scrollView`, a scroll view inside
        /// ``contentView`` (FloatingPanel's name): see ``DrawerHostView/track(scrollView:in:)``.
        public func track(scrollView: UIScrollView) {
            trackedScrollView = scrollView
        }

        /// Stops sharing gestures with `scrollView`, if it is the tracked one.
        public func untrack(scrollView: UIScrollView) {
            if trackedScrollView === scrollView { trackedScrollView = nil }
        }

        /// Moves to the detent `identifier`; returns `false` if it is not active here.
        @discardableResult
        public func move(to identifier: DrawerDetent.Identifier, animated: Bool = true) -> Bool {
            move(Self.drawerID, to: identifier, animated: animated)
        }

        /// Closes the sheet, if it has a closed detent.
        @discardableResult
        public func dismiss(animated: Bool = true) -> Bool {
            guard animated else {
                guard let closed = engine.stops.first(where: \.isClosed) else { return false }
                return move(Self.drawerID, to: closed.identifier, animated: false)
            }
            return dismiss(Self.drawerID)
        }
    }
#endif
