#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import UIKit

    /// The views of one drawer inside a ``DrawerHostView``: its dimming, its panel, the app's
    /// content, an optional bottom bar and the grabber. Drawing only; every decision is the
    /// host's `DrawerHostModel`.
    @MainActor
    final class DrawerPanel {
        let dimmingView = UIView()
        let panelView = UIView()
        /// The glass (iOS 26) or blur material behind a panel whose shape is not fully opaque;
        /// hidden while the shape's material blend is 1.
        let materialView = UIVisualEffectView(effect: nil)
        /// What UIKit offers for the material and the corners (the host's).
        var drawingSupport = DrawerPanelDrawingSupport.current {
            didSet {
                guard drawingSupport != oldValue else { return }
                materialView.effect = DrawerPanelOutline.material(drawingSupport)
                drawnOutline = nil
            }
        }
        /// The opaque background (``DrawerSheetConfiguration/backgroundColor``) over the material,
        /// its alpha the shape's material blend; the app's ``backgroundView`` takes its place.
        let opaqueView = UIView()
        /// Clips the app's content, its pages and the bottom bar to the panel's outline and corners
        /// (``renderShape(outline:corners:materialBlend:)`` rounds it as the backgrounds). Its bounds'
        /// origin is the outline's, so what it holds is laid out in the panel's coordinates. A
        /// sibling of the backgrounds inside the unclipped ``panelView``, whose layer keeps the
        /// shadow: a layer that clips its sublayers cannot also cast a shadow outside itself.
        let clipView = UIView()
        let contentView: UIView
        let grabberView = DrawerGrabberView(frame: .zero)
        /// The compact bar shown while a bottom-bar sheet is at its bar (`nil`: no bar).
        let barView: UIView?
        /// The bar's height above the safe area, in points.
        let barHeight: CGFloat
        /// The app's own handle, drawn across the handle strip instead of the grabber's pill
        /// (`nil`: the pill). A SwiftUI handle's hosting view, for instance.
        let handleView: UIView?
        /// The app's own panel fill, under the content and clipped to the panel's corners
        /// (`nil`: ``DrawerSheetConfiguration/backgroundColor``). A SwiftUI material, for instance.
        let backgroundView: UIView?
        /// The app's view drawn instead of the dimming colour (`DrawerPresentationViews.dimming`).
        let dimmingContentView: UIView?
        /// Where the dimming goes for ``dimmingContentView`` to draw, and the value last sent.
        var dimmingChanged: (@MainActor (CGFloat) -> Void)?
        var sentDimming: CGFloat?
        /// The tap recognizer on ``barView``.
        var barTapGesture: UITapGestureRecognizer?
        /// The colours, radius and shadow the app chose (the engine's settings come from the model).
        var look: DrawerSheetConfiguration
        /// A scroll view inside the content whose scrolling is shared with the drawer's drags
        /// (``DrawerHostView/track(scrollView:in:)``).
        weak var trackedScrollView: UIScrollView?
        /// Further tracked scroll views (``DrawerHostView/track(scrollViews:in:)``).
        var moreScrollViews: [DrawerTrackedScrollView] = []
        /// The scroll views the app handed over by its own tracking call, held weakly: scroll
        /// discovery keeps tracking them whatever their kind (`DrawerScrollDiscovery`).
        var appTrackedScrollViews: [DrawerTrackedScrollView] = []
        /// The scroll views a claiming marker sits inside (``DrawerScrollMarkerView/claimsScrollView``)
        /// at the last discovery: tracked as the app's, insets included.
        var claimedScrollViews: [DrawerTrackedScrollView] = []
        /// Which of bar and content is drawn now (`nil` before the first frame), so a flip of the
        /// model's switch is seen once and cross-faded.
        var drawnBarShown: Bool?
        /// VoiceOver focus around this drawer while it is modal (the rule is DrawerCore's).
        var modalFocus = DrawerModalFocus<DrawerFocusedElement>()
        /// Whether the model keeps a tracker for this drawer: still `true` after the weakly held
        /// scroll view went away, until the host has told the model.
        var tracksScrollView = false
        /// The page views pushed over ``contentView``, bottom to top (``DrawerHostView/pushPage(_:view:in:)``).
        var pageViews: [(id: DrawerPage.ID, view: UIView)] = []

        init(
            contentView: UIView, look: DrawerSheetConfiguration, barView: UIView? = nil, barHeight: CGFloat = 0,
            handleView: UIView? = nil, backgroundView: UIView? = nil, dimmingContentView: UIView? = nil
        ) {
            self.contentView = contentView
            self.dimmingContentView = dimmingContentView
            self.look = look
            self.barView = barView
            self.barHeight = barHeight
            self.handleView = handleView
            self.backgroundView = backgroundView
            materialView.effect = DrawerPanelOutline.material(drawingSupport)
            panelView.addSubview(materialView)
            panelView.addSubview(backgroundView ?? opaqueView)
            panelView.addSubview(clipView)
            clipView.addSubview(contentView)
            if let barView { clipView.addSubview(barView) }
            panelView.addSubview(grabberView)
            // Inside the grabber, which stays VoiceOver's adjustable element for the drawer.
            if let handleView { grabberView.addSubview(handleView) }
            if let dimmingContentView {
                dimmingContentView.frame = dimmingView.bounds
                dimmingContentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                dimmingView.addSubview(dimmingContentView)
            }
            applyLook()
        }

        /// The view drawn over the material with the opaque part of the blend: the app's fill, or
        /// the configuration's colour.
        var fillView: UIView { backgroundView ?? opaqueView }

        /// The outline and corners the backgrounds, the clip and the shadow path were last drawn
        /// with, and how the corners were handed to UIKit.
        var drawnOutline: (rect: CGRect, corners: DrawerCornerRadii, drawing: DrawerCornerDrawings)?
        /// Whether the panel casts its shadow (the style's `castsShadow`; the iOS 26 sheet has none).
        var castsShadow = true

        /// Colours and shadow from the app's configuration.
        func applyLook() {
            panelView.backgroundColor = nil
            dimmingView.backgroundColor = dimmingContentView == nil ? look.dimmingColor : .clear
            opaqueView.backgroundColor = look.backgroundColor
            panelView.layer.shadowColor = look.shadowColor.cgColor
            panelView.layer.shadowOpacity = castsShadow ? look.shadowOpacity : 0
            panelView.layer.shadowRadius = look.shadowRadius
            grabberView.backgroundColor = handleView == nil && look.prefersGrabberVisible ? look.grabberColor : nil
        }

        /// The engine configuration: the app's, turned into a bar sheet's when there is a bar.
        var drawerConfiguration: DrawerConfiguration {
            let configuration = look.drawerConfiguration
            guard barView != nil else { return configuration }
            return DrawerBottomBarSwitch.sheetConfiguration(
                barHeight: barHeight, openDetents: configuration.detents, base: configuration)
        }
    }

    /// The element VoiceOver was on before a drawer became modal, held weakly: the app owns it,
    /// and one that went away is simply not returned to.
    struct DrawerFocusedElement {
        weak var object: NSObject?
    }
#endif
