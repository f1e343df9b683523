import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A drawer's shape as a function of its extent: each stop's ``DrawerDetentShape``, limited to
/// the container, and the interpolation between neighbouring stops.
///
/// Insets, the material blend and fixed radii are linear in the extent between two stops and
/// constant beyond the outermost ones, so the shape never steps while a finger drags, a spring
/// overshoots or a rubber band stretches. Where both neighbouring stops round a group of corners
/// concentrically, those corners follow the concentric rule exactly at every extent (from the
/// interpolated insets); otherwise each stop's radius is taken at its own geometry and
/// interpolated. Built once per layout; ``shape(at:)`` allocates nothing.
struct DrawerShapeCurve: Sendable, Equatable {
    /// One stop's shape, limited to the container, with its corners resolved (and limited to what
    /// can be drawn) at its own geometry.
    struct Stop: Sendable, Hashable {
        var edgeInset: CGFloat
        var sideInset: CGFloat
        var materialBlend: CGFloat
        /// The free edge's concentric minimum, limited like the radii; `nil` for a fixed radius.
        var freeMinimum: CGFloat?
        /// The container edge's concentric minimum, limited like the radii; `nil` for a fixed radius.
        var edgeMinimum: CGFloat?
        var corners: DrawerCornerRadii
    }

    /// The values at one extent, before the outline is known.
    struct Values {
        var edgeInset: CGFloat
        var sideInset: CGFloat
        var materialBlend: CGFloat
    }

    let geometry: DrawerShapeGeometry
    let stops: [Stop]

    init(
        stops resolved: DrawerResolvedDetents, style: DrawerShapeStyle, context: DrawerDetentContext,
        geometry: DrawerShapeGeometry
    ) {
        self.geometry = geometry
        let smallestOpen = resolved.first { !$0.isClosed }
        var stops: [Stop] = []
        stops.reserveCapacity(resolved.count)
        for stop in resolved {
            // The closed stop wears the smallest open stop's shape, flat on the edge.
            var shape = style.shape(for: stop.isClosed ? (smallestOpen ?? stop) : stop, in: context)
            if stop.isClosed { shape.edgeInset = 0 }
            let edgeInset = min(shape.edgeInset, stop.extent / 2)
            let sideInset = min(shape.sideInset, geometry.maximumSideInset)
            let visible = geometry.visibleRect(extent: stop.extent, edgeInset: edgeInset, sideInset: sideInset)
            // Limited to what the stop's own outline can draw before interpolating, so a huge radius
            // reads as "fully round" and the interpolation between stops stays gentle.
            let corners = DrawerShapeGeometry.drawable(
                geometry.assemble(
                    free: geometry.corners(of: visible, rule: shape.freeCorners),
                    edge: geometry.corners(of: visible, rule: shape.edgeCorners)),
                in: visible)
            let limit = max(0, min(visible.width, visible.height) / 2)
            stops.append(
                Stop(
                    edgeInset: edgeInset, sideInset: sideInset, materialBlend: shape.materialBlend,
                    freeMinimum: shape.freeCorners.concentricMinimum.map { min($0, limit) },
                    edgeMinimum: shape.edgeCorners.concentricMinimum.map { min($0, limit) }, corners: corners))
        }
        self.stops = stops
    }

    /// Insets and material at a bracket of the stops (``DrawerResolvedDetents/bracket(of:)``).
    func values(lower: Int, upper: Int, fraction t: CGFloat) -> Values {
        let a = stops[lower]
        let b = stops[upper]
        return Values(
            edgeInset: Self.mix(a.edgeInset, b.edgeInset, t),
            sideInset: Self.mix(a.sideInset, b.sideInset, t),
            materialBlend: Self.mix(a.materialBlend, b.materialBlend, t))
    }

    /// The drawable corners of `visible` at a bracket of the stops.
    func corners(of visible: CGRect, lower: Int, upper: Int, fraction t: CGFloat) -> DrawerCornerRadii {
        let a = stops[lower]
        let b = stops[upper]
        let mixed = Self.mix(a.corners, b.corners, t)
        let free = group(a.freeMinimum, b.freeMinimum, t, visible: visible) ?? mixed
        let edge = group(a.edgeMinimum, b.edgeMinimum, t, visible: visible) ?? mixed
        return DrawerShapeGeometry.drawable(geometry.assemble(free: free, edge: edge), in: visible)
    }

    /// The concentric corners of `visible` when both stops' rules are concentric (both have a
    /// minimum), else `nil`.
    private func group(_ a: CGFloat?, _ b: CGFloat?, _ t: CGFloat, visible: CGRect) -> DrawerCornerRadii? {
        guard let low = a, let high = b else { return nil }
        return geometry.corners(of: visible, rule: .concentric(minimum: Self.mix(low, high, t)))
    }

    @inline(__always)
    static func mix(_ a: CGFloat, _ b: CGFloat, _ t: CGFloat) -> CGFloat { a + (b - a) * t }

    static func mix(_ a: DrawerCornerRadii, _ b: DrawerCornerRadii, _ t: CGFloat) -> DrawerCornerRadii {
        DrawerCornerRadii(
            topLeft: mix(a.topLeft, b.topLeft, t), topRight: mix(a.topRight, b.topRight, t),
            bottomLeft: mix(a.bottomLeft, b.bottomLeft, t), bottomRight: mix(a.bottomRight, b.bottomRight, t))
    }
}
