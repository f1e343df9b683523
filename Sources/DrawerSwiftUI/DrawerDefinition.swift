#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    /// Everything one drawer of the SwiftUI API is made of, before it is drawn: every public
    /// drawer (``Drawer``, `.drawer(…)`, `.resizableSheet`, ``DrawerNavigationView``, the bottom
    /// bar) builds one, and one place decides how it is drawn (``SwiftUI/View/presentDrawer(_:id:placement:)``):
    /// by DrawerUIKit's host in a representable, which runs the bindings through DrawerCore's
    /// `DrawerBindingSync`.
    struct DrawerDefinition<Handle: View, Content: View> {
        var configuration: DrawerConfiguration
        var look: DrawerLook
        var presentation: DrawerPresentation
        var options: DrawerHostDrawerOptions
        var handle: (DrawerEdge) -> Handle
        /// Whether `content` reads the drawer's context; content that does not is not given a new
        /// one when only the drawer's position changes.
        var readsContext: Bool
        var content: (DrawerContentContext) -> Content
        /// The bottom bar's open detents and base configuration, for a bottom-bar sheet: the UIKit
        /// host derives the bar sheet's configuration itself, the SwiftUI surface is given it.
        var bottomBarBase: DrawerConfiguration? = nil
        /// The source the drawer grows out of, in window coordinates (``SwiftUI/View/drawer(isPresented:growingFrom:detent:configuration:backdrop:onDismiss:onDismissAttempt:onEvent:content:)``).
        var source: DrawerMorphSource? = nil
        /// The pages shown over the content (``SwiftUI/View/drawerPages(_:page:)``).
        var pages: DrawerPages? = nil

        init(
            configuration: DrawerConfiguration, look: DrawerLook, presentation: DrawerPresentation,
            options: DrawerHostDrawerOptions = DrawerHostDrawerOptions(),
            handle: @escaping (DrawerEdge) -> Handle, readsContext: Bool = true,
            content: @escaping (DrawerContentContext) -> Content
        ) {
            self.configuration = configuration
            self.look = look
            self.presentation = presentation
            self.options = options
            self.handle = handle
            self.readsContext = readsContext
            self.content = content
        }
    }
#endif
