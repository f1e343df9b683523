#if os(Linux)
    import PropertyBased
    import Testing

    @testable import DrawerGTK

    /// The shadow's image cache stays within its budget over any sequence of uses, and drops
    /// (releases) what it no longer keeps: the storm's memory growth came from keeping every
    /// corner image ever drawn (docs/RELIABILITY.md).
    @Suite("Drawer shadow image cache")
    struct DrawerShadowImageCacheTests {
        /// A value that counts itself alive in `counter`, so a test sees the cache let it go.
        final class Tracked {
            let counter: Counter
            let key: Int
            let cost: Int
            init(_ key: Int, _ counter: Counter, cost: Int = 100) {
                self.key = key
                self.cost = cost
                self.counter = counter
                counter.alive += 1
                counter.bytes += cost
            }
            deinit {
                counter.alive -= 1
                counter.bytes -= cost
            }
        }

        /// The values alive, and their costs.
        final class Counter {
            var alive = 0
            var bytes = 0
        }

        @Test("Any sequence of keys and costs: within the budget (or just the newest), and dropped values are released")
        func bounded() async {
            await propertyCheck(
                count: 200, input: Gen.int(in: 0...20_000), zip(Gen.int(in: 0...40), Gen.int(in: 0...5_000)).array(of: 1...300)
            ) { budget, uses in
                let counter = Counter()
                var cache = DrawerShadowImageCache<Int, Tracked>(budget: budget)
                for (key, cost) in uses {
                    let value = cache.value(for: key) { (Tracked(key, counter, cost: cost), cost) }
                    #expect(value.key == key)
                    // One value alone may exceed the budget; otherwise the budget holds.
                    #expect(cache.bytes <= budget || cache.count == 1)
                    // What it does not keep is released: the values alive are exactly the ones it counts.
                    #expect(counter.alive == cache.count && counter.bytes == cache.bytes)
                }
                #expect(cache.count <= Set(uses.map(\.0)).count)
            }
        }

        @Test("A kept value is returned as it is, and the one used longest ago goes first")
        func leastRecentlyUsedGoesFirst() {
            let counter = Counter()
            var cache = DrawerShadowImageCache<Int, Tracked>(budget: 300)
            let first = cache.value(for: 1) { (Tracked(1, counter), 100) }
            _ = cache.value(for: 2) { (Tracked(2, counter), 100) }
            _ = cache.value(for: 3) { (Tracked(3, counter), 100) }
            #expect(cache.value(for: 1) { (Tracked(-1, counter), 100) } === first)  // 1 is now the newest
            _ = cache.value(for: 4) { (Tracked(4, counter), 100) }  // over budget: 2 goes
            #expect(cache.count == 3 && cache.bytes == 300 && counter.alive == 3)
            #expect(cache.value(for: 3) { (Tracked(-3, counter), 100) }.key == 3)
            #expect(cache.value(for: 2) { (Tracked(-2, counter), 100) }.key == -2)  // made again
        }

        @Test("The backdrop's corner images over any panel sizes and radii: whole-pixel radii, bytes within the budget")
        @MainActor
        func shadowImages() async {
            let shadow = DrawerBackdropColours(DrawerPanelAppearance(shadow: DrawerPanelShadow(color: "black", radius: 8)))
                .shadow!
            let budget = 200_000
            DrawerShadowImages.reset(budget: budget)
            defer { DrawerShadowImages.reset() }
            let panels = zip(Gen.double(in: 1...900), Gen.double(in: 1...900), Gen.double(in: -4...40)).array(of: 1...12)
            await propertyCheck(count: 40, input: panels) { panels in
                for (width, height, radius) in panels {
                    let pieces = DrawerBackdropGeometry.shadowPieces(
                        panel: .init(x: 50, y: 50, width: width, height: height), side: .bottom, cornerRadius: radius,
                        extent: shadow.profile.extent, bounds: .init(x: 0, y: 0, width: 2000, height: 2000))
                    for case .corner(_, let corner, let r, let source) in pieces {
                        #expect(r == r.rounded() && r <= max(0, radius.rounded()))
                        _ = DrawerShadowImages.texture(shadow: shadow, corner: corner, radius: r, source: source)
                        // The largest image here (σ 4, radius 40: 64 px square) costs 32 KB.
                        #expect(DrawerShadowImages.kept.bytes <= budget)
                    }
                }
            }
        }
    }
#endif
