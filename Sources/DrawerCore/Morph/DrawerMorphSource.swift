import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The rectangle a drawer grows out of and shrinks back into: a button, a toolbar item, a
/// bottom bar (iOS 26's `matchedTransitionSource` with a zoom transition).
///
/// In the container's coordinates (origin top-left, y down), as the adapter measures the source
/// on screen. The adapter updates it whenever the source moves or the window resizes
/// (`DrawerHostModel.setMorphSource(_:for:)`); the model reads it every frame, so an update
/// mid-flight bends the morph without a step in its progress.
public struct DrawerMorphSource: Sendable, Hashable {
    /// The source's frame in the container.
    public var rect: CGRect
    /// The source's own corner radius, where the morph's corners start.
    public var cornerRadius: CGFloat

    /// Creates a source. Bad values are kept as given and dealt with by ``clamped(to:)``.
    public init(rect: CGRect, cornerRadius: CGFloat = 0) {
        self.rect = rect
        self.cornerRadius = cornerRadius
    }

    /// Whether every coordinate and the radius are finite: a source that is not is ignored
    /// (`DrawerHostModel.setMorphSource(_:for:)` keeps the last good one).
    public var isFinite: Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite && rect.size.height.isFinite
            && cornerRadius.isFinite
    }

    /// The source as the morph uses it inside a container of `size`; `nil` when it cannot be
    /// used (a coordinate not finite, an empty container).
    ///
    /// The rule, so no source can make a frame that is not drawable:
    /// - a negative width or height is read as the same rectangle drawn the other way
    ///   (`standardized`); a zero size is a point, and the drawer grows out of that point;
    /// - a source larger than the container is cut to the container's size, and one partly or
    ///   wholly off screen is slid inside, to the nearest place where it fits (the morph starts
    ///   at the screen's edge nearest to where the source is);
    /// - the radius is at least 0 and at most half the shorter side (NaN reads as 0).
    public func clamped(to size: CGSize) -> DrawerMorphSource? {
        guard isFinite, size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return nil }
        let standard = rect.standardized
        let width = Swift.min(standard.width, size.width)
        let height = Swift.min(standard.height, size.height)
        let x = standard.minX.clamped(to: 0...(size.width - width))
        let y = standard.minY.clamped(to: 0...(size.height - height))
        let radius = cornerRadius.nonNegativeFinite
        return DrawerMorphSource(
            rect: CGRect(x: x, y: y, width: width, height: height),
            cornerRadius: Swift.min(radius, Swift.min(width, height) / 2))
    }
}

extension DrawerMorphSource {
    /// Hashes the stored values component by component: CG geometry is not `Hashable` before
    /// iOS 18 and macOS 15 (see `Hasher.combine(rect:)`).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rect: rect)
        hasher.combine(cornerRadius)
    }
}
