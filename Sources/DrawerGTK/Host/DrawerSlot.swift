#if os(Linux)
    import CGtk
    import DrawerCore
    import Foundation

    /// One drawer inside a ``DrawerHost``: the widgets that draw it.
    ///
    /// The slot owns no behaviour: every decision is the host's `DrawerHostModel` (DrawerCore).
    /// It builds the panel (handle + content) and the dimming layer, and draws the model's frame
    /// into them.
    @MainActor
    public final class DrawerSlot {
        /// The drawer's id, as given to ``DrawerHost/addDrawer(id:configuration:content:scrolledWindow:handle:fitting:appearance:label:initialDetent:)``.
        public let id: String
        /// The panel widget (a `GtkBox` with CSS classes `drawer-panel` and `drawer-slot-N`).
        public let panel: UnsafeMutablePointer<GtkWidget>
        /// The dimming layer under the panel, which also draws the panel's shadow (`DrawerBackdrop`).
        public let dimming: UnsafeMutablePointer<GtkWidget>
        /// The handle widget, if any.
        public let handle: UnsafeMutablePointer<GtkWidget>?
        /// The app's content inside the panel.
        public let content: UnsafeMutablePointer<GtkWidget>
        /// The overlay child that holds the panel and pushes it back while a drawer above does
        /// (GtkOverlay places its children without a transform, so the panel sits in a bin that
        /// gives it one).
        let pushBack: DrawerScaleBackBin

        /// The host whose model decides everything about this drawer.
        weak var host: DrawerHost?
        /// The scrolled window inside the content, if any.
        let scrolledWindow: UnsafeMutablePointer<GtkWidget>?
        /// Its adjustment along the drawer's current axis (``scrollBindings`` picks it per axis).
        var scroll: DrawerScrollBinding?
        /// The scroll bindings made so far, vertical axis first: made once per axis, so switching
        /// edges back and forth never connects an adjustment twice.
        var scrollBindings: [Bool: DrawerScrollBinding] = [:]
        /// Scrolled windows tracked beside ``scrolledWindow`` (``DrawerHost/trackScrolledWindow(_:axis:in:)``).
        var extraScrolls: [DrawerTrackedScrolledWindow] = []
        /// The widget whose natural length is the fit-to-content length.
        let fitting: UnsafeMutablePointer<GtkWidget>?
        let appearance: DrawerPanelAppearance
        let className: String
        /// Whether `drawer-ready` was traced (the model placed the drawer in a real container).
        var isReady = false
        var renderedSide: DrawerPhysicalEdge?
        /// The side the panel's box orientation and handle position were laid out for.
        var layoutSide: DrawerPhysicalEdge?
        var renderedRadius: Double = -1
        /// The shaped panel's CSS last installed (``DrawerShapeCSS``), for styles with a shape.
        var renderedShape: DrawerShapeCSS?
        /// Whether the bin draws the panel inside its outline (a shaped style, not morphing).
        var drawsOutline = false
        /// Where keyboard focus goes when the drawer becomes modal and back (the model's rule;
        /// ``DrawerHost/updateModalFocus(_:)``).
        var modalFocus = DrawerModalFocus<DrawerFocusedWidget>()
        /// The extent of the last `frame` trace line (``DrawerHost/tracesFrames``).
        var tracedExtent: CGFloat?
        /// The push-back effect of the last `pushed-back` trace line.
        var tracedPushBack = DrawerScaleBack.none
        /// The content context last pushed to the app.
        var renderedContext: DrawerContentContext?
        /// Where the panel's bin was last placed, by GtkOverlay (``DrawerHost/position(of:)``) or
        /// in place (``moveInPlace()``); `nil` until GtkOverlay places it after it is shown.
        var placedAllocation: GdkRectangle?
        /// The bar and the sheet's own content of a drawer added with
        /// ``DrawerHost/addBottomBarDrawer(id:configuration:bar:content:appearance:label:initialDetent:)``.
        var bottomBar: (bar: UnsafeMutablePointer<GtkWidget>, body: UnsafeMutablePointer<GtkWidget>)?
        /// Whether the bar showed when last drawn.
        var showsBar: Bool?
        /// The widget the drawer grows out of (``DrawerHost/present(_:from:cornerRadius:to:)``),
        /// measured again every frame it is drawn, so a source that moves is followed.
        var sourceWidget: UnsafeMutablePointer<GtkWidget>?
        /// Its corner radius.
        var sourceCornerRadius: CGFloat = 0
        /// The content's opacity last set.
        var renderedContentOpacity: CGFloat = 1
        /// The dimming level the backdrop draws, which changes only by whole steps while the drawer moves.
        var dimmingSteps = DrawerDimmingSteps()
        /// The page widgets pushed over ``content``, bottom to top (``DrawerHost/pushPage(_:content:fitting:in:)``).
        var pageWidgets: [DrawerPageWidgets] = []

        init(
            id: String, number: Int, content: UnsafeMutablePointer<GtkWidget>,
            scrolledWindow: UnsafeMutablePointer<GtkWidget>?, handle: DrawerHandle,
            fitting: UnsafeMutablePointer<GtkWidget>?, appearance: DrawerPanelAppearance, label: String,
            labels: DrawerAccessibilityLabels
        ) {
            self.id = id
            self.content = content
            self.fitting = fitting
            self.appearance = appearance
            self.scrolledWindow = scrolledWindow
            className = "drawer-slot-\(number)"

            panel = cgtk_box_new_with_role(GTK_ORIENTATION_VERTICAL, GTK_ACCESSIBLE_ROLE_GROUP)
            gtk_widget_set_overflow(panel, GTK_OVERFLOW_HIDDEN)
            CSSClass.add("drawer-panel", to: panel)
            CSSClass.add(className, to: panel)
            dimming = DrawerBackdrop.make(panel: panel)
            CSSClass.add("drawer-dimming", to: dimming)
            CSSClass.add(className, to: dimming)
            gtk_widget_set_can_target(dimming, 0)

            switch handle {
            case .grabber: self.handle = DrawerGrabber.make(labels: labels)
            case .none: self.handle = nil
            case .custom(let widget): self.handle = widget
            }
            gtk_widget_set_hexpand(content, 1)
            gtk_widget_set_vexpand(content, 1)
            gtk_box_append(panel.cast(), content)
            if let handleWidget = self.handle { gtk_box_append(panel.cast(), handleWidget) }
            DrawerAccessibility.describe(panel: panel, label: label)
            pushBack = DrawerScaleBackBin(content: panel, roundsCorners: false)
            pushBack.glassStop = dimming
            CSSClass.add(className, to: pushBack.widget)
        }

        /// The drawer's engine in the host's model (read it for the detent, frame and stops).
        public var engine: DrawerEngine { host?.model.engine(of: id) ?? Self.detached }

        /// The engine a slot reports once its host is gone.
        private static let detached = DrawerEngine(container: DrawerContainer(size: .zero))

        /// Whether the drawer shows at all, or is on its way.
        public var isOpen: Bool { host?.model.isShown(id) ?? false }

        /// Whether the drawer is moving: dragged, settling, or gliding its content.
        public var isBusy: Bool { host?.model.isBusy(id) ?? false }

        /// The natural length of the fitting widget plus the handle, along `side`'s axis, for an
        /// overlay of `size`.
        func fittingLength(in size: CGSize, vertical: Bool) -> CGFloat? {
            fitting.map { fittingLength(of: $0, in: size, vertical: vertical) }
        }

        /// The natural length of `fitting` (the root's fitting widget or a page's) plus the handle.
        func fittingLength(of fitting: UnsafeMutablePointer<GtkWidget>, in size: CGSize, vertical: Bool) -> CGFloat {
            let orientation = vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL
            let across = Int32(vertical ? size.width : size.height)
            var natural: Int32 = 0
            gtk_widget_measure(fitting, orientation, across, nil, &natural, nil, nil)
            var handleLength: Int32 = 0
            if let handle { gtk_widget_measure(handle, orientation, -1, nil, &handleLength, nil, nil) }
            var margin: Int32 = 0
            if let handle {
                margin =
                    vertical
                    ? gtk_widget_get_margin_top(handle) + gtk_widget_get_margin_bottom(handle)
                    : gtk_widget_get_margin_start(handle) + gtk_widget_get_margin_end(handle)
            }
            return CGFloat(natural + handleLength + margin)
        }

        /// ``panelAllocation`` as a rectangle.
        var panelRectangle: CGRect { Self.rectangle(panelAllocation) }

        /// `allocation` as a rectangle.
        static func rectangle(_ allocation: GdkRectangle) -> CGRect {
            CGRect(
                x: CGFloat(allocation.x), y: CGFloat(allocation.y), width: CGFloat(allocation.width),
                height: CGFloat(allocation.height))
        }

        /// Whether `widget` is the panel or inside it (keyboard focus in the drawer).
        func panelContains(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
            widget == panel || gtk_widget_is_ancestor(widget, panel) != 0
        }

        /// The panel's rectangle for GtkOverlay, in overlay coordinates.
        ///
        /// Always `DrawerFrame.panelRect`, which keeps its size while the drawer moves
        /// (an edge-attached panel runs on past the window's edge; a floating one past its outline,
        /// which its bin draws: ``DrawerPanelOutline``), so a move is a new offset, never a layout
        /// pass. While a drawer grows out of its source, the morph's outline.
        var panelAllocation: GdkRectangle {
            let engine = engine
            let frame = drawnFrame
            if frame.visibleRect != engine.frame.visibleRect, host?.model.morph(of: id)?.progress ?? 1 < 1 {
                // Growing out of a source: the bin is the morph's outline and clips the panel.
                return Self.pixelRect(frame.visibleRect)
            }
            return Self.pixelRect(frame.panelRect)
        }

        /// `rect` on the pixel grid, or `nil` when it rounds to no pixel along either axis (or is
        /// not a rectangle a window could show: not finite, or beyond ±10⁹).
        ///
        /// A shaped panel's outline at closed has no height. Made 1 pixel tall like an allocation,
        /// it sat just past the window's edge, and a node outside the window makes GTK clip the
        /// whole window's content: the root node changed kind as the sheet closed and again as it
        /// hid, and GTK redrew the whole window twice per open/close cycle (issue 37).
        static func pixelOutline(_ rect: CGRect) -> GdkRectangle? {
            guard rect.maxX.rounded() > rect.minX.rounded(), rect.maxY.rounded() > rect.minY.rounded(),
                [rect.minX, rect.minY, rect.maxX, rect.maxY].allSatisfy({ abs($0) < 1e9 })
            else { return nil }
            return pixelRect(rect)
        }

        /// `rect` on the pixel grid, at least 1 × 1.
        static func pixelRect(_ rect: CGRect) -> GdkRectangle {
            let x = rect.minX.rounded()
            let y = rect.minY.rounded()
            return GdkRectangle(
                x: Int32(x), y: Int32(y),
                width: Int32(max(1, (rect.maxX.rounded() - x))), height: Int32(max(1, (rect.maxY.rounded() - y))))
        }

        /// The frame as the model has it drawn (`DrawerHostModel.frame(of:)`: growing out of a
        /// source while one morphs it).
        var drawnFrame: DrawerFrame { host?.model.frame(of: id) ?? engine.frame }
    }
#endif
