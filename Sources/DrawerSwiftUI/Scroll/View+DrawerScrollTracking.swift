#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import SwiftUI
    import UIKit

    extension View {
        /// Shares drags between the drawer around this view and the system scroll view this view
        /// scrolls in — your own `ScrollView` or `List` (FloatingPanel 3 calls it scroll tracking).
        ///
        /// Apply it to the scroll view's *content* (inside the `ScrollView`, or to a row of the
        /// `List`), not to the scroll view itself: on iOS the content is hosted inside the scroll
        /// view's `UIScrollView`, and a zero-size UIKit view placed here walks up its superviews
        /// to it. The scroll view then stays the system's in everything (lazy rows, indicators,
        /// bounce and deceleration, `ScrollViewReader`, VoiceOver scrolling, keyboard avoidance),
        /// and one drag scrolls it or moves the drawer as DrawerCore's scroll tracker decides:
        /// both ways without lifting the finger, with short content, and with a list that was
        /// already scrolled when the finger lands. ``DrawerScrollView`` is a `ScrollView` with
        /// this applied.
        ///
        /// ```swift
        /// .drawer(isPresented: $showsPlaces) { _ in
        ///     List(places) { place in
        ///         PlaceRow(place: place)
        ///             .drawerScrollTracking()
        ///     }
        /// }
        /// ```
        ///
        /// Outside a drawer it does nothing. Without it, the drawer still finds the scroll views
        /// its content shows when it is added and on every SwiftUI update of the presenting
        /// view; with it, also the moment the scroll view appears (after loading, a page, a
        /// `switch` in the content's own state). Use it
        /// in one vertical scroll view per drawer (the innermost scroll view above the modified
        /// view is the one tracked, so not inside a nested horizontal one).
        public func drawerScrollTracking() -> some View {
            modifier(DrawerScrollTrackingModifier())
        }
    }

    /// Puts a ``DrawerScrollFinder`` behind the modified content, at its top.
    struct DrawerScrollTrackingModifier: ViewModifier {
        func body(content: Content) -> some View {
            content.background(alignment: .top) {
                DrawerScrollFinder()
                    .frame(width: 0, height: 0)
                    .accessibilityHidden(true)
            }
        }
    }
#endif
