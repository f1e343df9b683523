#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    extension DrawerDefinition {
        /// This drawer with `settings` (chosen around a `Drawer` or inside the content) in place
        /// of its own where they chose one: DrawerCore's `DrawerContentPresentation` rule for the
        /// engine's settings and, by the same rule, the fill, the drag indicator and the selection.
        func applying(_ settings: DrawerContentSettings) -> Self {
            var copy = self
            copy.configuration = settings.presentation.applied(to: configuration)
            copy.look.panelStyle = DrawerContentPresentation.resolve(outside: look.panelStyle, inside: settings.fill?.style)
            copy.look.showsDragIndicator = settings.presentation.showsDragIndicator(outside: look.showsDragIndicator)
            copy.presentation.selection = DrawerContentPresentation.resolve(
                outside: presentation.selection, inside: settings.selection)
            return copy
        }
    }
#endif
