#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import UIKit

    /// The one ``DrawerHostView`` a window's binding-presented drawers share: a subview of the
    /// window itself, above its root view, covering it, so a drawer covers tab and navigation bars
    /// as `.sheet` does wherever the presenting view is.
    ///
    /// It takes only the touches the model says are the drawers' (panels, handles, dimming), so
    /// at undimmed detents the app behind stays usable. Limits: a view the app adds to the window
    /// after it is drawn above it until the next drawer is presented (which brings the host to
    /// the front again); a window the app replaces gets its own host; presentations from other
    /// windows (another scene) get theirs.
    @MainActor
    public final class DrawerWindowHostView: DrawerHostView {
        /// The host of `window`: the one already there, or a new one added on top of it.
        public static func host(in window: UIWindow) -> DrawerWindowHostView {
            if let existing = window.subviews.lazy.compactMap({ $0 as? DrawerWindowHostView }).first {
                window.bringSubviewToFront(existing)
                return existing
            }
            let host = DrawerWindowHostView(frame: window.bounds)
            window.addSubview(host)
            return host
        }
    }
#endif
