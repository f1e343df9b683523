#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import DrawerUIKit
    import SwiftUI
    import UIKit

    extension DrawerDefinition {
        /// The configuration DrawerUIKit's host takes: the engine's settings as they are (its
        /// detents, radius and dimming round-trip through `drawerConfiguration`), no dimming
        /// with ``DrawerBackdrop/none`` (touches pass through), the dimming colour's for
        /// ``DrawerBackdrop/dimmed(_:closesOnTap:)``, and the engine's dimming handed to the
        /// app's view for ``DrawerBackdrop/custom(_:)``; for a bottom bar the open detents, from
        /// which the host derives the bar sheet itself.
        var sheetConfiguration: DrawerSheetConfiguration {
            let source = bottomBarBase ?? configuration
            let dimming: Color? = if case .dimmed(let color, _) = look.backdrop.kind { color } else { nil }
            let dims = if case .none = look.backdrop.kind { false } else { true }
            var sheet = DrawerSheetConfiguration(
                detents: source.detents, largestUndimmedDetentIdentifier: source.style.largestUndimmedDetent,
                maximumDimmingAlpha: dims ? source.style.maximumDimming : 0, cornerRadius: source.style.cornerRadius,
                behavior: source)
            if let dimming { sheet.dimmingColor = UIColor(dimming) }
            return sheet
        }
    }
#endif
