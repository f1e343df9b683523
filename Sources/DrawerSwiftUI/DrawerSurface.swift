// macOS only: on iOS DrawerUIKit's host draws and moves every drawer (DrawerHostedDrawer); the
// stand-in type-check still compiles it.
#if canImport(SwiftUI) && (os(macOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    /// The one view that drives a `DrawerHostModel` from SwiftUI: it hands the model the container,
    /// drags, time, bindings, configuration and accessibility, and draws its frame. Every public
    /// drawer API (``Drawer``, `.drawer(…)`, ``DrawerNavigationView``) is this view with different
    /// settings. Translation only: presentation, write-backs, hit-testing and routing are the
    /// model's.
    struct DrawerSurface<Handle: View, Content: View>: View {
        /// What the drawer is: configuration, look, presentation, options, handle and content.
        let drawer: DrawerDefinition<Handle, Content>
        var configuration: DrawerConfiguration { drawer.configuration }
        var look: DrawerLook { drawer.look }
        var presentation: DrawerPresentation { drawer.presentation }
        var options: DrawerHostDrawerOptions { drawer.options }
        var handle: (DrawerEdge) -> Handle { drawer.handle }
        var content: (DrawerContentContext) -> Content { drawer.content }
        /// Whether `content` reads the drawer's context (``DrawerPanelContent``).
        var readsContext: Bool { drawer.readsContext }
        /// Made once per creation by the parent: content from the same token is from the same
        /// app state (``DrawerPanelContent``).
        let generation = DrawerContentGeneration()

        /// The model (one drawer): a value, so SwiftUI's state holds it and every mutation redraws.
        @State var model: DrawerHostModel<Int>
        /// The binding write-back rules (DrawerCore's, called verbatim).
        @State var sync: DrawerBindingSync<Int>
        /// `true` while the drag gesture runs; SwiftUI resets it without calling `onEnded` when it
        /// cancels the gesture, which is the cancel path.
        @GestureState var isDragging = false
        /// The start location of the gesture being fed, to tell a new gesture from a continuing one.
        @State var dragOrigin: CGPoint?
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        @Environment(\.layoutDirection) var layoutDirection
        /// Device pixels per point: the engine ends settles under half a pixel.
        @Environment(\.displayScale) var displayScale
        /// Whether VoiceOver is on the handle; set to move it there when the drawer becomes modal.
        @AccessibilityFocusState var handleFocused: Bool
        /// When VoiceOver moves into the drawer and back out (the rule is DrawerCore's).
        @State var modalFocus = DrawerModalFocus<Never>()
        /// Which of a bottom-bar sheet's bar and content is drawn, animated when the model's
        /// switch flips.
        @State var drawnBarShown: Bool
        #if canImport(UIKit)
            /// The `UIScrollView` under the content the drawer shares drags with (iOS).
            @State var scrollTracking = DrawerScrollTracking()
            /// Whether a scroll view is tracked (the panel's drag then runs alongside its pan).
            @State var tracksList = false
        #endif

        /// The id of the surface's drawer in its model.
        static var drawerID: Int { 0 }

        /// The surface of `drawer`, its model made with the drawer added as the bindings say.
        init(_ drawer: DrawerDefinition<Handle, Content>) {
            self.drawer = drawer
            // SwiftUI's DragGesture waits for its own minimum distance before its first report.
            var model = DrawerHostModel<Int>(options: .platformSlop)
            let sync = DrawerBindingSync(id: Self.drawerID, values: drawer.presentation.bindingValues)
            sync.add(to: &model, configuration: drawer.configuration, options: drawer.options, time: DrawerClock.now)
            _model = State(initialValue: model)
            _sync = State(initialValue: sync)
            _drawnBarShown = State(initialValue: model.isBottomBarShown(Self.drawerID) ?? true)
            _handleFocused = AccessibilityFocusState()
        }

        var body: some View {
            GeometryReader { proxy in
                TimelineView(.animation(minimumInterval: nil, paused: !model.needsFrames)) { timeline in
                    layers
                        .onValueChange(of: timeline.date) { date in
                            update { $0.tick(time: DrawerClock.seconds(date)) }
                        }
                }
                .background { scrollAnchor }
                .onAppear {
                    update {
                        $0.setReduceMotion(reduceMotion, time: DrawerClock.now)
                        $0.setContainer(container(proxy), time: DrawerClock.now)
                        if let pages = drawer.pages { $0.setPages(pages.path, of: Self.drawerID, time: DrawerClock.now) }
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
            .onPreferenceChange(DrawerReportedFittingLengthKey.self, onMainActor: reportContentLength)
            // This drawer's report is its own: none reaches a drawer this one is inside.
            .transformPreference(DrawerReportedFittingLengthKey.self) { $0 = nil }
            .onValueChange(of: presentation.bindingValues) { values in
                // The sync's values change inside the input, before its write-backs are read.
                update { model in
                    var next = sync
                    next.update(values, in: &model, time: DrawerClock.now)
                    sync = next
                }
            }
            .onValueChange(of: DrawerConfigurationSignature(configuration)) { _ in
                update { $0.setConfiguration(configuration, for: Self.drawerID, time: DrawerClock.now) }
            }
            .onValueChange(of: drawer.pages?.path ?? []) { path in
                update { $0.setPages(path, of: Self.drawerID, time: DrawerClock.now) }
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
            .onValueChange(of: model.isBottomBarShown(Self.drawerID)) { shown in
                // Its own transaction, so only the cross-fade animates, not the frame it flipped in.
                withAnimation(.easeInOut(duration: 0.2)) { drawnBarShown = shown ?? true }
            }
            // What this drawer pushes back, for the view it is presented over (`DrawerScaleBackKey`).
            .preference(key: DrawerScaleBackKey.self, value: model.scaleBack)
        }

        /// Runs one model input, then delivers the write-backs and events it produced.
        ///
        /// A tracked scroll view (iOS) is read before the input and after it, and the offsets the
        /// model returns are shown once the model is stored (``trackScroll(_:time:)``).
        func update(_ input: (inout DrawerHostModel<Int>) -> Void) {
            var next = model
            let time = DrawerClock.now
            let before = trackScroll(&next, time: time)
            input(&next)
            let after = trackScroll(&next, time: time)
            var events: [DrawerHostEvent<Int>] = []
            next.drainEvents { events.append($0) }
            model = next
            showScroll([before, after].compactMap { $0 })
            var bindings = sync
            let writeBack = bindings.writeBack(events)
            sync = bindings
            presentation.store(writeBack)
            for event in events {
                presentation.deliver(event) { hold, close in
                    update { model in
                        if close {
                            model.confirmDismissal(of: Self.drawerID, hold: hold.id, time: DrawerClock.now)
                        } else {
                            model.cancelDismissal(of: Self.drawerID, hold: hold.id, time: DrawerClock.now)
                        }
                    }
                }
            }
            updateAccessibilityFocus(next)
        }

        /// Moves VoiceOver as the model's modal rule says (`DrawerModalFocus`): onto the handle
        /// when the drawer comes to rest modal, and to the app's ``DrawerPresentation/accessibilityFocusReturn``
        /// when it rests no longer modal. SwiftUI does not say which element VoiceOver was on, so
        /// without that binding the platform chooses where focus goes back.
        func updateAccessibilityFocus(_ model: DrawerHostModel<Int>) {
            var focus = modalFocus
            let step = model.updateModalFocus(&focus, of: Self.drawerID) { (nil, handleFocused) }
            modalFocus = focus
            switch step {
            case .none:
                break
            case .moveIntoDrawer:
                handleFocused = true
            case .returnFocus:
                handleFocused = false
                if let focusReturn = presentation.accessibilityFocusReturn { focusReturn.wrappedValue = true }
            }
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
