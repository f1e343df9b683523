import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Which of the scroll views found inside a drawer's content the drawer tracks (shares a finger's
/// travel with), and whether it touches their insets: the rule adapters apply each time they
/// look for scroll views again (DrawerUIKit on every update and when a marked view appears).
///
/// 1. A ``DrawerScrollViewKind/list`` is tracked.
/// 2. A text view, a picker's wheel or a web page is tracked only when the app marked it: by its
///    own tracking call (DrawerUIKit's `track(scrollView:in:)`), or with a marker whose point
///    lies on one of the top corners of the view that gives the kind (SwiftUI's
///    `drawerScrollTracking()` applied to a `TextEditor` or a `Picker`; either corner, so a
///    right-to-left layout's leading corner counts too).
/// 3. Insets are the app's: the drawer turns off the inset adjustment of a view it tracks only
///    when the app asked, by the drawer's ``DrawerScrollOptions/disablesContentInsetAdjustment``
///    or by handing the view over itself (DrawerUIKit's `track(scrollView:in:)` has always pinned
///    the insets of the view it is handed, as FloatingPanel's does, and says so; DrawerSwiftUI's
///    `DrawerScrollView` is the SwiftUI way to hand one over). A list or a marked view the
///    drawer found by itself keeps the insets the app and SwiftUI gave it.
///
/// Bad input never marks: a frame or point with a non-finite value, or a frame without area (a
/// view not laid out yet), matches no marker.
package enum DrawerScrollDiscovery {
    /// How far, in points on either axis, a marker may lie from a top corner and still mark the
    /// view: layout rounds frames to pixels, and a marker and its view are laid out apart.
    package static let markerTolerance: CGFloat = 1

    /// A scroll view the adapter found, described by what the rule reads.
    package struct Candidate: Sendable {
        /// What the view is for.
        package var kind: DrawerScrollViewKind
        /// The frame of the view that gives the kind (the text view, the picker around the wheel,
        /// the web view, the list), in any coordinates the markers share.
        package var frame: CGRect
        /// Whether the app handed this view over: by its own tracking call (DrawerUIKit's
        /// `track(scrollView:in:)`), or by putting its content in DrawerKit's drawer-aware scroll
        /// view (DrawerSwiftUI's `DrawerScrollView`).
        package var isTrackedByApp: Bool

        /// A candidate of `kind` at `frame`.
        package init(kind: DrawerScrollViewKind, frame: CGRect, isTrackedByApp: Bool = false) {
            self.kind = kind
            self.frame = frame
            self.isTrackedByApp = isTrackedByApp
        }
    }

    /// Whether the drawer tracks `candidate`, given the points of the markers in its content.
    package static func tracks(_ candidate: Candidate, markers: [CGPoint]) -> Bool {
        candidate.kind == .list || candidate.isTrackedByApp || isMarked(candidate.frame, by: markers)
    }

    /// The indices of the `candidates` the drawer tracks, in their order.
    package static func tracked(_ candidates: [Candidate], markers: [CGPoint]) -> [Int] {
        candidates.indices.filter { tracks(candidates[$0], markers: markers) }
    }

    /// Whether some marker lies on a top corner of `frame` (within ``markerTolerance``).
    package static func isMarked(_ frame: CGRect, by markers: [CGPoint]) -> Bool {
        guard frame.origin.x.isFinite, frame.origin.y.isFinite, frame.width.isFinite, frame.height.isFinite,
            frame.width > 0, frame.height > 0
        else { return false }
        let corners = [CGPoint(x: frame.minX, y: frame.minY), CGPoint(x: frame.maxX, y: frame.minY)]
        return markers.contains { marker in
            marker.x.isFinite && marker.y.isFinite
                && corners.contains { abs($0.x - marker.x) <= markerTolerance && abs($0.y - marker.y) <= markerTolerance }
        }
    }

    /// Whether the adapter disables the inset adjustment (UIKit's
    /// `contentInsetAdjustmentBehavior = .never`) of a scroll view the drawer tracks, under the
    /// drawer's `options`, for a view the app handed over by its own call or not.
    package static func disablesInsetAdjustment(of options: DrawerScrollOptions, isTrackedByApp: Bool) -> Bool {
        options.disablesContentInsetAdjustment || isTrackedByApp
    }
}
