import Foundation

/// How a drawer looks, as far as the engine needs to know: corner radius, dimming and panel
/// width. Colours, materials and shadows belong to the adapters.
///
/// Out-of-range values are clamped when set, so a style is always drawable: a negative or NaN
/// corner radius becomes 0, a maximum dimming outside 0…1 is clamped into it (NaN reads as 0:
/// no dimming), a cross length that is not positive and finite means "as wide as the container".
public struct DrawerStyle: Sendable, Hashable {
    /// The panel's corner radius in points; at least 0.
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
    /// The panel's length across the drawer's axis (a bottom sheet's width), centred; `nil`
    /// fills the container. Material caps sheets at 640 dp on wide screens.
    public var crossLength: CGFloat? {
        didSet { crossLength = Self.sanitizedCrossLength(crossLength) }
    }

    /// Creates a style.
    /// - Parameters:
    ///   - cornerRadius: defaults to 12 pt.
    ///   - maximumDimming: defaults to 0.3, FloatingPanel's full-state backdrop alpha.
    ///   - largestUndimmedDetent: defaults to `nil` (dim at every open detent).
    ///   - crossLength: defaults to `nil` (full width).
    public init(
        cornerRadius: CGFloat = 12,
        maximumDimming: CGFloat = 0.3,
        largestUndimmedDetent: DrawerDetent.Identifier? = nil,
        crossLength: CGFloat? = nil
    ) {
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
