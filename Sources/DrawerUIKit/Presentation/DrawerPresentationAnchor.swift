#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import UIKit

    /// The UIKit half of a drawer a declarative view presents through bindings: the view SwiftUI's
    /// representable puts where the modifier is attached. It adds its drawer to a host, hands
    /// the host every binding update (`update(_:configuration:)`), and passes the host's
    /// write-backs to `onWriteBack`.
    ///
    /// With ``DrawerPresentationPlacement/window`` (the default, as `.sheet`) the drawer goes into
    /// the window's one ``DrawerWindowHostView``, shared with every other such drawer of the
    /// window, so it covers the window wherever the anchor is and a drawer presented later stacks
    /// over an earlier one. With ``DrawerPresentationPlacement/content`` it gets a host of its own
    /// over the anchor's frame, which is not inside the anchor but a sibling of the anchor's screen
    /// in the window (`DrawerContentHostView`), so the anchor's area takes no touch at all and
    /// the presenting view keeps every touch its drawer does not take.
    @MainActor
    package final class DrawerPresentationAnchor: UIView {
        /// The write-back rules of the anchor's drawer.
        public let presenter: DrawerBindingPresenter
        /// Where the drawer is drawn; fixed for the anchor's life.
        public let placement: DrawerPresentationPlacement
        /// The drawer's content (a `UIHostingController`'s view, for SwiftUI).
        public let contentView: UIView
        /// The drawer's hosting options (handle strip, dimming tap, content-interactive detents).
        public let options: DrawerHostDrawerOptions
        /// The app's handle, fill and bar views, if it brings its own.
        public let views: DrawerPresentationViews
        /// The host the drawer is in while the anchor is in a window.
        public private(set) weak var host: DrawerHostView?
        /// The anchor's own host, for ``DrawerPresentationPlacement/content``: in the window, over
        /// the anchor's frame, while the anchor is in one.
        let contentHost: DrawerContentHostView?
        /// The configuration last given, and its comparable part.
        private(set) var configuration: DrawerSheetConfiguration
        private var signature: DrawerConfigurationSignature
        /// Called with what to store into the app's bindings.
        package var onWriteBack: ((DrawerBindingWriteBack) -> Void)? {
            get { presenter.onWriteBack }
            set { presenter.onWriteBack = newValue }
        }

        /// The length of the content that counts for a fit-to-content detent, as the content
        /// last reported it (``reportContentLength(_:)``); handed to every host the anchor joins.
        public private(set) var reportedContentLength: CGFloat?

        /// The pages the app's path holds (``setPages(_:view:)``), applied to every host joined.
        public internal(set) var pagePath: [DrawerPage] = []
        /// Where a pushed page's view comes from (``setPages(_:view:)``).
        var pageView: ((DrawerPage) -> UIView)?

        /// The controllers whose views the drawer shows (SwiftUI's hosting controllers), made
        /// children of the presenting view's controller (`adoptContentControllers()`).
        public var contentControllers: [UIViewController] = [] {
            didSet { adoptContentControllers(releasing: oldValue) }
        }
        /// The controller the content controllers are children of.
        weak var adoptingController: UIViewController?

        private static var nextID = 0

        /// An anchor for a drawer whose bindings hold `values`.
        ///
        /// - Parameters:
        ///   - values: The bindings' values now.
        ///   - contentView: The drawer's content.
        ///   - configuration: Detents, look and behaviour.
        ///   - placement: Over the window (default) or over this anchor only.
        ///   - options: The drawer's hosting options; by default the grabber's strip as the
        ///     handle and a dimming tap that closes it.
        ///   - views: The app's own handle, panel fill and bottom bar, if any.
        ///   - id: The drawer's id in its host; by default one unique per anchor, so drawers of one
        ///     content type in one window never collide.
        package init(
            values: DrawerBindingValues, contentView: UIView, configuration: DrawerSheetConfiguration,
            placement: DrawerPresentationPlacement = .window, options: DrawerHostDrawerOptions? = nil,
            views: DrawerPresentationViews = DrawerPresentationViews(), id: String? = nil
        ) {
            Self.nextID += 1
            presenter = DrawerBindingPresenter(id: id ?? "drawer-\(Self.nextID)", values: values)
            self.placement = placement
            self.contentView = contentView
            self.configuration = configuration
            self.options = options ?? DrawerHostDrawerOptions(handleLength: DrawerGrabberView.stripLength)
            self.views = views
            signature = DrawerConfigurationSignature(configuration.drawerConfiguration)
            contentHost = placement == .content ? DrawerContentHostView() : nil
            super.init(frame: .zero)
            autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if let contentHost {
                contentHost.presentingView = self
                attach(to: contentHost)
            }
        }

        /// Not supported: an anchor is made in code.
        public required init?(coder: NSCoder) {
            fatalError("init(coder:) is not supported")
        }

        /// One binding update: the bindings hold `values`, the configuration is `configuration`
        /// (applied only when its signature changed: detents by value included).
        package func update(_ values: DrawerBindingValues, configuration newConfiguration: DrawerSheetConfiguration? = nil) {
            if let newConfiguration {
                configuration = newConfiguration
                let next = DrawerConfigurationSignature(newConfiguration.drawerConfiguration)
                if next != signature {
                    signature = next
                    host?.setConfiguration(newConfiguration, for: presenter.id)
                }
            }
            if values.asksShown && !presenter.hasContent {
                // The content comes first, measured before the model opens the drawer, so a
                // fit-to-content detent opens at the content's length.
                presenter.showContent(true)
                host?.measureContent(of: presenter.id)
            }
            contentHost?.followPresentingView()
            guard let host else {
                // Not in a window yet: the drawer is added with these values when it is.
                presenter.sync.hold(values)
                return
            }
            host.updateBindings(of: presenter.id, to: values)
            trackScrollView()
        }

        /// The content says which of its length counts for a fit-to-content detent: SwiftUI's
        /// `ResizableScrollView` reports its main section, so that its `additional:` section,
        /// shown at the largest detent, never moves the fitted medium detent. `nil` withdraws it
        /// (the host's measurement of the whole content counts again). Kept until the anchor is
        /// in a host, and handed to each host it joins.
        public func reportContentLength(_ length: CGFloat?) {
            reportedContentLength = length
            host?.setReportedContentLength(length, for: presenter.id)
        }

        /// Joins the window's host when the anchor enters a window. Leaving the window does not
        /// end the drawer: the presenting view is off screen but alive (a navigation push, a tab
        /// switch, a list scrolling its row away), and a window-level drawer stays presented
        /// over the window as `.sheet` does, in step with its binding; it ends with
        /// ``dismantle()``, when the presenting view itself goes away.
        public override func didMoveToWindow() {
            super.didMoveToWindow()
            if window != nil { adoptContentControllers(releasing: []) }
            contentHost?.place()
            guard placement == .window, let window else { return }
            attach(to: DrawerWindowHostView.host(for: self, in: window))
        }

        /// The presenting view is gone for good (SwiftUI dismantles its representable; a UIKit
        /// app drops the anchor): the drawer closes with its spring and is then removed from the
        /// window's host. Call it before releasing an anchor whose drawer is shown.
        public func dismantle() {
            releaseContentControllers()
            // A drawer over the anchor's frame goes with it, even while SwiftUI keeps the view.
            if let contentHost {
                contentHost.presentingView = nil
                contentHost.place()
            }
            guard placement == .window, let host else { return }
            host.removeDrawerAfterClosing(presenter.id)
            self.host = nil
        }

        /// Moves the own host over the anchor's new frame (``DrawerPresentationPlacement/content``).
        public override func layoutSubviews() {
            super.layoutSubviews()
            contentHost?.followPresentingView()
        }

        /// No touch is the anchor's: the drawers' hosts are elsewhere in the window.
        public override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            false
        }

        /// Adds the drawer to `host` as the bindings last said.
        func attach(to host: DrawerHostView) {
            guard self.host !== host else { return }
            // Moved to another window: the drawer leaves the old window's host at once.
            self.host?.removeDrawer(presenter.id)
            host.addDrawer(
                id: presenter.id, contentView: contentView, configuration: configuration, presenter: presenter,
                options: options, views: views)
            self.host = host
            host.notePresenter(of: presenter.id, shownIn: self)
            scopeEdgeSwipes(in: host)
            if let reportedContentLength { host.setReportedContentLength(reportedContentLength, for: presenter.id) }
            applyPages()
            trackScrollView()
        }

        /// Hands the scroll views inside what the drawer shows (its content, or the page on top)
        /// to the host (the outermost first), so a drag on one moves the drawer until the drawer
        /// is at its largest detent, then scrolls it; the one under the finger owns the hand-off,
        /// and a horizontal one never moves the drawer (``DrawerHostView/track(scrollViews:in:)``).
        /// A page without scroll views stops the tracking of the ones it covers.
        func trackScrollView() {
            host?.retrackScrollViews(in: presenter.id)
        }
    }
#endif
