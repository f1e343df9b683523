// macOS only: on iOS DrawerUIKit's host draws and moves every drawer (DrawerHostedDrawer); the
// stand-in type-check still compiles it.
#if canImport(SwiftUI) && (os(macOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    extension DrawerSurface {
        /// Background, edge-swipe strip and panel, placed in the container's physical coordinates
        /// (the surface runs left-to-right; every app view gets the app's direction back).
        var layers: some View {
            let engine = self.engine
            return ZStack(alignment: .topLeading) {
                backdrop(engine.frame)
                edgeStrip
                panel(engine)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }

        /// The outside of the panel, per ``DrawerBackground``. It takes touches only where the
        /// model says the dimming covers what is behind.
        @ViewBuilder
        func backdrop(_ frame: DrawerFrame) -> some View {
            switch look.background.kind {
            case .none:
                EmptyView()
            case .dimmed(let color, _):
                color
                    .opacity(Double(frame.dimming))
                    .allowsHitTesting(!frame.passesThroughBackground)
                    .onTapGesture { update { $0.dimmingTapped(Self.drawerID, time: DrawerClock.now) } }
                    .gesture(drag, including: configuration.gesture.acceptsDragsOutsidePanel ? .all : .none)
                    .accessibilityHidden(true)
            case .custom(let view):
                view(frame.context, frame.dimming)
                    .environment(\.layoutDirection, layoutDirection)
                    .allowsHitTesting(!frame.passesThroughBackground)
            }
        }

        /// An invisible strip over the edge region the model reports for a closed drawer (seed
        /// 003's edge swipe); nothing while the drawer shows or has no region of its own.
        @ViewBuilder
        var edgeStrip: some View {
            let region = model.edgeRegionRect(of: Self.drawerID)
            if !region.isNull {
                Color.clear
                    .contentShape(Rectangle())
                    .frame(width: region.width, height: region.height)
                    .offset(x: region.minX, y: region.minY)
                    .gesture(drag)
            }
        }

        /// The panel: its fill, the content with its context, and the handle on the free edge.
        func panel(_ engine: DrawerEngine) -> some View {
            let frame = engine.frame
            let panelRect = frame.panelRect
            let contentRect = frame.contentRect
            let visible = frame.visibleRect
            return ZStack(alignment: .topLeading) {
                RoundedRectangle(cornerRadius: frame.cornerRadius, style: .continuous)
                    .fill(look.panelStyle)
                    .frame(width: panelRect.width, height: panelRect.height)
                    .offset(x: panelRect.minX, y: panelRect.minY)
                panelContent(frame)
                    .frame(width: contentRect.width, height: contentRect.height, alignment: alignment(engine.layout.side))
                    .clipped()
                    // Clipping does not clip hit-testing: only the visible content takes touches.
                    .contentShape(Rectangle())
                    .offset(x: contentRect.minX, y: contentRect.minY)
                    .allowsHitTesting(model.isContentInteractive(Self.drawerID))
                handle(engine.configuration.edge)
                    .environment(\.layoutDirection, layoutDirection)
                    .modifier(DrawerHandleTapModifier(takesTaps: model.takesHandleTaps(Self.drawerID), tapped: tapHandle))
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(look.accessibilityLabel ?? engine.configuration.accessibilityLabels.text(for: .drawer))
                    .accessibilityValue(model.accessibilityValue(of: Self.drawerID) ?? "")
                    .accessibilityAdjustableAction { adjust($0) }
                    .accessibilityAction { activateHandle() }
                    .accessibilityAction(.escape) { escape() }
                    .accessibilityFocused($handleFocused)
                    .frame(width: visible.width, height: visible.height, alignment: alignment(engine.layout.side))
                    .offset(x: visible.minX, y: visible.minY)
            }
            // Over a tracked list (iOS) the drag runs alongside the list's own pan, never instead
            // of it; elsewhere it takes precedence as usual. Switching masks keeps the content's
            // identity (and its state) across the switch.
            .gesture(drag, including: dragsAlongsideList ? .subviews : .all)
            .simultaneousGesture(drag, including: dragsAlongsideList ? .all : .subviews)
            .accessibilityAction(.escape) { escape() }
            // A dimmed drawer is modal for VoiceOver too (the model's rule): siblings are ignored.
            .accessibilityAddTraits(model.isModal(Self.drawerID) ? .isModal : [])
        }

        /// The app's content, under a bottom-bar sheet's bar when it has one: the two cross-fade
        /// as the model's switch says, and the hidden one takes no touches and is hidden from
        /// VoiceOver. A tap on the bar (not on a control in it) is the model's bar tap.
        @ViewBuilder
        func panelContent(_ frame: DrawerFrame) -> some View {
            if let bar = look.bottomBar {
                ZStack(alignment: .top) {
                    appContent(frame)
                        .opacity(drawnBarShown ? 0 : 1)
                        .allowsHitTesting(!drawnBarShown)
                        .accessibilityHidden(drawnBarShown)
                    bar.view
                        .environment(\.layoutDirection, layoutDirection)
                        .frame(height: bar.height)
                        .frame(maxWidth: .infinity)
                        .contentShape(Rectangle())
                        .onTapGesture { update { $0.bottomBarTapped(Self.drawerID, time: DrawerClock.now) } }
                        .opacity(drawnBarShown ? 1 : 0)
                        .allowsHitTesting(drawnBarShown)
                        .accessibilityHidden(!drawnBarShown)
                }
            } else {
                appContent(frame)
            }
        }

        /// The app's content with its context, its own reading direction, the drawer's scroll
        /// tracking (iOS) or the model's offset for an offset-drawn ``DrawerScrollView`` (macOS);
        /// measured when a detent fits the content. The content is its own view whose inputs do
        /// not change per frame (``DrawerPanelContent``): a drag redraws the panel, not the app's
        /// views.
        /// With pages (``SwiftUI/View/drawerPages(_:page:)``) the page on top is drawn instead,
        /// and the detents that fit are the page's.
        @ViewBuilder
        func appContent(_ frame: DrawerFrame) -> some View {
            let detents = model.engine(of: Self.drawerID)?.configuration.detents ?? configuration.detents
            let fits = detents.contains { if case .fitToContent = $0.kind { true } else { false } }
            let page = model.pages(of: Self.drawerID).last
            withScrollTracking(
                ZStack {
                    if let page, let pages = drawer.pages {
                        pages.page(page, frame.context).id(page.id)
                    } else {
                        DrawerPanelContent(
                            generation: generation, context: frame.context, readsContext: readsContext, content: content
                        )
                        .equatable()
                    }
                }
            )
            .fixedSize(horizontal: false, vertical: fits)
            .background {
                GeometryReader { measured in
                    Color.clear.preference(key: DrawerFittingLengthKey.self, value: fits ? measured.size.height : nil)
                }
            }
            .environment(\.drawerContentOffset, frame.contentOffset)
            .environment(\.layoutDirection, layoutDirection)
        }

        /// Content and handle hang from the panel's free edge.
        func alignment(_ side: DrawerPhysicalEdge) -> Alignment {
            switch side {
            case .bottom: .top
            case .top: .bottom
            case .left: .trailing
            case .right: .leading
            }
        }
    }

    /// Makes the handle's whole area a tap target for the model's handle tap, only while the
    /// model says the drawer takes handle taps (`DrawerHostModel.takesHandleTaps(_:)`); otherwise
    /// the handle is drawn as the app made it and taps beside its shape reach the content.
    struct DrawerHandleTapModifier: ViewModifier {
        let takesTaps: Bool
        let tapped: () -> Void

        func body(content: Content) -> some View {
            if takesTaps {
                content.contentShape(Rectangle()).onTapGesture(perform: tapped)
            } else {
                content
            }
        }
    }
#endif
