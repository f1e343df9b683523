import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The scroll position of the content inside a drawer, along the drawer's axis.
///
/// Adapters report it whenever the content scrolls by itself (wheel, keyboard focus); during a
/// drag the engine keeps its own copy and tells the adapter the offset to apply, so the two can
/// never disagree mid-gesture.
public struct DrawerScrollState: Sendable, Hashable {
    /// The content offset, 0 at the content's start. Clamped to `0…maximumOffset`.
    public var offset: CGFloat
    /// The content's total length along the axis.
    public var contentLength: CGFloat
    /// The visible length of the scroll view along the axis.
    public var viewportLength: CGFloat

    /// Creates a scroll state. Non-finite or negative lengths count as zero; the offset is
    /// clamped into the scrollable range.
    public init(offset: CGFloat, contentLength: CGFloat, viewportLength: CGFloat) {
        self.contentLength = contentLength.nonNegativeFinite
        self.viewportLength = viewportLength.nonNegativeFinite
        self.offset = 0
        self.offset = offset.clamped(to: 0...maximumOffset)
    }

    /// How far the content can scroll: zero when it is shorter than its viewport.
    public var maximumOffset: CGFloat { max(0, contentLength - viewportLength) }

    /// Nothing to scroll.
    public static let none = DrawerScrollState(offset: 0, contentLength: 0, viewportLength: 0)
}
