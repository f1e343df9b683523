#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    extension Drawer {
        /// The panel's shape per detent: its insets from the screen's edges, four corner radii and
        /// glass-to-opaque blend (`DrawerShapeStyle.iOS26Sheet()`, `.iOS15Sheet()` or your own).
        ///
        /// `nil` (the default) lets the platform choose by OS version: on iOS the hosted UIKit drawer
        /// draws the floating Liquid Glass sheet from iOS 26 and the edge-attached one before
        /// (DrawerCore's `DrawerSystemSheet`). The panel's fill (``panelStyle(_:)``) is drawn as the
        /// shape's opaque part, over the glass, as opaque as the shape's blend says.
        public func drawerShape(_ shape: DrawerShapeStyle?) -> Drawer {
            var copy = self
            copy.configuration.style.shape = shape
            return copy
        }

        /// A panel narrower than the screen (iOS 27's sheet placement, Material's 640 dp cap): at
        /// most `maximum` points across its axis, placed leading, centred or trailing, in the
        /// reading direction (DrawerCore's `DrawerPlacement`, not this module's window/content
        /// one). Beside it, touches reach the content behind unless the drawer dims.
        public func drawerWidth(maximum: CGFloat?, placement: DrawerCore.DrawerPlacement = .center) -> Drawer {
            var copy = self
            copy.configuration.style.crossLength = maximum
            copy.configuration.style.placement = placement
            return copy
        }
    }
#endif
