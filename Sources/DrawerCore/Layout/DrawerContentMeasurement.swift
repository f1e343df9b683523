import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Which of a toolkit's two answers is a content view's natural length along the drawer's axis,
/// for fit-to-content detents.
///
/// UIKit has two protocols. A frame-based view answers `sizeThatFits` with its own size; the
/// default implementation answers with the view's current size, which inside a drawer is the
/// panel's, not the content's. An Auto Layout view answers `systemLayoutSizeFitting` from its
/// constraints; a view without any answers zero there.
public enum DrawerContentMeasurement {
    /// The natural length: what the view said of itself (`selfMeasured`, its `sizeThatFits`) when
    /// that differs from its current length, since then it measured itself; otherwise its
    /// constraints' length (`byConstraints`) when they give one; otherwise the current length.
    /// Non-finite or negative answers count as no answer; the result is never negative.
    public static func naturalLength(selfMeasured: CGFloat, current: CGFloat, byConstraints: CGFloat) -> CGFloat {
        let current = current.isFinite ? max(0, current) : 0
        if selfMeasured.isFinite, selfMeasured >= 0, abs(selfMeasured - current) > 0.5 { return selfMeasured }
        if byConstraints.isFinite, byConstraints > 0 { return byConstraints }
        return current
    }
}
