#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import SwiftUI
    import UIKit

    extension UIHostingController {
        /// Leaves the window's safe area out of this controller's layout. A hosted drawer view
        /// moves with the panel, so the part of the status bar, notch or home indicator it
        /// overlaps changes on every frame of a drag; with the safe area in, SwiftUI would lay
        /// the content out again each time and it would jump inside the panel. The drawer's
        /// detents already keep it clear of what it must not cover.
        ///
        /// `safeAreaRegions` exists from iOS 16.4; on 16.0–16.3 hosted content still follows
        /// the safe area (the earlier work-arounds are private API).
        func ignoresSafeArea() {
            if #available(iOS 16.4, *) {
                safeAreaRegions = []
            }
        }
    }
#endif
