import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The dimming curve: how dark the content behind a drawer gets for a given extent.
///
/// With an un-dimmed detent *u* (seed 004), the backdrop stays clear up to *u* and darkens
/// linearly to the maximum at the largest stop. Without one (UIKit's default), it darkens from
/// closed to the first open stop and stays at the maximum above. Past the largest stop (rubber
/// banding) it holds the maximum. The curve is continuous and never decreases with extent.
public struct DrawerDimming: Sendable, Hashable {
    /// Extent where dimming starts rising from 0.
    public let start: CGFloat
    /// Extent where dimming reaches the maximum.
    public let end: CGFloat
    /// The maximum alpha, 0…1.
    public let maximum: CGFloat

    /// The curve for `stops` under `style`.
    public init(stops: DrawerResolvedDetents, style: DrawerStyle) {
        maximum = style.maximumDimming
        if let undimmed = style.largestUndimmedDetent {
            // An un-dimmed detent that is not active in this container leaves nothing dimmed
            // below the largest stop: the app asked for clear content, not for darkness.
            start = stops.stop(for: undimmed)?.extent ?? stops.largest.extent
            end = stops.largest.extent
        } else {
            start = 0
            end = stops.first { $0.extent > 0 }?.extent ?? 0
        }
    }

    /// The alpha at `extent`, 0…``maximum``.
    public func alpha(at extent: CGFloat) -> CGFloat {
        guard extent.isFinite, extent > start, end > start else { return 0 }
        return maximum * ((extent - start) / (end - start)).clamped(to: 0...1)
    }
}
