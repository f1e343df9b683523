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
        /// Drawn outside the panel instead of the dimming colour (SwiftUI's
        /// `DrawerBackground.custom`): it covers the host at full opacity and draws the dimming
        /// it is handed through ``dimmingChanged`` itself. Touches outside the panel follow the
        /// model as with the colour: where the drawer does not dim, they pass through.
        public var dimming: UIView?
        /// Called with the engine's dimming (0…1) whenever it changes, for ``dimming`` to draw.
        public var dimmingChanged: (@MainActor (CGFloat) -> Void)?

        /// Views for a drawer; none by default.
        public init(
            handle: UIView? = nil, background: UIView? = nil, bar: UIView? = nil, barHeight: CGFloat = 0,
            dimming: UIView? = nil, dimmingChanged: (@MainActor (CGFloat) -> Void)? = nil
        ) {
            self.handle = handle
            self.background = background
            self.bar = bar
            self.barHeight = barHeight
            self.dimming = dimming
            self.dimmingChanged = dimmingChanged
        }
    }
#endif
