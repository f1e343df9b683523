#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    extension View {
        /// The one place that decides how a presented drawer is drawn: by DrawerUIKit's host
        /// (``DrawerHostedDrawer``; `.window` in the window's shared host, `.content` in a host
        /// over this view).
        func presentDrawer<Handle: View, Content: View>(
            _ drawer: DrawerDefinition<Handle, Content>, id: AnyHashable, placement: DrawerPresentationScope
        ) -> some View {
            // The app's `drawerConfirmsDismissal` (an environment value) is read where it is presented.
            modifier(DrawerDismissalConfirmationReader(drawer: drawer, id: id, placement: placement))
        }

        /// ``presentDrawer(_:id:placement:)`` once the environment's settings are in `drawer`.
        @ViewBuilder
        func presentDrawerAsDefined<Handle: View, Content: View>(
            _ drawer: DrawerDefinition<Handle, Content>, id: AnyHashable, placement: DrawerPresentationScope
        ) -> some View {
            // At window level the anchor only needs to be in the window: it takes no area of the
            // presenting view, so that view's controls get every touch whatever SwiftUI does with
            // a representable's hit-testing (reported to differ across iOS 17, 18 and 26). Over
            // the content, the anchor's own host covers the view and takes the drawers' touches.
            switch placement {
            case .window:
                background {
                    DrawerHostedDrawer(definition: drawer, placement: .window)
                        .frame(width: 0, height: 0)
                        .allowsHitTesting(false)
                        .accessibilityHidden(true)
                }
            case .content:
                overlay { DrawerHostedDrawer(definition: drawer, placement: .content) }
            }
        }
    }

    /// A drawer drawn in the space it is given (``Drawer``): in a DrawerUIKit host of its own over
    /// that space. It takes the settings written around it (`drawerCornerRadius` and the others,
    /// through the environment) and keeps them from going up to a drawer whose content holds it.
    struct DrawerInPlace<Handle: View, Content: View>: View {
        let drawer: DrawerDefinition<Handle, Content>

        var body: some View {
            var hosted = DrawerHostedDrawer(definition: drawer, placement: .content)
            hosted.takesSurroundingSettings = true
            var boundary = DrawerContentSettings()
            boundary.isDrawerBoundary = true
            return hosted.preference(key: DrawerContentSettingsKey.self, value: boundary)
        }
    }
#endif
