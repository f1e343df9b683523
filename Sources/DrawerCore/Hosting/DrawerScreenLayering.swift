import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a view directly above a screen is, as far as the screen's drawer hosts are concerned
/// (``DrawerScreenLayering``).
package enum DrawerScreenLayer: Sendable, Hashable {
    /// A host of the drawers drawn over one view of the screen (SwiftUI's `placement: .content`,
    /// `Drawer`, `.drawerBottomBar`).
    case contentHost
    /// The screen's host of window-level drawers (as `.sheet`).
    case windowHost
    /// Anything else: a modal's container, a toast, another screen's host.
    case other
}

/// Where the drawer hosts of a screen sit in its window, and what area a drawer drawn over one
/// of the screen's views covers.
///
/// A drawer drawn over a view is not drawn inside that view: if it were, whether a tap beside
/// its panel reaches the view's own controls would rest on how the UI framework hit-tests the
/// drawer's container (SwiftUI's hit-testing of a representable is undocumented and reported
/// to differ between releases). Its host is a sibling of the screen instead, above it in the
/// window and covering exactly the view's frame, so the platform's documented rule applies: a
/// host that does not take a touch (no panel, handle or dimming there) leaves it to the views
/// under it. The order among a screen's hosts is decided here: the screen's content hosts come
/// directly above it, in the order they came, then its window host, so a window-level drawer
/// covers every drawer drawn over a view of that screen whichever came first, and none of them
/// rises above what the app or the platform put over the screen (a modal's container).
package enum DrawerScreenLayering {
    /// Where a new host goes among `above`, the views directly above its screen, bottom to top
    /// (the host itself left out): the count of views from the screen up that are to stay under
    /// it, that is the run of the screen's content hosts that starts directly above the screen.
    package static func insertionOffset(above: [DrawerScreenLayer]) -> Int {
        above.prefix { $0 == .contentHost }.count
    }

    /// Whether a content host whose screen is under `below` (the views between the screen and the
    /// host, bottom to top) is where it belongs: only content hosts of its screen are between.
    package static func contentHostIsInPlace(below: [DrawerScreenLayer]) -> Bool {
        below.allSatisfy { $0 == .contentHost }
    }

    /// The frame of a content host, in its window, for a presenting view whose frame in the
    /// window is `presentingFrame`: that frame, standardized (a negative width or height turns it
    /// around its far edge), and an empty rectangle at the origin when a value is not finite or
    /// the frame is the null or infinite rectangle (a view out of any layout), so a view mid-way
    /// through a broken layout hides its drawer rather than placing it at infinity.
    package static func contentHostFrame(for presentingFrame: CGRect) -> CGRect {
        let values = [presentingFrame.origin.x, presentingFrame.origin.y, presentingFrame.width, presentingFrame.height]
        guard values.allSatisfy(\.isFinite), !presentingFrame.isNull, !presentingFrame.isInfinite else { return .zero }
        return presentingFrame.standardized
    }
}
