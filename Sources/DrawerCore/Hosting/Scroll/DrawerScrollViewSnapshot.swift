import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a real scroll view reported at one instant, as a value: the form in which an adapter
/// hands a `UIScrollView` (UIKit's, or the one under a SwiftUI `ScrollView`) to
/// `DrawerHostModel.trackScrollView(_:in:viewport:location:time:)`.
///
/// A `UIScrollView` is main-actor bound and cannot itself satisfy the nonisolated
/// `DrawerTrackableScrollView` requirements, and its pan translation only means something in a
/// chosen coordinate space. The adapter therefore reads the view on the main actor and copies
/// what it reads into a snapshot, field for field:
///
/// | snapshot | `UIScrollView` |
/// |---|---|
/// | `contentOffset` | `contentOffset` |
/// | `contentInset` | `adjustedContentInset` (top, left, bottom, right) |
/// | `contentSize` | `contentSize` |
/// | `viewportSize` | `bounds.size` |
/// | `panPhase` | `panGestureRecognizer.state` |
/// | `isDecelerating` | `isDecelerating` |
/// | `bounces` | `bounces` |
/// | `panTranslation`, `panVelocity` | `panGestureRecognizer.translation(in:)`, `velocity(in:)` in the drawers' container view |
///
/// Whether the finger counts as dragging follows from the phase (`DrawerPanPhase.isDragging`),
/// not from `isTracking`: a finger that merely rests on a row is not a drag.
///
/// ```swift
/// let snapshot = DrawerScrollViewSnapshot(
///     contentOffset: CGPoint(x: 0, y: 120), contentInset: DrawerInsets(top: 20, bottom: 34),
///     contentSize: CGSize(width: 390, height: 3000), viewportSize: CGSize(width: 390, height: 400),
///     panPhase: .changed, panTranslation: CGPoint(x: 0, y: -40))
/// ```
package struct DrawerScrollViewSnapshot: DrawerTrackableScrollView, Sendable, Hashable {
    package var drawerContentOffset: CGPoint
    package var drawerContentInset: DrawerInsets
    package var drawerContentSize: CGSize
    package var drawerViewportSize: CGSize
    /// Where the scroll view's pan gesture is; ``drawerIsTracking`` follows from it.
    package var panPhase: DrawerPanPhase
    package var drawerIsDecelerating: Bool
    package var drawerPanTranslation: CGPoint
    package var drawerPanVelocity: CGPoint
    package var drawerBounces: Bool

    /// Whether a finger drags the list: the pan gesture has begun and not ended.
    package var drawerIsTracking: Bool { panPhase.isDragging }

    /// A snapshot of the values a scroll view reported (see the table above).
    package init(
        contentOffset: CGPoint, contentInset: DrawerInsets = .zero, contentSize: CGSize, viewportSize: CGSize,
        panPhase: DrawerPanPhase = .possible, isDecelerating: Bool = false, panTranslation: CGPoint = .zero,
        panVelocity: CGPoint = .zero, bounces: Bool = false
    ) {
        drawerContentOffset = contentOffset
        drawerContentInset = contentInset
        drawerContentSize = contentSize
        drawerViewportSize = viewportSize
        self.panPhase = panPhase
        drawerIsDecelerating = isDecelerating
        drawerPanTranslation = panTranslation
        drawerPanVelocity = panVelocity
        drawerBounces = bounces
    }
}

extension DrawerScrollViewSnapshot {
    /// Hashes the stored values component by component: CG geometry is not `Hashable` before
    /// iOS 18 and macOS 15 (see `Hasher.combine(rect:)`).
    package func hash(into hasher: inout Hasher) {
        hasher.combine(point: drawerContentOffset)
        hasher.combine(drawerContentInset)
        hasher.combine(size: drawerContentSize)
        hasher.combine(size: drawerViewportSize)
        hasher.combine(panPhase)
        hasher.combine(drawerIsDecelerating)
        hasher.combine(point: drawerPanTranslation)
        hasher.combine(point: drawerPanVelocity)
        hasher.combine(drawerBounces)
    }
}
