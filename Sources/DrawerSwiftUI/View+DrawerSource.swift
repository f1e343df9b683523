#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    extension View {
        /// Marks this view (a button, a toolbar item) as the source a drawer grows out of: its
        /// frame in the window and `cornerRadius` are written into `source` whenever they change,
        /// for ``drawer(isPresented:growingFrom:detent:configuration:background:onEvent:content:)``
        /// — DrawerKit's `matchedTransitionSource`.
        ///
        /// ```swift
        /// @State private var showsDetails = false
        /// @State private var source: DrawerMorphSource?
        ///
        /// Button("Details") { showsDetails = true }
        ///     .drawerSource($source, cornerRadius: 12)
        ///     .drawer(isPresented: $showsDetails, growingFrom: source) { _ in Details() }
        /// ```
        public func drawerSource(_ source: Binding<DrawerMorphSource?>, cornerRadius: CGFloat = 0) -> some View {
            background {
                GeometryReader { proxy in
                    let rect = proxy.frame(in: CoordinateSpace.global)
                    Color.clear
                        .onAppear { source.wrappedValue = DrawerMorphSource(rect: rect, cornerRadius: cornerRadius) }
                        .onValueChange(of: rect) { source.wrappedValue = DrawerMorphSource(rect: $0, cornerRadius: cornerRadius) }
                }
            }
        }

        /// A sheet over the whole window that grows out of `source` as it opens and shrinks back
        /// into it whenever it is dismissed — by the binding, a swipe, a tap on the dimming —
        /// interruptible both ways, as iOS 26's zoom transition from a button
        /// (`DrawerHostModel.present(_:from:to:time:)`; the morph is DrawerCore's `DrawerMorph`).
        /// A `nil` source presents as ``drawer(isPresented:detent:id:configuration:background:placement:scalesBackContent:accessibilityFocusReturn:onDismiss:onDismissAttempt:onEvent:content:)``
        /// does. Measure the source with ``drawerSource(_:cornerRadius:)``.
        public func drawer<Content: View>(
            isPresented: Binding<Bool>,
            growingFrom source: DrawerMorphSource?,
            detent: Binding<DrawerDetent.Identifier>? = nil,
            configuration: DrawerConfiguration = DrawerConfiguration(),
            background: DrawerBackground = .dimmed(),
            onEvent: ((DrawerEvent) -> Void)? = nil,
            @ViewBuilder content: @escaping (DrawerContentContext) -> Content
        ) -> some View {
            var drawer = DrawerDefinition(
                configuration: configuration,
                look: DrawerLook(background: background),
                presentation: DrawerPresentation(isPresented: isPresented, selection: detent, onEvent: onEvent),
                options: DrawerHostDrawerOptions(handleLength: DrawerHandle.length, closesOnDimmingTap: background.closesOnTap),
                handle: { DrawerHandle(edge: $0) },
                content: content)
            drawer.source = source
            return presentDrawer(
                drawer, id: AnyHashable("DrawerKit.source.\(String(describing: Content.self))"), placement: .window)
        }
    }
#endif
