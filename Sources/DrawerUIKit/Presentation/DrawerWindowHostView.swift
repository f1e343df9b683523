#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import UIKit

    /// The ``DrawerHostView`` a window's binding-presented drawers share, one per screen the window
    /// holds: a subview of the window itself, directly above the window's view that holds the
    /// presenting views (the app's root view, a modal's container), covering the window, so a
    /// drawer covers tab and navigation bars as `.sheet` does wherever the presenting view is.
    ///
    /// It takes only the touches the model says are the drawers' (panels, handles, dimming), so
    /// at undimmed detents the app behind stays usable. Sitting directly above its screen, it is
    /// under what the app or UIKit put above that screen (a modal's container, a toast), which
    /// stays on top when a drawer is presented; a drawer presented inside a modal gets the
    /// modal's own host, above the modal, and the drawers of the screen under the modal stay
    /// under it, whichever was presented first. A drawer presented from another drawer's content
    /// shares that drawer's host. A window the app replaces gets its own hosts; presentations
    /// from other windows (another scene) get theirs.
    @MainActor
    public final class DrawerWindowHostView: DrawerHostView {
        /// The window's view this host sits directly above (held weakly).
        public private(set) weak var holder: UIView?

        /// The first host of `window`: the one already there, or a new one added on top of it.
        public static func host(in window: UIWindow) -> DrawerWindowHostView {
            if let existing = window.subviews.lazy.compactMap({ $0 as? DrawerWindowHostView }).first {
                return existing
            }
            let host = DrawerWindowHostView(frame: window.bounds)
            window.addSubview(host)
            return host
        }

        /// The host of `anchor`'s screen in `window`: the host the anchor is already inside (a
        /// drawer presented from a drawer's content), else the one directly above the window's
        /// view that holds the anchor, made there when there is none.
        ///
        /// That view (the app's screen, under the host) is what a drawer that scales back the
        /// content behind it pushes back (``DrawerHostView/scaledBackView``), unless the app set
        /// another one that is still in the window; the host itself is its sibling, so the drawers
        /// are never scaled with it.
        public static func host(for anchor: UIView, in window: UIWindow) -> DrawerWindowHostView {
            var holder: UIView = anchor
            while let superview = holder.superview, superview !== window { holder = superview }
            if let inside = holder as? DrawerWindowHostView { return inside }
            guard holder.superview === window else { return host(in: window) }
            let hosts = window.subviews.compactMap { $0 as? DrawerWindowHostView }
            // A host from before hosts were per screen (``host(in:)``) serves the first screen.
            let host =
                hosts.first { $0.holder === holder }
                ?? hosts.first { $0.holder == nil }
                ?? DrawerWindowHostView(frame: window.bounds)
            host.holder = holder
            if host.scaledBackView?.window !== window { host.scaledBackView = holder }
            let subviews = window.subviews
            let holderIndex = subviews.firstIndex { $0 === holder } ?? 0
            let hostIndex = subviews.firstIndex { $0 === host }
            if hostIndex == nil || hostIndex! < holderIndex {
                // Above the screen's content hosts (DrawerCore's `DrawerScreenLayering`), so a
                // window-level drawer covers the drawers drawn over the screen's views.
                window.insertDrawerHost(host, above: holder)
            }
            return host
        }
    }
#endif
