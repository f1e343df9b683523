#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    extension View {
        /// The one place that decides how a presented drawer is drawn: by DrawerUIKit's host
        /// (``DrawerHostedDrawer``; `.window` in the window's shared host, `.content` in a host
        /// over this view).
        func presentDrawer<Handle: View, Content: View>(
            _ drawer: DrawerDefinition<Handle, Content>, id: AnyHashable, placement: DrawerPlacement
        ) -> some View {
            // The app's `drawerConfirmsDismissal` (an environment value) is read where it is presented.
            modifier(DrawerDismissalConfirmationReader(drawer: drawer, id: id, placement: placement))
        }

        /// ``presentDrawer(_:id:placement:)`` once the environment's settings are in `drawer`.
        func presentDrawerAsDefined<Handle: View, Content: View>(
            _ drawer: DrawerDefinition<Handle, Content>, id: AnyHashable, placement: DrawerPlacement
        ) -> some View {
            overlay { DrawerHostedDrawer(definition: drawer, placement: placement == .window ? .window : .content) }
        }
    }

    /// A drawer drawn in the space it is given (``Drawer``): on iOS in a DrawerUIKit host of its
    /// own over that space, on macOS by the SwiftUI surface.
    struct DrawerInPlace<Handle: View, Content: View>: View {
        let drawer: DrawerDefinition<Handle, Content>

        var body: some View {
            DrawerHostedDrawer(definition: drawer, placement: .content)
        }
    }
#endif
