// macOS only: on iOS DrawerUIKit's host draws and moves every drawer (DrawerHostedDrawer); the
// stand-in type-check still compiles it.
#if canImport(SwiftUI) && (os(macOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    extension DrawerSurface {
        /// The drag that moves the drawer, in the surface's coordinate space. `DragGesture` applies
        /// the configuration's minimum distance; the model's host options keep the engine from
        /// waiting for it a second time.
        var drag: some Gesture {
            DragGesture.inDrawerSpace(minimumDistance: model.platformMinimumDistance(of: Self.drawerID) ?? 10)
                .updating($isDragging) { _, dragging, _ in dragging = true }
                .onChanged { value in
                    let time = DrawerClock.seconds(value.time)
                    // A new gesture is offered to the model once, at its start; a drag the model
                    // refused (or rejected) stays refused until the finger lifts.
                    let isNew = dragOrigin != value.startLocation
                    dragOrigin = value.startLocation
                    update { model in
                        if isNew { model.dragBegan(at: value.startLocation, time: time) }
                        model.dragChanged(
                            translation: CGPoint(x: value.translation.width, y: value.translation.height), time: time,
                            velocity: Self.velocity(of: value))
                    }
                }
                .onEnded { value in
                    dragOrigin = nil
                    let time = DrawerClock.seconds(value.time)
                    if #available(iOS 17.0, macOS 14.0, *) {
                        update { $0.dragEnded(time: time, velocity: CGPoint(x: value.velocity.width, y: value.velocity.height)) }
                    } else {
                        let predicted = CGPoint(x: value.predictedEndTranslation.width, y: value.predictedEndTranslation.height)
                        update { $0.dragEnded(time: time, predictedEndTranslation: predicted) }
                    }
                }
        }

        /// The platform's velocity where it measures one (iOS 17, macOS 14).
        static func velocity(of value: DragGesture.Value) -> CGPoint? {
            if #available(iOS 17.0, macOS 14.0, *) {
                return CGPoint(x: value.velocity.width, y: value.velocity.height)
            }
            return nil
        }

        /// VoiceOver's swipe up/down on the handle: the model's neighbouring detent.
        func adjust(_ direction: AccessibilityAdjustmentDirection) {
            update { model in
                switch direction {
                case .increment: model.accessibilityIncrement(Self.drawerID, time: DrawerClock.now)
                case .decrement: model.accessibilityDecrement(Self.drawerID, time: DrawerClock.now)
                @unknown default: break
                }
            }
        }

        /// A tap on the handle: the model's handle tap (the next detent, when the drawer cycles
        /// on handle taps; the modifier offers the tap only then).
        func tapHandle() {
            update { $0.handleTapped(Self.drawerID, time: DrawerClock.now) }
        }

        /// VoiceOver's activation of the handle (double tap): the model's `activateHandle`, which
        /// is the handle tap when the drawer cycles on handle taps and the next detent otherwise.
        func activateHandle() {
            update { $0.activateHandle(Self.drawerID, time: DrawerClock.now) }
        }

        /// The escape gesture.
        func escape() {
            update { $0.accessibilityEscape(Self.drawerID, time: DrawerClock.now) }
        }

        /// An offset-drawn ``DrawerScrollView`` (macOS) reported its place and length. Ignored
        /// while a UIKit scroll view is tracked (iOS): its readings are the model's truth.
        func reportScroll(_ metrics: DrawerScrollMetrics?) {
            guard !tracksUIKitScrollView else { return }
            let engine = self.engine
            let state = DrawerScrollState(
                offset: engine.scroll.offset, contentLength: metrics?.contentLength ?? 0,
                viewportLength: metrics.map { engine.layout.side.isVertical ? $0.frame.height : $0.frame.width } ?? 0)
            update { $0.setScrollContent(state, viewport: metrics?.frame, for: Self.drawerID, time: DrawerClock.now) }
        }

        /// The content, or the page on top, reported its natural length (fit-to-content detents).
        func reportFittingLength(_ length: CGFloat?) {
            update { model in
                if let page = model.currentPage(of: Self.drawerID) {
                    model.setFittingLength(length, ofPage: page, in: Self.drawerID, time: DrawerClock.now)
                } else {
                    model.setContentFittingLength(length, for: Self.drawerID, time: DrawerClock.now)
                }
            }
        }

        /// The content reported the part of its length that counts for the fit (a
        /// ``ResizableScrollView``'s main section); the model prefers it to the measurement.
        /// The measurement has no chrome here (the handle lies over the content), so neither
        /// does the report.
        func reportContentLength(_ length: CGFloat?) {
            update { $0.setReportedFittingLength(length, for: Self.drawerID, time: DrawerClock.now) }
        }
    }
#endif
