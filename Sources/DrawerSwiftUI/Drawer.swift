#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    /// A drawer that is always there: a panel on one edge of the space it is given, moved by drags
    /// between detents (seed 000's `Drawer`).
    ///
    /// Configure it with the chainable modifiers ``edge(_:)``, ``detents(_:)``,
    /// ``interactiveDetents(_:)-(Set<DrawerDetent.Identifier>)`` (where the content takes
    /// touches) and ``dragDetents(_:)`` (where a drag may rest); each returns a new value. After
    /// them, in any order, the drawer presentation modifiers every drawer takes
    /// (``SwiftUI/View/drawerCornerRadius(_:)``, ``SwiftUI/View/drawerBackground(_:)``…), which
    /// the content can also set from inside; the content's value wins.
    ///
    /// ```swift
    /// Drawer { context in
    ///     Text("Content at \(context.detent.rawValue)")
    /// } handle: { edge in
    ///     DrawerHandle(edge: edge)
    /// }
    /// .edge(.bottom)
    /// .detents([.small, .medium, .large])
    /// .interactiveDetents([.small, .large])
    /// .drawerCornerRadius(16)
    /// ```
    public struct Drawer<Content: View, Handle: View>: View {
        var configuration: DrawerConfiguration
        /// Seed 000's drawer draws no backdrop: touches outside the panel reach the views behind.
        var look = DrawerLook(backdrop: .none)
        /// Seed 000's drag rule: where the content takes touches only the handle drags
        /// (``DrawerHostDrawerOptions/dragsFromContent``); elsewhere the whole panel does.
        var options = DrawerHostDrawerOptions(handleLength: DrawerHandle.length, dragsFromContent: false)
        let content: (DrawerContentContext) -> Content
        let handle: (DrawerEdge) -> Handle
        /// `false` for the initializers whose content takes no context: it is then not rebuilt
        /// when only the drawer's position changes.
        var readsContext = true
        /// The app's ``SwiftUI/View/drawerPages(_:page:)`` around this drawer.
        @Environment(\.drawerPages) private var pages

        /// Creates a drawer whose content reads the drawer's context and whose handle depends on
        /// the edge.
        public init(
            @ViewBuilder content: @escaping (DrawerContentContext) -> Content,
            @ViewBuilder handle: @escaping (DrawerEdge) -> Handle
        ) {
            self.configuration = DrawerConfiguration(detents: [.small, .medium, .large], style: DrawerStyle(maximumDimming: 0))
            self.content = content
            self.handle = handle
        }

        /// Creates a drawer whose handle depends on the edge.
        public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder handle: @escaping (DrawerEdge) -> Handle) {
            self.init(content: { _ in content() }, handle: handle)
            readsContext = false
        }

        /// Creates a drawer whose handle does not depend on the edge (seed 000's nullary form).
        public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder handle: @escaping () -> Handle) {
            self.init(content: { _ in content() }, handle: { _ in handle() })
            readsContext = false
        }

        /// The drawer's body: DrawerUIKit's host over the space the drawer is given, with the
        /// content and handle hosted in it.
        public var body: some View {
            var drawer = DrawerDefinition(
                configuration: configuration, look: look, presentation: DrawerPresentation(), options: options,
                handle: handle, readsContext: readsContext, content: content)
            drawer.pages = pages
            return DrawerInPlace(drawer: drawer)
        }
    }

    extension Drawer where Handle == DrawerHandle {
        /// Creates a drawer with the default ``DrawerHandle``, whose content reads the context.
        public init(@ViewBuilder content: @escaping (DrawerContentContext) -> Content) {
            self.init(content: content, handle: { DrawerHandle(edge: $0) })
        }

        /// Creates a drawer with the default ``DrawerHandle``.
        public init(@ViewBuilder content: @escaping () -> Content) {
            self.init(content: { _ in content() }, handle: { DrawerHandle(edge: $0) })
            readsContext = false
        }
    }
#endif
