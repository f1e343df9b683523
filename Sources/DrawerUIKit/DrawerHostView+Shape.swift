#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import UIKit

    extension DrawerHostView {
        /// The configuration the model runs for `panel`: the app's, with ``automaticSheet``'s look
        /// where it chose no shape (DrawerCore's `DrawerStyle.resolvingAutomaticShape(for:)`). The
        /// panel learns from it whether to cast its shadow.
        func engineConfiguration(of panel: DrawerPanel) -> DrawerConfiguration {
            var configuration = panel.drawerConfiguration
            configuration.style = configuration.style.resolvingAutomaticShape(for: automaticSheet)
            if panel.castsShadow != configuration.style.castsShadow {
                panel.castsShadow = configuration.style.castsShadow
                panel.drawnOutline = nil
                panel.applyLook()
            }
            return configuration
        }
    }
#endif
