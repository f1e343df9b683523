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
            // The anchor never takes a touch, so it is behind the view and out of SwiftUI's
            // hit-testing (`allowsHitTesting(false)`): that view's controls get every touch its
            // drawer does not take, whatever SwiftUI does with a representable's hit-testing
            // (undocumented, reported to differ across iOS 17, 18 and 26). The drawers' touches are
            // taken by DrawerUIKit's hosts, siblings of the screen in the window: at window level
            // the window's host; over the content, a host of the anchor's own over the anchor's
            // frame (`DrawerContentHostView`), which is why the anchor there takes the view's size.
            switch placement {
            case .window:
                background {
                    DrawerHostedDrawer(definition: drawer, placement: .window)
                        .frame(width: 0, height: 0)
                        .allowsHitTesting(false)
                        .accessibilityHidden(true)
                }
            case .content:
                background {
                    DrawerHostedDrawer(definition: drawer, placement: .content)
                        .accessibilityHidden(true)
                        .allowsHitTesting(false)
                }
            }
        }
    }

    /// A drawer drawn in the space it is given (``Drawer``): in a DrawerUIKit host of its own over
    /// that space (a sibling of the screen in the window, as for `placement: .content`, so the
    /// space itself takes no touch and what is under the drawer keeps the touches it does not
    /// take). It takes the settings written around it (`drawerCornerRadius` and the others,
    /// through the environment) and keeps them from going up to a drawer whose content holds it.
    struct DrawerInPlace<Handle: View, Content: View>: View {
        let drawer: DrawerDefinition<Handle, Content>

        var body: some View {
            var hosted = DrawerHostedDrawer(definition: drawer, placement: .content)
            hosted.takesSurroundingSettings = true
            var boundary = DrawerContentSettings()
            boundary.isDrawerBoundary = true
            // Out of hit-testing as a whole (the outermost modifier), so no view SwiftUI puts
            // around the anchor takes the space's touches either.
            return hosted.accessibilityHidden(true).allowsHitTesting(false)
                .preference(key: DrawerContentSettingsKey.self, value: boundary)
        }
    }
#endif
