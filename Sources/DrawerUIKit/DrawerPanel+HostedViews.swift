#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import UIKit

    extension DrawerPanel {
        /// Lays the app's own handle over the grabber's strip and its panel fill over the panel,
        /// rounded as the panel is: after the panel's frame, radius and grabber were drawn.
        func layoutHostedViews() {
            handleView?.frame = grabberView.bounds
            if let backgroundView {
                backgroundView.frame = panelView.bounds
                backgroundView.layer.cornerRadius = panelView.layer.cornerRadius
            }
        }
    }
#endif
