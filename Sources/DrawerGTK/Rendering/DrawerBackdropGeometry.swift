#if os(Linux)
    import DrawerCore

    /// Where a drawer's backdrop draws its dimming and its panel's shadow, in the backdrop's
    /// coordinates (the overlay's): pure geometry, no GTK.
    enum DrawerBackdropGeometry {
        /// A rectangle in pixels (GTK's coordinates: origin top left, y down).
        struct Rect: Equatable {
            var x: Double
            var y: Double
            var width: Double
            var height: Double

            var maxX: Double { x + width }
            var maxY: Double { y + height }
            var isEmpty: Bool { !(width > 0 && height > 0) }

            /// The part of the rectangle inside `other`, or `nil` if they do not overlap.
            func intersection(_ other: Rect) -> Rect? {
                let left = max(x, other.x)
                let top = max(y, other.y)
                let result = Rect(x: left, y: top, width: min(maxX, other.maxX) - left, height: min(maxY, other.maxY) - top)
                return result.isEmpty ? nil : result
            }
        }

        /// One of the panel's corners.
        enum Corner: CaseIterable, Hashable {
            case topLeft, topRight, bottomRight, bottomLeft
        }

        /// A piece of the shadow.
        enum ShadowPiece: Equatable {
            /// A linear gradient over `rect` from the panel's edge at `start` (the profile's
            /// offset 0) to `end` (offset 1, ``DrawerShadowProfile/extent`` away).
            case edge(rect: Rect, start: (x: Double, y: Double), end: (x: Double, y: Double))
            /// Part of a corner image over `rect`: the image for `corner` rounded with `radius`
            /// (a square, see ``DrawerShadowProfile/cornerFractions(cornerRadius:)``, mirrored for
            /// the corner), cut to `source` (in the image's pixels). Each corner square is cut in
            /// four at the panel's corner so that the parts outside the window, and the part inside
            /// a square corner (all transparent), cost nothing: GTK 4.8 converts a texture pixel by
            /// pixel every time it draws it.
            case corner(rect: Rect, corner: Corner, radius: Double, source: Rect)

            static func == (a: ShadowPiece, b: ShadowPiece) -> Bool {
                switch (a, b) {
                case (.edge(let r1, let s1, let e1), .edge(let r2, let s2, let e2)):
                    r1 == r2 && s1 == s2 && e1 == e2
                case (.corner(let r1, let c1, let d1, let s1), .corner(let r2, let c2, let d2, let s2)):
                    r1 == r2 && c1 == c2 && d1 == d2 && s1 == s2
                default: false
                }
            }
        }

        /// The corners rounded for a drawer on `side`: the two on its free side, as the panel's CSS rounds them.
        static func roundedCorners(side: DrawerPhysicalEdge) -> Set<Corner> {
            switch side {
            case .bottom: [.topLeft, .topRight]
            case .top: [.bottomLeft, .bottomRight]
            case .left: [.topRight, .bottomRight]
            case .right: [.topLeft, .bottomLeft]
            }
        }

        /// The part of the panel that certainly hides what is under it: the panel less its
        /// rounded corners' band on the free side (the corners' cut-outs show the dimming).
        static func coveredRect(panel: Rect, side: DrawerPhysicalEdge, cornerRadius: Double) -> Rect? {
            let r = cornerRadius.isFinite ? max(0, cornerRadius) : 0
            var rect = panel
            switch side {
            case .bottom:
                rect.y += r
                rect.height -= r
            case .top: rect.height -= r
            case .left: rect.width -= r
            case .right:
                rect.x += r
                rect.width -= r
            }
            return rect.isEmpty ? nil : rect
        }

        /// `rect` ∩ `bounds` shrunk to multiples of `grid` (in `bounds`' coordinates), or `nil` if nothing is left.
        static func snapped(_ rect: Rect, inward grid: Double, within bounds: Rect) -> Rect? {
            guard let clipped = rect.intersection(bounds) else { return nil }
            guard grid.isFinite, grid > 1 else { return clipped }
            func up(_ v: Double, _ origin: Double) -> Double { origin + ((v - origin) / grid).rounded(.up) * grid }
            func down(_ v: Double, _ origin: Double) -> Double { origin + ((v - origin) / grid).rounded(.down) * grid }
            // The bounds' own edges stay where they are (nothing to gain from moving them).
            let x0 = clipped.x == bounds.x ? clipped.x : up(clipped.x, bounds.x)
            let y0 = clipped.y == bounds.y ? clipped.y : up(clipped.y, bounds.y)
            let x1 = clipped.maxX == bounds.maxX ? clipped.maxX : down(clipped.maxX, bounds.x)
            let y1 = clipped.maxY == bounds.maxY ? clipped.maxY : down(clipped.maxY, bounds.y)
            let result = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
            return result.isEmpty ? nil : result
        }

        /// The dimming: `bounds` less `covered` (an opaque panel hides the dimming under it, so
        /// it is not drawn there), as at most four rectangles that do not overlap.
        static func dimmingRects(bounds: Rect, covered: Rect?) -> [Rect] {
            guard !bounds.isEmpty else { return [] }
            guard let covered, let hole = covered.intersection(bounds) else { return [bounds] }
            let bands = [
                Rect(x: bounds.x, y: bounds.y, width: bounds.width, height: hole.y - bounds.y),
                Rect(x: bounds.x, y: hole.maxY, width: bounds.width, height: bounds.maxY - hole.maxY),
                Rect(x: bounds.x, y: hole.y, width: hole.x - bounds.x, height: hole.height),
                Rect(x: hole.maxX, y: hole.y, width: bounds.maxX - hole.maxX, height: hole.height),
            ]
            return bands.filter { !$0.isEmpty }
        }

        /// The shadow around `panel` (a drawer on `side` with `cornerRadius` on its free
        /// corners, in whole pixels and at most half the panel's shorter side), reaching `extent` pixels out: four edge gradients between four corner
        /// squares (each cut in four), each `extent` + ``DrawerShadowProfile/cornerInner(cornerRadius:)`` wide,
        /// leaving out the pieces that do not meet `bounds` (usually the edges along the window's sides).
        ///
        /// The corner squares assume the panel is at least twice their inner size along each
        /// side; a smaller panel gets overlapping corners (a slightly darker shadow), which a
        /// drawer's panel (as long as its largest stop, across the whole container) never is in practice.
        static func shadowPieces(
            panel: Rect, side: DrawerPhysicalEdge, cornerRadius: Double, extent: Int, bounds: Rect
        ) -> [ShadowPiece] {
            guard extent > 0, !panel.isEmpty else { return [] }
            let e = Double(extent)
            let rounded = roundedCorners(side: side)
            // Whole pixels, as the panel's CSS rounds its radius: a corner image is cached per
            // radius, and a panel smaller than two radii (a tiny window, a push-back's scale) would
            // otherwise ask for a new one at every size it passes through.
            let r = min(
                DrawerShadowProfile.clampedCornerRadius(cornerRadius).rounded(),
                (min(panel.width, panel.height) / 2).rounded(.down))
            func radius(_ corner: Corner) -> Double { rounded.contains(corner) ? r : 0 }
            /// How far a corner's square reaches into the panel (as ``DrawerShadowProfile/cornerInner(cornerRadius:)``).
            func inner(_ corner: Corner) -> Double {
                DrawerShadowProfile.cornerInner(cornerRadius: radius(corner), extent: extent)
            }
            let (x0, y0, x1, y1) = (panel.x, panel.y, panel.maxX, panel.maxY)
            var pieces: [ShadowPiece] = []
            func corner(_ corner: Corner, x: Double, y: Double) {
                let side = e + inner(corner)
                // The panel's corner inside the square, where it is cut.
                let cutX = corner == .topLeft || corner == .bottomLeft ? e : inner(corner)
                let cutY = corner == .topLeft || corner == .topRight ? e : inner(corner)
                for (left, width) in [(0, cutX), (cutX, side - cutX)] {
                    for (top, height) in [(0, cutY), (cutY, side - cutY)] {
                        let source = Rect(x: left, y: top, width: width, height: height)
                        pieces.append(
                            .corner(
                                rect: Rect(x: x + left, y: y + top, width: width, height: height), corner: corner,
                                radius: radius(corner), source: source))
                    }
                }
            }
            corner(.topLeft, x: x0 - e, y: y0 - e)
            corner(.topRight, x: x1 - inner(.topRight), y: y0 - e)
            corner(.bottomRight, x: x1 - inner(.bottomRight), y: y1 - inner(.bottomRight))
            corner(.bottomLeft, x: x0 - e, y: y1 - inner(.bottomLeft))
            let top = Rect(x: x0 + inner(.topLeft), y: y0 - e, width: x1 - inner(.topRight) - x0 - inner(.topLeft), height: e)
            pieces.append(.edge(rect: top, start: (top.x, y0), end: (top.x, y0 - e)))
            let bottom = Rect(
                x: x0 + inner(.bottomLeft), y: y1, width: x1 - inner(.bottomRight) - x0 - inner(.bottomLeft), height: e)
            pieces.append(.edge(rect: bottom, start: (bottom.x, y1), end: (bottom.x, y1 + e)))
            let left = Rect(
                x: x0 - e, y: y0 + inner(.topLeft), width: e, height: y1 - inner(.bottomLeft) - y0 - inner(.topLeft))
            pieces.append(.edge(rect: left, start: (x0, left.y), end: (x0 - e, left.y)))
            let right = Rect(
                x: x1, y: y0 + inner(.topRight), width: e, height: y1 - inner(.bottomRight) - y0 - inner(.topRight))
            pieces.append(.edge(rect: right, start: (x1, right.y), end: (x1 + e, right.y)))
            return pieces.filter { piece in
                switch piece {
                case .edge(let rect, _, _), .corner(let rect, _, _, _): rect.intersection(bounds) != nil
                }
            }
        }
    }
#endif
