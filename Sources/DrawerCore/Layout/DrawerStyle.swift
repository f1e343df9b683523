import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How a drawer looks, as far as the engine needs to know: its shape (insets, corner radii,
/// glass-to-opaque blend), dimming, width and placement, and the grabber and shadow metrics the
/// adapters draw. Colours and the materials themselves belong to the adapters.
///
/// Out-of-range values are clamped when set, so a style is always drawable: a negative or NaN
/// corner radius becomes 0, a maximum dimming outside 0…1 is clamped into it (NaN reads as 0:
/// no dimming), a cross length that is not positive and finite means "as wide as the container",
/// and one wider than the container is limited to it when the layout is made.
/// ``DrawerStyle/iOS26Sheet(shape:maximumDimming:)`` and ``DrawerStyle/iOS15Sheet(cornerRadius:maximumDimming:)``
/// reproduce the system sheets.
public struct DrawerStyle: Sendable, Hashable {
    /// The panel's corner radius in points, on its free edge; at least 0. Used when ``shape`` is
    /// `nil` (the iOS 15–18 look); a shape style gives every radius itself.
    public var cornerRadius: CGFloat {
        didSet { cornerRadius = cornerRadius.nonNegativeFinite }
    }
    /// The dimming alpha reached at the largest detent, 0…1.
    public var maximumDimming: CGFloat {
        didSet { maximumDimming = maximumDimming.clamped(to: 0...1) }
    }
    /// The largest detent that leaves the content behind undimmed and touchable (seed 004,
    /// UIKit's `largestUndimmedDetentIdentifier`). `nil` dims at every open detent, as UIKit's
    /// sheet does.
    public var largestUndimmedDetent: DrawerDetent.Identifier?
    /// The panel's maximum length across the drawer's axis (a bottom sheet's maximum width),
    /// placed by ``placement``; `nil` fills the container (less the shape's side insets).
    /// Material caps sheets at 640 dp on wide screens. A length above the container's is limited
    /// to the container's.
    public var crossLength: CGFloat? {
        didSet { crossLength = Self.sanitizedCrossLength(crossLength) }
    }
    /// Where a panel narrower than its container sits across the axis (iOS 27's
    /// `presentationPlacement`); reading-direction aware.
    public var placement: DrawerPlacement
    /// The panel's shape per detent; `nil` is the iOS 15–18 look from ``cornerRadius``
    /// (``DrawerShapeStyle/iOS15Sheet(cornerRadius:)``).
    public var shape: DrawerShapeStyle?
    /// The grabber the adapters draw.
    public var grabber: DrawerGrabberMetrics
    /// Whether the adapters draw a shadow around the panel (the iOS 26 sheet has none).
    public var castsShadow: Bool
    /// Whether open detents end at the far safe area: the iOS 26 sheet's large detent has its top
    /// at the safe-area top, below the status bar (measured on a 402-pt iPhone: top at 62 pt),
    /// where DrawerKit's own look lets `.large` reach the container's far edge.
    public var clearsFarSafeArea: Bool

    /// The shape style in effect: ``shape``, or the iOS 15–18 look from ``cornerRadius``.
    public var effectiveShape: DrawerShapeStyle { shape ?? .iOS15Sheet(cornerRadius: cornerRadius) }

    /// Creates a style.
    /// - Parameters:
    ///   - cornerRadius: defaults to 12 pt.
    ///   - maximumDimming: defaults to 0.3, FloatingPanel's full-state backdrop alpha.
    ///   - largestUndimmedDetent: defaults to `nil` (dim at every open detent).
    ///   - crossLength: defaults to `nil` (full width).
    ///   - placement: defaults to centred.
    ///   - shape: defaults to `nil` (the iOS 15–18 look from `cornerRadius`).
    ///   - grabber: defaults to FloatingPanel's grabber.
    ///   - castsShadow: defaults to `true`.
    ///   - clearsFarSafeArea: defaults to `false` (open detents may reach the container's far edge).
    public init(
        cornerRadius: CGFloat = 12,
        maximumDimming: CGFloat = 0.3,
        largestUndimmedDetent: DrawerDetent.Identifier? = nil,
        crossLength: CGFloat? = nil,
        placement: DrawerPlacement = .center,
        shape: DrawerShapeStyle? = nil,
        grabber: DrawerGrabberMetrics = DrawerGrabberMetrics(),
        castsShadow: Bool = true,
        clearsFarSafeArea: Bool = false
    ) {
        self.clearsFarSafeArea = clearsFarSafeArea
        self.placement = placement
        self.shape = shape
        self.grabber = grabber
        self.castsShadow = castsShadow
        self.cornerRadius = cornerRadius.nonNegativeFinite
        self.maximumDimming = maximumDimming.clamped(to: 0...1)
        self.largestUndimmedDetent = largestUndimmedDetent
        self.crossLength = Self.sanitizedCrossLength(crossLength)
    }

    private static func sanitizedCrossLength(_ value: CGFloat?) -> CGFloat? {
        guard let value, value.isFinite, value > 0 else { return nil }
        return value
    }
}
