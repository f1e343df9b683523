#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerUIKit
    import SwiftUI
    import UIKit

    /// A zero-size UIKit view (DrawerUIKit's `DrawerScrollMarkerView`) placed at the top leading
    /// corner of the view ``SwiftUI/View/drawerScrollTracking()`` modifies.
    ///
    /// - Inside a SwiftUI scroll view's content, which iOS hosts inside the scroll view's
    ///   `UIScrollView` (the fact SwiftUI-Introspect's "ancestor" lookup relies on), it enters a
    ///   window when the scroll view is on screen and tells the drawer host above it, which finds
    ///   the drawer's scroll views again: a list that appears after the drawer was added (on
    ///   first appearance, after loading, a page, a `switch`), or a `List` that recycles the row
    ///   holding it.
    /// - On a `TextEditor` or a `Picker`, it shares the top corner of the `UITextView` or
    ///   `UIPickerView` iOS hosts them in, which marks that view for tracking.
    ///
    /// The host decides which scroll views it tracks (DrawerCore's `DrawerScrollDiscovery`, through
    /// DrawerUIKit's `retrackScrollViews(in:)`); this view only reports and marks.
    struct DrawerScrollFinder: UIViewRepresentable {
        /// Whether the scroll view around is claimed as the app's (``DrawerScrollView``).
        var claimsScrollView = false

        func makeUIView(context: Context) -> DrawerScrollMarkerView {
            let marker = DrawerScrollMarkerView(frame: .zero)
            marker.claimsScrollView = claimsScrollView
            return marker
        }

        func updateUIView(_ view: DrawerScrollMarkerView, context: Context) {
            if view.claimsScrollView != claimsScrollView { view.claimsScrollView = claimsScrollView }
        }
    }
#endif
