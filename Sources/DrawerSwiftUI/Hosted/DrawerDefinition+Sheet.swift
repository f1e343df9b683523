#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import DrawerUIKit
    import SwiftUI

    extension DrawerDefinition {
        /// The configuration DrawerUIKit's host takes: the engine's settings as they are (its
        /// detents, radius and dimming round-trip through `drawerConfiguration`), no dimming
        /// unless the background is the dimming colour (``DrawerBackground/none`` passes touches
        /// through), and for a bottom bar the open detents, from which the host derives the bar
        /// sheet itself.
        var sheetConfiguration: DrawerSheetConfiguration {
            let source = bottomBarBase ?? configuration
            let dims: Bool = if case .dimmed = look.background.kind { true } else { false }
            return DrawerSheetConfiguration(
                detents: source.detents, largestUndimmedDetent: source.style.largestUndimmedDetent,
                maximumDimmingAlpha: dims ? source.style.maximumDimming : 0, cornerRadius: source.style.cornerRadius,
                behavior: source)
        }
    }
#endif
