#if os(Linux)
    import Testing

    @testable import DrawerGTK

    /// The shadow's numbers against the normal distribution's published values (Q(0) = 0.5,
    /// Q(1) = 0.158655, Q(1.5) = 0.066807, Q(2) = 0.022750, Q(3) = 0.001350, from any table of the
    /// standard normal).
    @Suite("Drawer shadow profile")
    struct DrawerShadowProfileTests {
        let profile = DrawerShadowProfile(DrawerPanelShadow(color: "black", radius: 14))  // σ = 7

        @Test("Along an edge the shadow is the Gaussian's tail: half at the edge, then Q(d/σ)")
        func edge() {
            #expect(profile.sigma == 7)
            #expect(profile.extent == 21)
            #expect(abs(profile.edgeFraction(atDistance: 0) - 0.5) < 1e-12)
            #expect(abs(profile.edgeFraction(atDistance: 7) - 0.158655) < 1e-6)
            #expect(abs(profile.edgeFraction(atDistance: 14) - 0.022750) < 1e-6)
            #expect(abs(profile.edgeFraction(atDistance: 21) - 0.001350) < 1e-6)
        }

        @Test("The gradient stops run from the edge to the extent, every σ/4, and follow the tail")
        func stops() {
            let stops = profile.edgeStops
            #expect(stops.first?.offset == 0)
            #expect(stops.last?.offset == 1)
            #expect(stops.count == 13)  // 0, 1.75, …, 19.25 px, then 21 px
            #expect(zip(stops, stops.dropFirst()).allSatisfy { $0.offset < $1.offset && $0.fraction > $1.fraction })
            // Between stops, a straight line stays within 0.002 of the curve (half an 8-bit step is 0.00196).
            for (a, b) in zip(stops, stops.dropFirst()) {
                let middle = (a.offset + b.offset) / 2 * Double(profile.extent)
                #expect(abs((a.fraction + b.fraction) / 2 - profile.edgeFraction(atDistance: middle)) < 0.002)
            }
        }

        @Test("A square corner is the product of the two edges' tails, and zero inside the panel")
        func squareCorner() {
            let (side, fractions) = profile.cornerFractions(cornerRadius: 0)
            #expect(side == 42)
            // The pixel centred 10.5 px left of and above the corner (at 21, 21): Q(1.5)², Q(1.5) = 0.066807.
            let diagonal = fractions[10 * side + 10]
            let q = { (d: Double) in profile.edgeFraction(atDistance: d) }
            #expect(abs(diagonal - 0.066807 * 0.066807) < 1e-6)
            // Beside the panel, 20 px below its top edge: nearly the plain edge tail (Φ(20.5/7) ≈ 0.998).
            #expect(abs(fractions[(21 + 20) * side + 20] - q(0.5)) < 0.002)
            // Inside the panel: nothing.
            #expect(fractions[30 * side + 30] == 0)
        }

        @Test("A rounded corner's shadow shows through the corner's cut-out and is lighter than a square corner's")
        func roundedCorner() {
            let (side, fractions) = profile.cornerFractions(cornerRadius: 16)
            #expect(side == 21 + 16 + 21)
            // (22, 22) is inside a square panel but outside the rounded one (its arc centre is at 37, 37).
            #expect(fractions[22 * side + 22] > 0.05)
            // The diagonal outside the corner gets less shadow than a square corner's Q(x)·Q(y).
            let q = { (d: Double) in profile.edgeFraction(atDistance: d) }
            #expect(fractions[10 * side + 10] < q(10.5) * q(10.5))
            // At the image's far end the edge's own profile takes over (where the edge gradient continues).
            #expect(abs(fractions[20 * side + (side - 1)] - q(0.5)) < 0.002)
        }

        @Test(
            "Bad radii draw nothing or are clamped",
            arguments: [(-3.0, 0.0), (0, 0), (.nan, 0), (.infinity, 0), (250, DrawerPanelShadow.maximumRadius)])
        func badRadius(radius: Double, drawn: Double) {
            let shadow = DrawerPanelShadow(color: "black", radius: radius)
            #expect(shadow.drawnRadius == drawn)
            let profile = DrawerShadowProfile(shadow)
            #expect(profile.isVisible == (drawn > 0))
            #expect(profile.edgeStops.isEmpty == (drawn == 0))
            #expect(profile.cornerFractions(cornerRadius: 8).side == (drawn > 0 ? profile.extent * 2 + 8 : 0))
        }

        @Test("A bad corner radius counts as square, a huge one is clamped", arguments: [-5.0, .nan, -.infinity])
        func badCornerRadius(radius: Double) {
            #expect(profile.cornerFractions(cornerRadius: radius).fractions == profile.cornerFractions(cornerRadius: 0).fractions)
            #expect(DrawerShadowProfile.clampedCornerRadius(1e9) == DrawerShadowProfile.maximumCornerRadius)
        }
    }
#endif
