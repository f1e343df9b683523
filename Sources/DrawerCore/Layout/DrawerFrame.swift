import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Everything an adapter needs to draw a drawer at one instant.
///
/// Produced by ``DrawerLayout`` (the static parts) and by the engine (the motion parts). All
/// rectangles are in the container's coordinates, origin top-left, y down. Every number is
/// finite.
public struct DrawerFrame: Sendable, Hashable {
    /// How far the drawer is revealed from its edge, in points.
    public var extent: CGFloat
    /// The whole panel. It is at least as long as the largest stop, so a sheet pulled up or
    /// rubber-banded never shows a gap behind it; the part beyond ``visibleRect`` lies outside
    /// the container, behind the keyboard, or in the gap a floating panel keeps from its edge
    /// (``DrawerPanelShape/insets``): adapters clip the panel to ``visibleRect`` with
    /// ``shape``'s corners.
    public var panelRect: CGRect
    /// The revealed part of the panel: its drawn outline, inset from the container's edges by
    /// ``shape``. Hit-testing, pass-through and dimming beside it follow from this rectangle.
    public var visibleRect: CGRect
    /// The revealed part minus the safe area on the drawer's edge: where content can be read.
    public var contentRect: CGRect
    /// How much of the revealed panel, from the drawer's edge, an on-screen keyboard covers while
    /// the detent's rule shrinks the content (``DrawerKeyboardRule/shrinkContent``): the content
    /// ends this far before the panel's visible end; 0 under every other rule. ``contentRect``
    /// already leaves it out; adapters that lay content out in the whole panel inset it by this.
    public var keyboardContentInset: CGFloat = 0
    /// The backdrop's alpha, 0…``DrawerStyle/maximumDimming``.
    public var dimming: CGFloat
    /// 0 closed … 1 at the largest stop (seeds 001 and 003).
    public var openFraction: CGFloat
    /// Where the drawer is between its neighbouring stops.
    public var progress: DrawerProgress
    /// What the content is told (seed 001).
    public var context: DrawerContentContext
    /// The stop the drawer rests at, or `nil` while it moves.
    public var restingDetent: DrawerDetent.Identifier?
    /// Whether the drawer's content should take touches (not while closed or being dragged).
    public var isContentInteractive: Bool
    /// Whether touches outside the panel reach the content behind (nothing dims it).
    public var passesThroughBackground: Bool
    /// The content's scroll offset the engine wants applied, when it owns scrolling.
    public var contentOffset: CGFloat
    /// One radius for adapters that draw one: the style's ``DrawerStyle/cornerRadius`` when it
    /// has no shape style, otherwise the largest radius on the panel's free edge.
    public var cornerRadius: CGFloat
    /// The panel's shape at this extent: insets, four corner radii, glass-to-opaque blend,
    /// continuous in the extent.
    public var shape: DrawerPanelShape
    /// How opaque the content is drawn, 0…1: 1 except while a drawer grows out of its source
    /// (`DrawerMorph`, through `DrawerHostModel.frame(of:)`), where it fades in.
    public var contentOpacity: CGFloat = 1
}

extension DrawerFrame {
    /// Hashes the stored values component by component: CG geometry is not `Hashable` before
    /// iOS 18 and macOS 15 (see `Hasher.combine(rect:)`).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(extent)
        hasher.combine(rect: panelRect)
        hasher.combine(rect: visibleRect)
        hasher.combine(rect: contentRect)
        hasher.combine(keyboardContentInset)
        hasher.combine(dimming)
        hasher.combine(openFraction)
        hasher.combine(progress)
        hasher.combine(context)
        hasher.combine(restingDetent)
        hasher.combine(isContentInteractive)
        hasher.combine(passesThroughBackground)
        hasher.combine(contentOffset)
        hasher.combine(cornerRadius)
        hasher.combine(shape)
        hasher.combine(contentOpacity)
    }
}
