#if canImport(SwiftUI) && (os(iOS) || os(macOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    /// The one view that drives a `DrawerEngine` from SwiftUI: it measures the container, feeds
    /// drags, time, accessibility and environment changes to the engine, and draws the engine's
    /// frame. Every public drawer API (``Drawer``, `.drawer(…)`, ``DrawerNavigationView``) is this
    /// view with different settings.
    struct DrawerSurface<Handle: View, Content: View>: View {
        let configuration: DrawerConfiguration
        let look: DrawerLook
        let presentation: DrawerPresentation
        let handle: (DrawerEdge) -> Handle
        let content: (DrawerContentContext) -> Content

        /// The engine: a value, so SwiftUI's state holds it and every mutation redraws.
        @State var engine: DrawerEngine
        /// Where the coordinated scroll view sits, to tell the engine a drag began over it.
        @State var scrollFrame = CGRect.null
        /// The start location of the drag being fed, to tell a new drag from a continuing one.
        @State var dragOrigin: CGPoint?
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        @Environment(\.layoutDirection) var layoutDirection

        init(
            configuration: DrawerConfiguration, look: DrawerLook, presentation: DrawerPresentation,
            handle: @escaping (DrawerEdge) -> Handle, content: @escaping (DrawerContentContext) -> Content
        ) {
            self.configuration = configuration
            self.look = look
            self.presentation = presentation
            self.handle = handle
            self.content = content
            _engine = State(
                initialValue: DrawerEngine(
                    configuration: configuration, container: DrawerContainer(size: .zero),
                    initialDetent: presentation.initialDetent))
        }

        var body: some View {
            GeometryReader { proxy in
                TimelineView(.animation(minimumInterval: nil, paused: !engine.isAnimating)) { timeline in
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
                    syncPresentation()
                }
                .onValueChange(of: proxy.size) { _ in update { $0.setContainer(container(proxy), time: DrawerClock.now) } }
                .onValueChange(of: proxy.safeAreaInsets) { _ in
                    update { $0.setContainer(container(proxy), time: DrawerClock.now) }
                }
            }
            .drawerCoordinateSpace()
            .ignoresSafeArea(.container)
            .environment(\.layoutDirection, .leftToRight)
            .onPreferenceChange(DrawerScrollMetricsKey.self, onMainActor: reportScroll)
            .onPreferenceChange(DrawerFittingLengthKey.self, onMainActor: reportFittingLength)
            .onValueChange(of: presentation.isPresented?.wrappedValue) { _ in syncPresentation() }
            .onValueChange(of: presentation.selection?.wrappedValue) { _ in syncPresentation() }
            .onValueChange(of: reduceMotion) { enabled in update { $0.setReduceMotion(enabled, time: DrawerClock.now) } }
            .onValueChange(of: layoutDirection) { _ in
                update { engine in
                    var container = engine.container
                    container.layoutDirection = drawerDirection
                    engine.setContainer(container, time: DrawerClock.now)
                }
            }
        }

        /// Runs one engine input, then hands the events it produced to the presenter.
        func update(_ input: (inout DrawerEngine) -> Void) {
            var next = engine
            input(&next)
            var events: [DrawerEvent] = []
            next.drainEvents { events.append($0) }
            engine = next
            for event in events { presentation.handle(event, stops: next.stops) }
        }

        /// The engine's reading direction from SwiftUI's.
        var drawerDirection: DrawerLayoutDirection {
            layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }

        /// The container as the engine models it: size, safe area (physical sides) and direction.
        func container(_ proxy: GeometryProxy) -> DrawerContainer {
            let insets = proxy.safeAreaInsets
            let rightToLeft = layoutDirection == .rightToLeft
            return DrawerContainer(
                size: proxy.size,
                safeArea: DrawerInsets(
                    top: insets.top, left: rightToLeft ? insets.trailing : insets.leading,
                    bottom: insets.bottom, right: rightToLeft ? insets.leading : insets.trailing),
                layoutDirection: drawerDirection,
                contentFittingLength: engine.container.contentFittingLength)
        }
    }
#endif
