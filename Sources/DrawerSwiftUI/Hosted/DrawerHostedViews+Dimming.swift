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
            dimming?.rootView = dimmingRoot()
        }

        /// The custom background's root view for the current context, dimming and environment.
        func dimmingRoot() -> DrawerInheritedEnvironment<AnyView> {
            var view = AnyView(EmptyView())
            if case .custom(let draw) = definition.look.backdrop.kind, let context { view = draw(context, dimmingAlpha) }
            return DrawerInheritedEnvironment(environment: environment, content: view)
        }
    }
#endif
