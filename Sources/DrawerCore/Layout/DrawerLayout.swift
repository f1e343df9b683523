import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The pure function from "a container, an edge, stops, a style and an extent" to a
/// ``DrawerFrame`` (seed 000's `DrawerLayout` idea, without the view).
///
/// Build one when the container, detents or style change; then call ``frame(extent:anchor:)``
/// for every extent. Nothing here allocates after `init`, so it is cheap enough for every
/// animation frame.
///
/// ```swift
/// let container = DrawerContainer(size: CGSize(width: 390, height: 844))
/// let stops = DrawerDetentResolver(detents: [.closed, .medium, .large])
///     .resolve(in: container, edge: .bottom)
/// let layout = DrawerLayout(container: container, edge: .bottom, stops: stops)
/// let frame = layout.frame(extent: 422)
/// // frame.panelRect.minY == 422, frame.restingDetent == .medium
/// ```
public struct DrawerLayout: Sendable {
    /// The container.
    public let container: DrawerContainer
    /// The drawer's edge.
    public let edge: DrawerEdge
    /// The stops.
    public let stops: DrawerResolvedDetents
    /// The style.
    public let style: DrawerStyle
    /// The edge resolved against the container's layout direction.
    public let side: DrawerPhysicalEdge
    /// The detent context the stops were resolved in.
    public let context: DrawerDetentContext
    /// The dimming curve.
    public let dimming: DrawerDimming
    /// The shape as a function of the extent.
    let shapeCurve: DrawerShapeCurve

    /// Creates a layout.
    public init(container: DrawerContainer, edge: DrawerEdge, stops: DrawerResolvedDetents, style: DrawerStyle = DrawerStyle()) {
        self.container = container
        self.edge = edge
        self.stops = stops
        self.style = style
        self.side = edge.physical(in: container.layoutDirection)
        self.context = DrawerDetentContext(container: container, edge: edge)
        self.dimming = DrawerDimming(stops: stops, style: style)
        let side = edge.physical(in: container.layoutDirection)
        let context = DrawerDetentContext(container: container, edge: edge)
        self.shapeCurve = DrawerShapeCurve(
            stops: stops, style: style.effectiveShape, context: context,
            geometry: DrawerShapeGeometry(container: container, side: side, base: context.obstructionLength, style: style))
    }

    /// Whether any stop stands off the container's edge (a floating panel, as the iOS 26 sheet at
    /// partial heights): adapters then end the panel at ``DrawerFrame/visibleRect``'s near edge
    /// instead of letting it run past the container's edge, so the gap stays empty.
    public var hasEdgeInset: Bool { shapeCurve.stops.contains { $0.edgeInset > 0 } }

    /// The largest extent the drawer may ever show: the container minus the obstruction on its
    /// edge. Extents beyond it would push the panel past the far edge.
    public var maximumExtent: CGFloat { context.availableLength }

    /// The frame at `extent`.
    ///
    /// `extent` is clamped to `0…maximumExtent` (NaN becomes 0). `anchor` is the detent the
    /// content context reports; by default the nearest stop. `restingDetent` is set when the
    /// extent sits on a stop (within the collapse tolerance). The panel's free edge lies `extent`
    /// from the container's edge whatever the shape; the shape's insets pull in the other three
    /// sides of ``DrawerFrame/visibleRect``.
    public func frame(extent rawExtent: CGFloat, anchor: DrawerDetent.Identifier? = nil) -> DrawerFrame {
        let extent = rawExtent.clamped(to: 0...maximumExtent)
        let nearest = stops[stops.nearestIndex(to: extent)]
        let anchorStop = anchor.flatMap { stops.stop(for: $0) } ?? nearest
        let isResting = abs(nearest.extent - extent) <= DrawerDetentResolver.collapseTolerance
        let panelLength = max(extent, stops.largest.extent)
        let bracket = stops.bracket(of: extent)
        let shaped = shapeCurve.values(lower: bracket.lower, upper: bracket.upper, fraction: bracket.fraction)
        let geometry = shapeCurve.geometry
        let visible = geometry.visibleRect(extent: extent, edgeInset: shaped.edgeInset, sideInset: shaped.sideInset)
        let corners = shapeCurve.corners(of: visible, lower: bracket.lower, upper: bracket.upper, fraction: bracket.fraction)
        let alpha = dimming.alpha(at: extent)
        let openFraction = stops.largest.extent > 0 ? (extent / stops.largest.extent).clamped(to: 0...1) : 0
        return DrawerFrame(
            extent: extent,
            panelRect: geometry.rect(extent: extent, length: panelLength, sideInset: shaped.sideInset),
            visibleRect: visible,
            contentRect: contentRect(in: visible, edgeInset: shaped.edgeInset),
            keyboardContentInset: keyboardOverlap(of: visible),
            dimming: alpha,
            openFraction: openFraction,
            progress: DrawerProgress(
                lower: stops[bracket.lower].identifier,
                upper: stops[bracket.upper].identifier,
                fraction: bracket.fraction),
            context: DrawerContentContext(
                detent: anchorStop.identifier,
                size: visible.size,
                progress: signedProgress(extent: extent, from: anchorStop),
                offsetFromDetent: extent - anchorStop.extent,
                openFraction: openFraction,
                isAtLargestDetent: anchorStop.identifier == stops.largest.identifier),
            restingDetent: isResting ? nearest.identifier : nil,
            isContentInteractive: extent > DrawerDetentResolver.collapseTolerance,
            passesThroughBackground: alpha == 0,
            contentOffset: 0,
            cornerRadius: style.shape == nil ? style.cornerRadius : freeEdgeRadius(corners),
            shape: DrawerPanelShape(insets: geometry.insets(of: visible), corners: corners, materialBlend: shaped.materialBlend))
    }

    /// The largest radius on the panel's free edge.
    private func freeEdgeRadius(_ corners: DrawerCornerRadii) -> CGFloat {
        switch side {
        case .bottom: max(corners.topLeft, corners.topRight)
        case .top: max(corners.bottomLeft, corners.bottomRight)
        case .left: max(corners.topRight, corners.bottomRight)
        case .right: max(corners.topLeft, corners.bottomLeft)
        }
    }

    /// `visible` minus the safe area on the drawer's edge that neither the obstruction nor the
    /// panel's own edge inset already keeps it clear of.
    /// A keyboard left in the container (a drawer whose rule shrinks its content) trims it too:
    /// the content ends at the keyboard, whichever of the two reaches further in.
    private func contentRect(in visible: CGRect, edgeInset: CGFloat) -> CGRect {
        let safe = max(0, context.uncoveredNearSafeAreaInset - edgeInset)
        let inset = min(max(safe, keyboardOverlap(of: visible)), side.isVertical ? visible.height : visible.width)
        var rect = visible
        switch side {
        case .bottom: rect.size.height -= inset
        case .top:
            rect.origin.y += inset
            rect.size.height -= inset
        case .left:
            rect.origin.x += inset
            rect.size.width -= inset
        case .right: rect.size.width -= inset
        }
        return rect
    }

    /// How far into `visible`, from the drawer's edge, the container's ``DrawerContainer/keyboard``
    /// reaches (0 when the keyboard is folded into the obstruction or ignored).
    private func keyboardOverlap(of visible: CGRect) -> CGFloat {
        let keyboard = side.inset(of: container.keyboard)
        guard keyboard > 0 else { return 0 }
        let overlap: CGFloat =
            switch side {
            case .bottom: visible.maxY - (container.size.height - keyboard)
            case .top: keyboard - visible.minY
            case .left: keyboard - visible.minX
            case .right: visible.maxX - (container.size.width - keyboard)
            }
        return min(max(0, overlap), side.isVertical ? visible.height : visible.width)
    }

    /// Progress from `anchor` towards its neighbour in the direction of `extent`, -1…1.
    private func signedProgress(extent: CGFloat, from anchor: DrawerResolvedDetent) -> CGFloat {
        guard let index = stops.index(of: anchor.identifier) else { return 0 }
        let offset = extent - anchor.extent
        if offset > 0, index + 1 < stops.endIndex {
            return offset / (stops[index + 1].extent - anchor.extent)
        }
        if offset < 0, index > stops.startIndex {
            return offset / (anchor.extent - stops[index - 1].extent)
        }
        return 0
    }
}
