#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import UIKit

    extension DrawerPanel {
        /// Lays the app's own handle over the grabber's strip, after the grabber was drawn. The
        /// app's panel fill is drawn as the shape's opaque layer (``renderShape(outline:corners:materialBlend:)``).
        func layoutHostedViews() {
            handleView?.setFrameIfChanged(grabberView.bounds)
        }
    }
#endif
