import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The size and position of the grabber (drag indicator) an adapter draws on the panel's free
/// edge, in points.
///
/// Defaults are FloatingPanel's (36 × 5 pt, 6 pt from the edge); the iOS 26 sheet's, measured by
/// others from one capture (DrawerKit issue 24), are 36 × 5 pt, 5 pt from the top. Negative, NaN
/// and infinite values read as 0.
public struct DrawerGrabberMetrics: Sendable, Hashable {
    /// Length along the free edge.
    public var width: CGFloat { didSet { width = width.nonNegativeFinite } }
    /// Thickness; the grabber's corner radius is half of it.
    public var height: CGFloat { didSet { height = height.nonNegativeFinite } }
    /// Gap between the panel's free edge and the grabber.
    public var offset: CGFloat { didSet { offset = offset.nonNegativeFinite } }

    /// Creates grabber metrics.
    public init(width: CGFloat = 36, height: CGFloat = 5, offset: CGFloat = 6) {
        self.width = width.nonNegativeFinite
        self.height = height.nonNegativeFinite
        self.offset = offset.nonNegativeFinite
    }
}
