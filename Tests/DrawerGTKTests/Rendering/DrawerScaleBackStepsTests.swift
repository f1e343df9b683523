#if os(Linux)
    import DrawerCore
    import Foundation
    import PropertyBased
    import Testing

    @testable import DrawerGTK

    /// A push-back is drawn at one of a few scales whatever the progress and window width, each
    /// within half a step of the model's: cairo keeps glyph images per scale drawn, and scales
    /// that followed progress piled them up (docs/RELIABILITY.md, "Memory under the storm").
    @Suite("Drawer scale-back steps")
    struct DrawerScaleBackStepsTests {
        @Test("Any progress and width: a step of the grid, within half a step of the model's scale")
        func nearest() async {
            await propertyCheck(count: 500, input: Gen.double(in: 0...1), Gen.double(in: 30...4_000)) { fraction, width in
                let model = DrawerScaleBack.content(behindDrawerOpenBy: fraction, width: width)
                let drawn = DrawerScaleBackSteps.snapped(model)
                let steps = drawn.scale * DrawerScaleBackSteps.steps
                #expect(steps == steps.rounded())
                #expect(abs(drawn.scale - model.scale) <= 0.5 / DrawerScaleBackSteps.steps)
                #expect(drawn.offset == model.offset && drawn.cornerRadius == model.cornerRadius)
            }
        }

        @Test("Any sequence of progresses and widths draws at most 78 scales")
        func fewScales() async {
            await propertyCheck(
                count: 100, input: zip(Gen.double(in: 0...1), Gen.double(in: 180...4_000)).array(of: 1...2_000)
            ) { uses in
                var scales = Set<CGFloat>()
                for (fraction, width) in uses {
                    scales.insert(DrawerScaleBackSteps.snapped(.content(behindDrawerOpenBy: fraction, width: width)).scale)
                    scales.insert(DrawerScaleBackSteps.snapped(.drawer(behindDrawerOpenBy: fraction, width: width)).scale)
                }
                // Down to (180 − 26) / 180 ≈ 0.856: 512 × (1 − 0.856) ≈ 74 steps, and 1 itself.
                #expect(scales.count <= 78)
            }
        }

        @Test("Nothing pushed back stays nothing")
        func none() {
            #expect(DrawerScaleBackSteps.snapped(.none) == .none)
        }
    }
#endif
