#if os(Linux)
    import Foundation

    /// The numbers behind a ``DrawerPanelShadow``: how much of the shadow colour's alpha lies at
    /// each distance from the panel, along an edge and around a corner.
    ///
    /// A shadow is the panel's shape blurred by a Gaussian of standard deviation σ = radius / 2
    /// (the CSS definition), kept only outside the panel. Along a straight edge, at distance `d`
    /// outside it, that is the Gaussian's tail `Q(d/σ)` (½ at the edge). At a corner whose
    /// rounding radius is `r` it is the blur of a quarter plane with a rounded corner, integrated
    /// numerically once per (σ, r). Everything beyond ``extent`` (3σ, where `Q` < 0.0014) is left out.
    struct DrawerShadowProfile: Hashable {
        /// The Gaussian's standard deviation in pixels (half the CSS blur radius); 0: no shadow.
        let sigma: Double

        /// A profile for `shadow`'s drawn radius.
        init(_ shadow: DrawerPanelShadow) { self.init(sigma: shadow.drawnRadius / 2) }

        /// A profile of standard deviation `sigma`; negative or non-finite values give no shadow.
        init(sigma: Double) { self.sigma = sigma.isFinite ? max(0, sigma) : 0 }

        /// Whether there is anything to draw.
        var isVisible: Bool { sigma > 0 }

        /// How far the shadow reaches outside the panel, in whole pixels (⌈3σ⌉).
        var extent: Int { isVisible ? Int((3 * sigma).rounded(.up)) : 0 }

        /// The fraction of the colour's alpha at distance `distance` outside a straight edge.
        func edgeFraction(atDistance distance: Double) -> Double {
            guard isVisible else { return 0 }
            return Self.tail(distance / sigma)
        }

        /// Colour stops for a linear gradient running from the edge (offset 0) to ``extent``
        /// (offset 1), every σ/4: straight lines between them stay within 0.2 % of the colour's
        /// alpha of the curve, less than half of one 8-bit step.
        var edgeStops: [(offset: Double, fraction: Double)] {
            guard isVisible else { return [] }
            let length = Double(extent)
            var stops: [(offset: Double, fraction: Double)] = []
            var distance = 0.0
            while distance < length {
                stops.append((distance / length, edgeFraction(atDistance: distance)))
                distance += sigma / 4
            }
            stops.append((1, edgeFraction(atDistance: length)))
            return stops
        }

        /// The shadow around one corner, as a square of `side` × `side` alpha fractions, row by
        /// row, for the panel's top-left corner: the panel occupies the lower right, from
        /// (`extent`, `extent`), its corner rounded with radius `cornerRadius`; `side` is
        /// `extent + max(cornerRadius, extent)`. Pixels inside the panel are 0 (the shadow is
        /// only outside), with the rounded edge anti-aliased. Other corners are mirror images.
        /// A corner radius that is negative or not finite counts as 0, one above
        /// ``maximumCornerRadius`` as that (GTK draws a radius larger than half the panel smaller anyway).
        func cornerFractions(cornerRadius: Double) -> (side: Int, fractions: [Double]) {
            guard isVisible else { return (0, []) }
            let r = Self.clampedCornerRadius(cornerRadius)
            let e = Double(extent)
            let side = extent + cornerInner(cornerRadius: r)
            var fractions = [Double](repeating: 0, count: side * side)
            // The panel's row at height y (≥ e) starts at x = left(y): on the arc for y < e + r.
            let arcCentre = e + r
            func left(_ y: Double) -> Double {
                let dy = arcCentre - y
                return dy > 0 ? arcCentre - (r * r - dy * dy).squareRoot() : e
            }
            // Quarter-pixel rows through the arc, at most 64 of them (a large arc is nearly straight).
            let samples = min(64, Int((r / 0.25).rounded(.up)))
            let step = samples > 0 ? r / Double(samples) : 0
            for row in 0..<side {
                let py = Double(row) + 0.5
                for column in 0..<side {
                    let px = Double(column) + 0.5
                    // Rows of the panel below the arc: a quarter plane, in closed form.
                    var value = Self.tail((e - px) / sigma) * Self.tail((arcCentre - py) / sigma)
                    // Rows through the arc: integrate the Gaussian over y, each row's mass in x.
                    for index in 0..<samples {
                        let y0 = e + Double(index) * step
                        let y1 = min(arcCentre, y0 + step)
                        let weight = Self.tail((y0 - py) / sigma) - Self.tail((y1 - py) / sigma)
                        value += weight * Self.tail((left((y0 + y1) / 2) - px) / sigma)
                    }
                    fractions[row * side + column] = value * Self.outsideCoverage(px, py, extent: e, radius: r)
                }
            }
            return (side, fractions)
        }

        /// How far a corner image reaches into the panel along each side: ⌈r⌉ + ``extent`` for a
        /// rounded corner (the rounding's effect on the shadow has faded 3σ past the arc), ``extent``
        /// for a square one (the shadow along an edge is full strength 3σ from the panel's end).
        func cornerInner(cornerRadius: Double) -> Int {
            Int(Self.cornerInner(cornerRadius: cornerRadius, extent: extent))
        }

        /// ``cornerInner(cornerRadius:)`` for a given extent, in pixels.
        static func cornerInner(cornerRadius: Double, extent: Int) -> Double {
            let r = clampedCornerRadius(cornerRadius)
            return Double(r > 0 ? Int(r.rounded(.up)) + extent : extent)
        }

        /// The largest corner radius a corner image is computed for.
        static let maximumCornerRadius = 128.0

        /// `radius` as the corner images use it: 0 for negative or non-finite, at most ``maximumCornerRadius``.
        static func clampedCornerRadius(_ radius: Double) -> Double {
            radius.isFinite ? min(max(0, radius), maximumCornerRadius) : 0
        }

        /// How much of the pixel centred at (`px`, `py`) lies outside the panel (0 inside, 1 outside).
        private static func outsideCoverage(_ px: Double, _ py: Double, extent e: Double, radius r: Double) -> Double {
            // Pixel centres are at half pixels, so a centre is never on a straight edge.
            if px < e || py < e { return 1 }
            let cx = e + r
            let cy = e + r
            guard px < cx, py < cy else { return 0 }
            let distance = ((px - cx) * (px - cx) + (py - cy) * (py - cy)).squareRoot()
            return min(1, max(0, distance - r + 0.5))
        }

        /// The Gaussian's upper tail: the probability that a standard normal variable exceeds `t`.
        static func tail(_ t: Double) -> Double { 0.5 * erfc(t / 2.0.squareRoot()) }
    }
#endif
