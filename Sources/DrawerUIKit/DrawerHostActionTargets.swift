#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import UIKit

    /// The action targets of one ``DrawerHostView``'s recognizers, one per kind of action, each
    /// calling back into the host weakly: a recognizer keeps none of them alive, and none of them
    /// keeps the host alive.
    @MainActor
    final class DrawerHostActionTargets {
        let pan: DrawerActionTarget
        let edgePan: DrawerActionTarget
        let handleTap: DrawerActionTarget
        let dimmingTap: DrawerActionTarget
        let barTap: DrawerActionTarget
        let scrollPan: DrawerActionTarget

        init(host: DrawerHostView) {
            pan = DrawerActionTarget { [weak host] in if let host { host.handlePan(host.panGesture) } }
            edgePan = DrawerActionTarget { [weak host] in if let host { host.handlePan(host.edgePanGesture) } }
            handleTap = DrawerActionTarget { [weak host] in host?.handleHandleTap() }
            dimmingTap = DrawerActionTarget { [weak host] in host?.handleDimmingTap() }
            barTap = DrawerActionTarget { [weak host] in host?.handleBarTap() }
            scrollPan = DrawerActionTarget { [weak host] in host?.trackedScrollViewPanned() }
        }
    }
#endif
