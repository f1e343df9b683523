#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI
    import UIKit

    extension DrawerHostedViews {
        /// The host's dimming changed: the custom background (`DrawerBackdrop.custom`) draws it,
        /// with the context the host last reported (nothing until there is one).
        func showDimming(_ alpha: CGFloat) {
            dimmingAlpha = alpha
            pushDimming()
        }

        /// Hands the custom background its view for the current context, dimming and environment.
        func pushDimming() {
            guard let dimming, case .custom(let draw) = definition.look.backdrop.kind else { return }
            let view = context.map { draw($0, dimmingAlpha) } ?? AnyView(EmptyView())
            dimming.rootView = DrawerInheritedEnvironment(environment: environment, content: view)
        }
    }
#endif
