#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    extension View {
        /// Marks this view (a button, a toolbar item) as the source a drawer grows out of: its
        /// frame in the window and `cornerRadius` are written into `source` whenever they change,
        /// for ``drawer(isPresented:growingFrom:detent:configuration:backdrop:onDismiss:onDismissAttempt:onEvent:content:)``
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
        /// A `nil` source presents as `drawer(isPresented:content:)` does. Measure the source with
        /// ``drawerSource(_:cornerRadius:)``.
        ///
        /// It is always drawn over the window (the source is measured in window coordinates), so
        /// it takes no `placement`; drawers are told apart by where their modifier is, so it
        /// takes no `id`.
        ///
        /// - Parameters:
        ///   - isPresented: Whether the drawer is shown.
        ///   - source: Where it grows from, in window coordinates.
        ///   - detent: The detent the drawer rests at, kept in step both ways.
        ///   - configuration: The engine's settings; the content's settings win over them.
        ///   - backdrop: What is drawn outside the panel.
        ///   - onDismiss: Called with the cause when the drawer comes to rest closed.
        ///   - onDismissAttempt: Called with the cause when a person tries to close a drawer that
        ///     may not be dismissed.
        ///   - onEvent: Called with every `DrawerEvent`, after the bindings were updated.
        ///   - content: The drawer's content, given the drawer's context.
        public func drawer<Content: View>(
            isPresented: Binding<Bool>,
            growingFrom source: DrawerMorphSource?,
            detent: Binding<DrawerDetent.Identifier>? = nil,
            configuration: DrawerConfiguration = DrawerConfiguration(),
            backdrop: DrawerBackdrop = .dimmed(),
            onDismiss: ((DrawerDismissalCause) -> Void)? = nil,
            onDismissAttempt: ((DrawerDismissalCause) -> Void)? = nil,
            onEvent: ((DrawerEvent) -> Void)? = nil,
            @ViewBuilder content: @escaping (DrawerContentContext) -> Content
        ) -> some View {
            var drawer = bindingDrawer(
                isPresented: isPresented, detent: detent, configuration: configuration, backdrop: backdrop,
                scalesBackContent: false, accessibilityFocusReturn: nil, onDismiss: onDismiss,
                onDismissAttempt: onDismissAttempt, onEvent: onEvent, readsContext: true, content: content)
            drawer.source = source
            return presentDrawer(
                drawer, id: AnyHashable("DrawerKit.source.\(String(describing: Content.self))"), placement: .window)
        }
    }
#endif
