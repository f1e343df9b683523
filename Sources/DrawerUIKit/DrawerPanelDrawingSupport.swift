#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import UIKit

    /// What the running UIKit offers for drawing a shaped panel: Liquid Glass (`UIGlassEffect`)
    /// and per-corner radii (`cornerConfiguration`), both iOS 26. ``current`` asks the OS; a host
    /// keeps its own copy, so the drawing used before iOS 26 (a blur, a shape-layer mask) can be
    /// run where both exist — the scenario tests do, on the UIKit double.
    struct DrawerPanelDrawingSupport: Equatable {
        var glass: Bool
        var cornerConfiguration: Bool

        /// iOS 15–25: a blur and a mask.
        static let beforeIOS26 = DrawerPanelDrawingSupport(glass: false, cornerConfiguration: false)

        /// The running OS's (iOS 26 needs an Xcode 26 build, Swift 6.2).
        @MainActor static var current: DrawerPanelDrawingSupport {
            #if compiler(>=6.2)
                if #available(iOS 26.0, *) { return DrawerPanelDrawingSupport(glass: true, cornerConfiguration: true) }
            #endif
            return .beforeIOS26
        }
    }
#endif
