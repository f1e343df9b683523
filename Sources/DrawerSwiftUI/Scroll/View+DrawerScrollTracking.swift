#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import SwiftUI
    import UIKit

    extension View {
        /// Shares drags between the drawer around this view and the system scroll view this view
        /// scrolls in — your own `ScrollView` or `List` (FloatingPanel 3 calls it scroll tracking)
        /// — or the text view or picker this modifier is applied to.
        ///
        /// A drawer finds the lists in its content by itself, when it is added and on every
        /// SwiftUI update of the presenting view: a `ScrollView` or `List` shares drags without
        /// this modifier. A `TextEditor`, a vertical `TextField`, a wheel `Picker` and a web view
        /// do not: a vertical drag in them scrolls them and leaves the drawer where it is. The
        /// modifier changes two things:
        ///
        /// - Applied to a scroll view's *content* (inside the `ScrollView`, or to a row of the
        ///   `List`): on iOS the content is hosted inside the scroll view's `UIScrollView`, and
        ///   a zero-size UIKit view placed here reports the moment it appears (after loading, a
        ///   page, a `switch` in the content's own state), so the list is tracked at once.
        /// - Applied directly to a `TextEditor` or `Picker` (no padding or frame in between): the
        ///   view iOS hosts it in shares the modified view's top corner, and the drawer tracks it
        ///   like a list, so a drag on it moves the drawer until the drawer is at its largest
        ///   detent, then scrolls it.
        ///
        /// A tracked scroll view stays the system's in everything (lazy rows, indicators,
        /// bounce and deceleration, `ScrollViewReader`, VoiceOver scrolling, keyboard avoidance,
        /// its insets, unless the drawer's `DrawerScrollOptions.disablesContentInsetAdjustment`
        /// asks), and one drag scrolls it or moves the drawer as DrawerCore's scroll
        /// tracker decides: both ways without lifting the finger, with short content, and with a
        /// list that was already scrolled when the finger lands. ``DrawerScrollView`` is a
        /// `ScrollView` with this applied.
        ///
        /// ```swift
        /// .drawer(isPresented: $showsNote) { _ in
        ///     TextEditor(text: $note)
        ///         .drawerScrollTracking()
        /// }
        /// ```
        ///
        /// Outside a drawer it does nothing.
        public func drawerScrollTracking() -> some View {
            modifier(DrawerScrollTrackingModifier())
        }
    }

    /// Puts a ``DrawerScrollFinder`` behind the modified content, at its top leading corner.
    struct DrawerScrollTrackingModifier: ViewModifier {
        /// Whether the scroll view around is claimed as the app's, insets included (``DrawerScrollView``).
        var claimsScrollView = false

        func body(content: Content) -> some View {
            content.background(alignment: .topLeading) {
                DrawerScrollFinder(claimsScrollView: claimsScrollView)
                    .frame(width: 0, height: 0)
                    .accessibilityHidden(true)
            }
        }
    }
#endif
