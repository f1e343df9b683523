#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    // Earlier spellings of DrawerSwiftUI's API (issue 47: one word, one meaning), kept so code
    // written for them compiles, each deprecated in favour of its replacement.

    /// What a drawer draws outside its panel, under its earlier name: "background" is the panel's
    /// own fill in SwiftUI (`presentationBackground`) and in DrawerKit (``SwiftUI/View/drawerBackground(_:)``).
    @available(*, deprecated, renamed: "DrawerBackdrop")
    public typealias DrawerBackground = DrawerBackdrop

    /// Where a presented drawer is drawn, under its earlier name, which DrawerCore also gives the
    /// cross-axis position of a narrow panel (`DrawerCore.DrawerPlacement`).
    @available(*, deprecated, renamed: "DrawerPresentationScope")
    public typealias DrawerPlacement = DrawerPresentationScope

    extension Drawer {
        /// What is drawn outside the panel, under its earlier name.
        @available(*, deprecated, renamed: "drawerBackdrop(_:)")
        public func drawerBackground(_ background: DrawerBackdrop) -> Drawer {
            drawerBackdrop(background)
        }
    }

    extension View {
        /// The earlier `.drawer(isPresented:)`: `id:` was never read (drawers are told apart by
        /// where their modifier is) and `background:` is now `backdrop:`.
        @_disfavoredOverload
        @available(
            *, deprecated,
            message: "`background:` is `backdrop:`; `id:` was never read, remove it.",
            renamed: "drawer(isPresented:detent:configuration:backdrop:placement:scalesBackContent:accessibilityFocusReturn:onDismiss:onDismissAttempt:onEvent:content:)"
        )
        public func drawer<Content: View>(
            isPresented: Binding<Bool>,
            detent: Binding<DrawerDetent.Identifier>? = nil,
            id: AnyHashable? = nil,
            configuration: DrawerConfiguration = DrawerConfiguration(),
            background: DrawerBackdrop = .dimmed(),
            placement: DrawerPresentationScope = .automatic,
            scalesBackContent: Bool = false,
            accessibilityFocusReturn: AccessibilityFocusState<Bool>.Binding? = nil,
            onDismiss: ((DrawerDismissalCause) -> Void)? = nil,
            onDismissAttempt: ((DrawerDismissalCause) -> Void)? = nil,
            onEvent: ((DrawerEvent) -> Void)? = nil,
            @ViewBuilder content: @escaping (DrawerContentContext) -> Content
        ) -> some View {
            drawer(
                isPresented: isPresented, detent: detent, configuration: configuration, backdrop: background,
                placement: placement, scalesBackContent: scalesBackContent,
                accessibilityFocusReturn: accessibilityFocusReturn, onDismiss: onDismiss,
                onDismissAttempt: onDismissAttempt, onEvent: onEvent, content: content)
        }

        /// The earlier `.drawer(item:)`, whose `background:` is now `backdrop:`.
        @_disfavoredOverload
        @available(
            *, deprecated,
            renamed: "drawer(item:detent:configuration:backdrop:placement:scalesBackContent:accessibilityFocusReturn:onDismiss:onDismissAttempt:onEvent:content:)"
        )
        public func drawer<Item: Identifiable, Content: View>(
            item: Binding<Item?>,
            detent: Binding<DrawerDetent.Identifier>? = nil,
            configuration: DrawerConfiguration = DrawerConfiguration(),
            background: DrawerBackdrop = .dimmed(),
            placement: DrawerPresentationScope = .automatic,
            scalesBackContent: Bool = false,
            accessibilityFocusReturn: AccessibilityFocusState<Bool>.Binding? = nil,
            onDismiss: ((DrawerDismissalCause) -> Void)? = nil,
            onDismissAttempt: ((DrawerDismissalCause) -> Void)? = nil,
            onEvent: ((DrawerEvent) -> Void)? = nil,
            @ViewBuilder content: @escaping (Item, DrawerContentContext) -> Content
        ) -> some View {
            drawer(
                item: item, detent: detent, configuration: configuration, backdrop: background, placement: placement,
                scalesBackContent: scalesBackContent, accessibilityFocusReturn: accessibilityFocusReturn,
                onDismiss: onDismiss, onDismissAttempt: onDismissAttempt, onEvent: onEvent, content: content)
        }

        /// The earlier `.drawer(isPresented:growingFrom:)`, whose `background:` is now `backdrop:`.
        @_disfavoredOverload
        @available(
            *, deprecated,
            renamed: "drawer(isPresented:growingFrom:detent:configuration:backdrop:onDismiss:onDismissAttempt:onEvent:content:)"
        )
        public func drawer<Content: View>(
            isPresented: Binding<Bool>,
            growingFrom source: DrawerMorphSource?,
            detent: Binding<DrawerDetent.Identifier>? = nil,
            configuration: DrawerConfiguration = DrawerConfiguration(),
            background: DrawerBackdrop = .dimmed(),
            onEvent: ((DrawerEvent) -> Void)? = nil,
            @ViewBuilder content: @escaping (DrawerContentContext) -> Content
        ) -> some View {
            drawer(
                isPresented: isPresented, growingFrom: source, detent: detent, configuration: configuration,
                backdrop: background, onEvent: onEvent, content: content)
        }

        /// The earlier `.drawerBottomBar`, whose `background:` is now `backdrop:`.
        @_disfavoredOverload
        @available(
            *, deprecated,
            renamed: "drawerBottomBar(detent:barHeight:detents:configuration:backdrop:placement:scalesBackContent:onEvent:bar:content:)"
        )
        public func drawerBottomBar<Bar: View, Content: View>(
            detent: Binding<DrawerDetent.Identifier>? = nil,
            barHeight: CGFloat = 64,
            detents: [DrawerDetent] = [.large],
            configuration: DrawerConfiguration = DrawerConfiguration(),
            background: DrawerBackdrop,
            placement: DrawerPresentationScope = .content,
            scalesBackContent: Bool = false,
            onEvent: ((DrawerEvent) -> Void)? = nil,
            @ViewBuilder bar: @escaping () -> Bar,
            @ViewBuilder content: @escaping (DrawerContentContext) -> Content
        ) -> some View {
            drawerBottomBar(
                detent: detent, barHeight: barHeight, detents: detents, configuration: configuration, backdrop: background,
                placement: placement, scalesBackContent: scalesBackContent, onEvent: onEvent, bar: bar, content: content)
        }
    }
#endif
