#if canImport(SwiftUI) && (os(iOS) || os(macOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    extension DrawerSurface {
        /// The drag that moves the drawer, in the surface's coordinate space. The platform's own
        /// minimum distance is the engine's, so the engine claims the drag at its first report.
        var drag: some Gesture {
            DragGesture.inDrawerSpace(minimumDistance: configuration.gesture.minimumDistance)
                .onChanged { value in
                    let time = DrawerClock.seconds(value.time)
                    update { engine in
                        if dragOrigin != value.startLocation {
                            engine.dragBegan(
                                at: value.startLocation, time: time,
                                overScrollableContent: scrollFrame.contains(value.startLocation))
                        }
                        engine.dragChanged(
                            translation: CGPoint(x: value.translation.width, y: value.translation.height),
                            time: time, velocity: Self.velocity(of: value))
                    }
                    dragOrigin = value.startLocation
                }
                .onEnded { value in
                    update { $0.dragEnded(time: DrawerClock.seconds(value.time), velocity: Self.velocity(of: value)) }
                    dragOrigin = nil
                }
        }

        /// The platform's velocity (iOS 17, macOS 14) or, before that, the one whose momentum
        /// projection is SwiftUI's predicted end translation.
        static func velocity(of value: DragGesture.Value) -> CGPoint {
            if #available(iOS 17.0, macOS 14.0, *) {
                return CGPoint(x: value.velocity.width, y: value.velocity.height)
            }
            let momentum = DrawerMomentum.normal
            return CGPoint(
                x: momentum.velocity(forProjectedDistance: Double(value.predictedEndTranslation.width - value.translation.width)),
                y: momentum.velocity(
                    forProjectedDistance: Double(value.predictedEndTranslation.height - value.translation.height)))
        }

        /// VoiceOver's swipe up/down on the handle: the engine's neighbouring detent.
        func adjust(_ direction: AccessibilityAdjustmentDirection) {
            update { engine in
                switch direction {
                case .increment: engine.accessibilityIncrement(time: DrawerClock.now)
                case .decrement: engine.accessibilityDecrement(time: DrawerClock.now)
                @unknown default: break
                }
            }
        }

        /// Brings the engine to what the bindings say: shown at the selected (or its current, or
        /// smallest open) detent, or closed.
        func syncPresentation() {
            let presented = presentation.isPresented?.wrappedValue ?? true
            let stops = engine.stops
            let isClosed = stops.stop(for: engine.detent)?.isClosed ?? true
            if !presented {
                if !isClosed { update { $0.dismiss(time: DrawerClock.now) } }
                return
            }
            let target =
                presentation.selection?.wrappedValue
                ?? (isClosed ? stops.first { !$0.isClosed }?.identifier : engine.detent)
            if let target, target != engine.detent || isClosed {
                update { $0.move(to: target, time: DrawerClock.now) }
            }
        }

        /// A ``DrawerScrollView`` reported its place and length.
        func reportScroll(_ metrics: DrawerScrollMetrics?) {
            scrollFrame = metrics?.frame ?? .null
            let state = DrawerScrollState(
                offset: engine.scroll.offset, contentLength: metrics?.contentLength ?? 0,
                viewportLength: metrics.map { engine.configuration.edge.isVertical ? $0.frame.height : $0.frame.width } ?? 0)
            if state != engine.scroll { update { $0.updateContentScroll(state) } }
        }

        /// The content reported its natural length (fit-to-content detents).
        func reportFittingLength(_ length: CGFloat?) {
            guard let length, length != engine.container.contentFittingLength else { return }
            update { engine in
                var container = engine.container
                container.contentFittingLength = length
                engine.setContainer(container, animated: true, time: DrawerClock.now)
            }
        }
    }
#endif
