#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import UIKit

    /// The app's own views a binding-presented drawer draws besides its content: what SwiftUI's
    /// drawers bring (a custom handle, a material fill, a bottom bar), each a hosting
    /// controller's view. Every one is optional; without them the drawer is drawn as a
    /// ``DrawerSheetView`` is.
    public struct DrawerPresentationViews {
        /// Drawn across the handle strip instead of the grabber's pill; the grabber stays the
        /// drawer's VoiceOver element.
        public var handle: UIView?
        /// The panel's fill, under the content, rounded as the panel is; without it the panel
        /// is filled with the configuration's `backgroundColor`.
        public var background: UIView?
        /// A bottom-bar sheet's compact bar (the drawer then rests at its bar when closed).
        public var bar: UIView?
        /// The bar's height above the safe area, in points.
        public var barHeight: CGFloat

        /// Views for a drawer; none by default.
        public init(handle: UIView? = nil, background: UIView? = nil, bar: UIView? = nil, barHeight: CGFloat = 0) {
            self.handle = handle
            self.background = background
            self.bar = bar
            self.barHeight = barHeight
        }
    }
#endif
