#if canImport(SwiftUI) && (os(iOS) || os(macOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    /// The one view that drives a `DrawerHostModel` from SwiftUI: it hands the model the container,
    /// drags, time, bindings, configuration and accessibility, and draws its frame. Every public
    /// drawer API (``Drawer``, `.drawer(…)`, ``DrawerNavigationView``) is this view with different
    /// settings. Translation only: presentation, write-backs, hit-testing and routing are the
    /// model's.
    struct DrawerSurface<Handle: View, Content: View>: View {
        let configuration: DrawerConfiguration
        let look: DrawerLook
        let presentation: DrawerPresentation
        let options: DrawerHostDrawerOptions
        let handle: (DrawerEdge) -> Handle
        let content: (DrawerContentContext) -> Content

        /// The model (one drawer): a value, so SwiftUI's state holds it and every mutation redraws.
        @State var model: DrawerHostModel<Int>
        /// `true` while the drag gesture runs; SwiftUI resets it without calling `onEnded` when it
        /// cancels the gesture, which is the cancel path.
        @GestureState var isDragging = false
        /// The start location of the gesture being fed, to tell a new gesture from a continuing one.
        @State var dragOrigin: CGPoint?
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        @Environment(\.layoutDirection) var layoutDirection
        /// Device pixels per point: the engine ends settles under half a pixel.
        @Environment(\.displayScale) var displayScale

        /// The id of the surface's drawer in its model.
        static var drawerID: Int { 0 }

        init(
            configuration: DrawerConfiguration, look: DrawerLook, presentation: DrawerPresentation,
            options: DrawerHostDrawerOptions = DrawerHostDrawerOptions(),
            handle: @escaping (DrawerEdge) -> Handle, content: @escaping (DrawerContentContext) -> Content
        ) {
            self.configuration = configuration
            self.look = look
            self.presentation = presentation
            self.options = options
            self.handle = handle
            self.content = content
            // SwiftUI's DragGesture waits for its own minimum distance before its first report.
            var model = DrawerHostModel<Int>(options: .platformSlop)
            model.addDrawer(
                Self.drawerID, configuration: configuration, presentation: presentation.hostPresentation,
                selection: presentation.selection?.wrappedValue, options: options, time: DrawerClock.now)
            _model = State(initialValue: model)
        }

        var body: some View {
            GeometryReader { proxy in
                TimelineView(.animation(minimumInterval: nil, paused: !model.needsFrames)) { timeline in
                    layers
                        .onValueChange(of: timeline.date) { date in
                            update { $0.tick(time: DrawerClock.seconds(date)) }
                        }
                }
                .onAppear {
                    update {
                        $0.setReduceMotion(reduceMotion, time: DrawerClock.now)
                        $0.setContainer(container(proxy), time: DrawerClock.now)
                    }
                }
                .onValueChange(of: proxy.size) { _ in update { $0.setContainer(container(proxy), time: DrawerClock.now) } }
                .onValueChange(of: proxy.safeAreaInsets) { _ in
                    update { $0.setContainer(container(proxy), time: DrawerClock.now) }
                }
                .onValueChange(of: layoutDirection) { _ in
                    update { $0.setContainer(container(proxy), time: DrawerClock.now) }
                }
            }
            .drawerCoordinateSpace()
            .ignoresSafeArea(.container)
            // Positions are physical (the model's rectangles); every app view inside gets the
            // app's own direction back (content, handle, custom background).
            .environment(\.layoutDirection, .leftToRight)
            .onPreferenceChange(DrawerScrollMetricsKey.self, onMainActor: reportScroll)
            .onPreferenceChange(DrawerFittingLengthKey.self, onMainActor: reportFittingLength)
            .onValueChange(of: presentation.isPresented?.wrappedValue) { shown in
                guard let shown else { return }
                update { $0.setPresentation(of: Self.drawerID, .presented(shown), time: DrawerClock.now) }
            }
            .onValueChange(of: presentation.selection?.wrappedValue) { detent in
                guard let detent else { return }
                update { $0.setSelection(of: Self.drawerID, detent, time: DrawerClock.now) }
            }
            .onValueChange(of: DrawerConfigurationSignature(configuration)) { _ in
                update { $0.setConfiguration(configuration, for: Self.drawerID, time: DrawerClock.now) }
            }
            .onValueChange(of: options) { options in
                update { $0.setDrawerOptions(options, for: Self.drawerID, time: DrawerClock.now) }
            }
            .onValueChange(of: isDragging) { dragging in
                guard !dragging else { return }
                dragOrigin = nil
                if model.dragOwner != nil { update { $0.dragCancelled(time: DrawerClock.now) } }
            }
            .onValueChange(of: reduceMotion) { enabled in update { $0.setReduceMotion(enabled, time: DrawerClock.now) } }
        }

        /// Runs one model input, then delivers the write-backs and events it produced.
        func update(_ input: (inout DrawerHostModel<Int>) -> Void) {
            var next = model
            input(&next)
            var events: [DrawerHostEvent<Int>] = []
            next.drainEvents { events.append($0) }
            model = next
            for event in events { presentation.deliver(event) }
        }

        /// The drawer's engine (frame, detent, side), as the model holds it.
        var engine: DrawerEngine {
            model.engine(of: Self.drawerID) ?? DrawerEngine(container: DrawerContainer(size: .zero))
        }

        /// The container as the model takes it: size, safe area (physical sides) and direction.
        func container(_ proxy: GeometryProxy) -> DrawerContainer {
            let insets = proxy.safeAreaInsets
            let rightToLeft = layoutDirection == .rightToLeft
            return DrawerContainer(
                size: proxy.size,
                safeArea: DrawerInsets(
                    top: insets.top, left: rightToLeft ? insets.trailing : insets.leading,
                    bottom: insets.bottom, right: rightToLeft ? insets.leading : insets.trailing),
                layoutDirection: rightToLeft ? .rightToLeft : .leftToRight, displayScale: displayScale)
        }
    }
#endif
