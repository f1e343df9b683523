#if canImport(SwiftUI) && (os(iOS) || os(macOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    extension DrawerSurface {
        /// Background, edge-swipe strip and panel, placed in the container's physical coordinates
        /// (the surface runs left-to-right; the content gets the app's direction back).
        var layers: some View {
            let frame = engine.frame
            return ZStack(alignment: .topLeading) {
                backdrop(frame)
                edgeStrip(frame)
                panel(frame)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }

        /// The outside of the panel, per ``DrawerBackground``. It takes touches only where it dims.
        @ViewBuilder
        func backdrop(_ frame: DrawerFrame) -> some View {
            switch look.background.kind {
            case .none:
                EmptyView()
            case .dimmed(let color, let closesOnTap):
                color
                    .opacity(Double(frame.dimming))
                    .allowsHitTesting(!frame.passesThroughBackground)
                    .onTapGesture {
                        if closesOnTap { update { $0.dismiss(time: DrawerClock.now, cause: .dimmingTap) } }
                    }
                    .gesture(drag, including: configuration.gesture.acceptsDragsOutsidePanel ? .all : .none)
                    .accessibilityHidden(true)
            case .custom(let view):
                view(frame.context, frame.dimming)
                    .allowsHitTesting(!frame.passesThroughBackground)
            }
        }

        /// An invisible strip along the drawer's edge, present while the drawer is closed and the
        /// configuration opens it by an edge swipe (seed 003); the engine checks the exact region.
        @ViewBuilder
        func edgeStrip(_ frame: DrawerFrame) -> some View {
            if let fraction = configuration.gesture.edgeRegionFraction, frame.extent == 0 {
                let size = engine.container.size
                let side = engine.layout.side
                let width = side.isVertical ? size.width : size.width * fraction
                let height = side.isVertical ? size.height * fraction : size.height
                Color.clear
                    .contentShape(Rectangle())
                    .frame(width: width, height: height)
                    .offset(x: side == .right ? size.width - width : 0, y: side == .bottom ? size.height - height : 0)
                    .gesture(drag)
            }
        }

        /// The panel: its fill, the content with its context, and the handle on the free edge.
        func panel(_ frame: DrawerFrame) -> some View {
            let panelRect = frame.panelRect
            let contentRect = frame.contentRect
            let visible = frame.visibleRect
            return ZStack(alignment: .topLeading) {
                RoundedRectangle(cornerRadius: frame.cornerRadius, style: .continuous)
                    .fill(look.panelStyle)
                    .frame(width: panelRect.width, height: panelRect.height)
                    .offset(x: panelRect.minX, y: panelRect.minY)
                panelContent(frame)
                    .frame(width: contentRect.width, height: contentRect.height, alignment: contentAlignment)
                    .clipped()
                    .offset(x: contentRect.minX, y: contentRect.minY)
                    .allowsHitTesting(frame.isContentInteractive)
                handle(configuration.edge)
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(look.accessibilityLabel ?? configuration.accessibilityLabels.text(for: .drawer))
                    .accessibilityValue(engine.accessibilityValue)
                    .accessibilityAdjustableAction { adjust($0) }
                    .accessibilityAction(.escape) { update { $0.accessibilityEscape(time: DrawerClock.now) } }
                    .frame(width: visible.width, height: visible.height, alignment: handleAlignment)
                    .offset(x: visible.minX, y: visible.minY)
            }
            .gesture(drag)
            .accessibilityAction(.escape) { update { $0.accessibilityEscape(time: DrawerClock.now) } }
        }

        /// The app's content with its context, its own reading direction and the engine's offset
        /// for a ``DrawerScrollView`` inside.
        @ViewBuilder
        func panelContent(_ frame: DrawerFrame) -> some View {
            let fits = configuration.detents.contains { if case .fitToContent = $0.kind { true } else { false } }
            content(frame.context)
                .fixedSize(horizontal: false, vertical: fits)
                .background {
                    GeometryReader { measured in
                        Color.clear.preference(key: DrawerFittingLengthKey.self, value: fits ? measured.size.height : nil)
                    }
                }
                .environment(\.drawerContentOffset, frame.contentOffset)
                .environment(\.layoutDirection, layoutDirection)
        }

        /// Content hangs from the panel's free edge.
        var contentAlignment: Alignment {
            switch engine.layout.side {
            case .bottom: .top
            case .top: .bottom
            case .left: .trailing
            case .right: .leading
            }
        }

        /// The handle sits on the panel's free edge.
        var handleAlignment: Alignment { contentAlignment }
    }
#endif
