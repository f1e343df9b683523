// macOS only: on iOS DrawerUIKit's host draws and moves every drawer (DrawerHostedDrawer); the
// stand-in type-check still compiles it.
#if canImport(SwiftUI) && (os(macOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    /// The surface's side of scroll tracking on iOS: readings of the `UIScrollView` found under the
    /// content go to the host model (`trackScrollView`) on every model input — before it, so a
    /// command starts from where the list really is, and after it, so a frame or a settle may
    /// hold the list — and the offsets the model returns are shown. On macOS (no UIKit) every
    /// member is inert and ``DrawerScrollView`` draws the engine's offset itself.
    extension DrawerSurface {
        /// One reading of the tracked scroll view handed to the model; the offset to show, if any.
        func trackScroll(_ model: inout DrawerHostModel<Int>, time: Double) -> CGPoint? {
            #if canImport(UIKit)
                guard let reading = scrollTracking.reading() else {
                    // Gone from the screen: the model drops its tracker (and a drag it drove ends).
                    if scrollTracking.isReporting {
                        scrollTracking.isReporting = false
                        model.stopTrackingScrollView(in: Self.drawerID, time: time)
                    }
                    return nil
                }
                if !scrollTracking.isReporting {
                    scrollTracking.isReporting = true
                    // UIKit measures the pan's velocity and decelerates the list by itself.
                    model.setUsesScrollViewVelocity(true, for: Self.drawerID)
                    model.setUsesScrollViewDeceleration(true, for: Self.drawerID)
                }
                return model.trackScrollView(
                    reading.snapshot, in: Self.drawerID, viewport: reading.viewport, location: reading.location, time: time)
            #else
                return nil
            #endif
        }

        /// Shows the offsets the model returned, then records in state whether a list is tracked
        /// (it changes how the panel's drag is attached). While the list glides by itself the
        /// model's `needsFrames` keeps the timeline ticking, and each tick reads it.
        func showScroll(_ offsets: [CGPoint]) {
            #if canImport(UIKit)
                for offset in offsets { scrollTracking.show(offset) }
                let tracked = scrollTracking.isReporting
                if tracksList != tracked { tracksList = tracked }
            #endif
        }

        /// Whether the panel's drag runs alongside a tracked scroll view's pan instead of taking
        /// precedence: inside the list the model refuses the panel's drag anyway, and a drag
        /// gesture that took precedence could keep the system scroll view from scrolling at all.
        var dragsAlongsideList: Bool {
            #if canImport(UIKit)
                tracksList
            #else
                false
            #endif
        }

        /// The UIKit view the scroll view's readings are measured in, behind the whole surface.
        @ViewBuilder
        var scrollAnchor: some View {
            #if canImport(UIKit)
                DrawerScrollAnchor(tracking: scrollTracking) { update { _ in } }
            #endif
        }

        /// `view` with the drawer's scroll tracking in its environment, for the finders inside it.
        @ViewBuilder
        func withScrollTracking(_ view: some View) -> some View {
            #if canImport(UIKit)
                view.environment(\.drawerScrollTracking, scrollTracking)
            #else
                view
            #endif
        }

        /// Whether the model's scroll state comes from a tracked UIKit scroll view, so the
        /// offset-drawn view's measurements (macOS) must not overwrite it.
        var tracksUIKitScrollView: Bool {
            #if canImport(UIKit)
                scrollTracking.isReporting
            #else
                false
            #endif
        }
    }
#endif
