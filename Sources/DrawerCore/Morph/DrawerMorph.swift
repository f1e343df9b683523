import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Where a drawer growing out of a source is drawn at one instant, and how its content and the
/// source's look blend: the value adapters draw (`DrawerHostModel.morph(of:)`), also carried
/// by `DrawerHostModel.frame(of:)`.
///
/// One model serves two cases:
/// - **a source rectangle** (a button, a toolbar item: iOS 26's zoom transition): the drawn
///   outline runs from the source's rectangle and radius at ``progress`` 0 to the panel's own
///   outline and corners at 1, linearly in ``progress``; the content fades in over
///   ``contentFade`` while the source's look fades out;
/// - **a bottom bar** (libadwaita's `AdwBottomSheet`): the bar is the source and is the sheet's
///   own smallest stop, so the outline is always the panel's; the bar's look and the sheet's
///   content swap at ``DrawerBottomBarSwitch/threshold`` with its hysteresis.
///
/// ``progress`` is a pure function of the drawer's extent (``progress(extent:endExtent:)``), the
/// value the drawer's own spring and drag move: an open interrupted by a drag, a dismissal
/// reversed mid-flight or a drag across the morph continue from where the drawing is, with no
/// step, and a dismissal, dragged or not, ends at extent 0 — in the source.
package struct DrawerMorph: Sendable, Hashable {
    /// 0 = the source, 1 = the panel (and beyond: the morph is over).
    package var progress: CGFloat
    /// The drawn outline, in the container.
    package var rect: CGRect
    /// The drawn outline's corner radii, at most half its shorter side.
    package var corners: DrawerCornerRadii
    /// The opacity of the drawer's content, 0…1.
    package var contentOpacity: CGFloat
    /// The opacity of the source's look drawn in the outline (a bottom bar, a snapshot of the
    /// button), 0…1: `1 − contentOpacity`, so the two cross-fade.
    package var sourceOpacity: CGFloat { 1 - contentOpacity }
    /// Whether the morph changes the drawing now: the outline is not yet the panel's, or the
    /// content is not fully shown.
    package var isActive: Bool { progress < 1 || contentOpacity < 1 }

    /// The progress range over which a source morph fades its content in (and the source's
    /// look out): after a fifth of the way, so the first frames show the source growing, and
    /// done at seven tenths, before the outline has reached the panel. Provisional numbers,
    /// chosen by eye in the gallery; iOS publishes none.
    package static let contentFade: ClosedRange<CGFloat> = 0.2...0.7

    /// Creates a morph; every value is clamped into its range (NaN progress reads as 0).
    package init(progress: CGFloat, rect: CGRect, corners: DrawerCornerRadii, contentOpacity: CGFloat) {
        self.progress = progress.clamped(to: 0...1)
        self.rect = rect
        self.corners = corners
        self.contentOpacity = contentOpacity.clamped(to: 0...1)
    }

    /// A drawer's morph progress: its extent over the extent where the morph ends (its smallest
    /// open stop), 0…1. 1 when the end is not a positive, finite length (nothing to morph); 0
    /// for a NaN extent.
    package static func progress(extent: CGFloat, endExtent: CGFloat) -> CGFloat {
        guard endExtent.isFinite, endExtent > DrawerDetentResolver.collapseTolerance else { return 1 }
        return (extent / endExtent).clamped(to: 0...1)
    }

    /// The source morph at `progress`, from `source` (already ``DrawerMorphSource/clamped(to:)``)
    /// to the panel's outline `panel` with `panelCorners`.
    package init(from source: DrawerMorphSource, to panel: CGRect, panelCorners: DrawerCornerRadii, progress: CGFloat) {
        let t = progress.clamped(to: 0...1)
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a * (1 - t) + b * t }
        let start = source.rect
        let rect = CGRect(
            x: mix(start.minX, panel.minX), y: mix(start.minY, panel.minY),
            width: Swift.max(0, mix(start.width, panel.width)), height: Swift.max(0, mix(start.height, panel.height)))
        let limit = Swift.min(rect.width, rect.height) / 2
        let r = source.cornerRadius
        let corners = DrawerCornerRadii(
            topLeft: Swift.min(mix(r, panelCorners.topLeft), limit),
            topRight: Swift.min(mix(r, panelCorners.topRight), limit),
            bottomLeft: Swift.min(mix(r, panelCorners.bottomLeft), limit),
            bottomRight: Swift.min(mix(r, panelCorners.bottomRight), limit))
        let fade = Self.contentFade
        let opacity = ((t - fade.lowerBound) / (fade.upperBound - fade.lowerBound)).clamped(to: 0...1)
        self.init(progress: t, rect: rect, corners: corners, contentOpacity: opacity)
    }

    /// The bottom-bar case: the outline is the panel's own (`frame`), and the bar's look shows
    /// instead of the content while `showsBar` (``DrawerBottomBarSwitch``).
    package init(bottomBar frame: DrawerFrame, showsBar: Bool, progress: CGFloat) {
        self.init(
            progress: progress, rect: frame.visibleRect, corners: frame.shape.corners, contentOpacity: showsBar ? 0 : 1)
    }
}

extension DrawerMorph {
    /// Hashes the stored values component by component: CG geometry is not `Hashable` before
    /// iOS 18 and macOS 15 (see `Hasher.combine(rect:)`).
    package func hash(into hasher: inout Hasher) {
        hasher.combine(progress)
        hasher.combine(rect: rect)
        hasher.combine(corners)
        hasher.combine(contentOpacity)
    }
}
