#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import UIKit

    /// The one ``DrawerHostView`` a window's binding-presented drawers share: a subview of the
    /// window itself, above its root view, covering it, so a drawer covers tab and navigation bars
    /// as `.sheet` does wherever the presenting view is.
    ///
    /// It takes only the touches the model says are the drawers' (panels, handles, dimming), so
    /// at undimmed detents the app behind stays usable. It sits directly above the window's view
    /// that holds the presenting view: over the app's screens, under what the app or UIKit put
    /// above them (a modal's container, a toast), which stays on top when a drawer is presented.
    /// A window the app replaces gets its own host; presentations from other windows (another
    /// scene) get theirs.
    @MainActor
    public final class DrawerWindowHostView: DrawerHostView {
        /// The host of `window`: the one already there, or a new one added on top of it.
        public static func host(in window: UIWindow) -> DrawerWindowHostView {
            if let existing = window.subviews.lazy.compactMap({ $0 as? DrawerWindowHostView }).first {
                return existing
            }
            let host = DrawerWindowHostView(frame: window.bounds)
            window.addSubview(host)
            return host
        }

        /// The host of `anchor`'s window, at least as high as the window's view that holds the
        /// anchor (so the drawer covers the screen it was presented from), and no higher.
        ///
        /// That view (the app's screen, under the host) is what a drawer that scales back the
        /// content behind it pushes back (``DrawerHostView/scaledBackView``), unless the app set
        /// another one that is still in the window; the host itself is its sibling, so the drawers
        /// are never scaled with it.
        public static func host(for anchor: UIView, in window: UIWindow) -> DrawerWindowHostView {
            let host = host(in: window)
            var holder: UIView = anchor
            while let superview = holder.superview, superview !== window { holder = superview }
            if holder.superview === window, holder !== host, host.scaledBackView?.window !== window {
                host.scaledBackView = holder
            }
            let subviews = window.subviews
            if holder.superview === window, let holderIndex = subviews.firstIndex(where: { $0 === holder }),
                let hostIndex = subviews.firstIndex(where: { $0 === host }), hostIndex < holderIndex
            {
                window.insertSubview(host, aboveSubview: holder)
            }
            return host
        }
    }
#endif
