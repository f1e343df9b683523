#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import UIKit

    /// The views of one drawer inside a ``DrawerHostView``: its dimming, its panel, the app's
    /// content and the grabber. Drawing only; every decision is the host's `DrawerHostModel`.
    @MainActor
    final class DrawerPanel {
        let dimmingView = UIView()
        let panelView = UIView()
        let contentView: UIView
        let grabberView = DrawerGrabberView(frame: .zero)
        /// The colours, radius and shadow the app chose (the engine's settings come from the model).
        var look: DrawerSheetConfiguration
        /// A scroll view inside the content whose scrolling is shared with the drawer's drags.
        weak var trackedScrollView: UIScrollView?

        init(contentView: UIView, look: DrawerSheetConfiguration) {
            self.contentView = contentView
            self.look = look
            dimmingView.backgroundColor = .black
            panelView.addSubview(contentView)
            panelView.addSubview(grabberView)
            applyLook()
        }

        /// Colours, corner radius and shadow from the app's configuration.
        func applyLook() {
            panelView.backgroundColor = look.backgroundColor
            panelView.layer.shadowColor = look.shadowColor.cgColor
            panelView.layer.shadowOpacity = look.shadowOpacity
            panelView.layer.shadowRadius = look.shadowRadius
            grabberView.backgroundColor = look.grabberColor
        }
    }
#endif
