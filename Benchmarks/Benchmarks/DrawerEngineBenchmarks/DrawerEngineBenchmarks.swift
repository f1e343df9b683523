import Benchmark
import DrawerCore
import Foundation

// Time and heap allocations of the engine's per-frame work. Each benchmark builds its engines
// before `startMeasurement()` and runs 1,000 steps (scaling factor `.kilo`) inside the
// measured region, so the reported figures are per step. Targets: a drag step and an
// animation frame at or under 1 µs (p50) with no heap allocation.

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        // CPU time is left out: on Linux it is read in 10 ms ticks, far coarser than a step.
        metrics: [.wallClock, .mallocCountTotal],
        timeUnits: .nanoseconds,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 10_000)

    // 1. One `dragChanged` on an engine that already tracks a drag (bottom sheet, 3 detents).
    Benchmark("Drag step (dragChanged, 3 detents)") { benchmark in
        var engine = Fixture.trackingEngine()
        var time = Fixture.dragStartTime
        benchmark.startMeasurement()
        for step in benchmark.scaledIterations {
            time += 1.0 / 120
            let translation = CGPoint(x: 0, y: 72 - Fixture.triangle(step, amplitude: 200))
            blackHole(engine.dragChanged(translation: translation, time: time))
            blackHole(engine.frame.extent)
        }
        benchmark.stopMeasurement()
        precondition(engine.dragState == .tracking)
    }

    // 2. One `tick` during a settle (the spring is sampled; the drawer is still moving).
    Benchmark("Animation frame (tick while settling)") { benchmark in
        var engine = Fixture.settlingEngine()
        var time = Fixture.dragStartTime + 1.0 / 120
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            time += 0.000_2
            blackHole(engine.tick(time: time))
            blackHole(engine.frame.extent)
        }
        benchmark.stopMeasurement()
        precondition(engine.isAnimating, "every measured tick must be mid-settle")
    }

    // 3. The release decision: `dragEnded` with a closing flick on a tracking engine — candidate
    //    stops, momentum projection, the snap policy, the settle hook and the spring's start.
    //    Engines are built fresh (one per step) outside the measured region.
    for detentCount in [2, 8, 64] {
        Benchmark("Release (dragEnded, \(detentCount) detents)") { benchmark in
            var engines = benchmark.scaledIterations.map { _ in Fixture.trackingEngine(detentCount: detentCount) }
            let time = Fixture.dragStartTime + 1.0 / 120
            let flick = CGPoint(x: 0, y: 1_500)
            benchmark.startMeasurement()
            for index in engines.indices {
                engines[index].dragEnded(time: time, velocity: flick)
            }
            benchmark.stopMeasurement()
            precondition(engines.allSatisfy { $0.dragState == .none }, "every engine must have released")
            blackHole(engines)
        }
    }

    // 3b. The snap policy alone (the default projection policy), for the same stop counts.
    for detentCount in [2, 8, 64] {
        Benchmark("Snap policy only (projection, \(detentCount) detents)") { benchmark in
            let engine = Fixture.trackingEngine(detentCount: detentCount)
            let stops = engine.stops
            let policy = DrawerProjectionSnapPolicy()
            let extent = engine.frame.extent
            let velocity: CGFloat = -1_500  // closing, in extent units
            let release = DrawerRelease(
                extent: extent, velocity: velocity,
                projectedExtent: extent + CGFloat(policy.momentum.projectedDistance(velocity: Double(velocity))),
                startIndex: stops.count / 2, candidates: Array(stops.indices))
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(policy.target(for: release, stops: stops))
            }
        }
    }

    // 3c. Starting the settle spring (part of every release): the spring's closed-form solution
    //     and its settle deadline.
    Benchmark("Spring start (DrawerSpringAnimation.init)") { benchmark in
        let spring = DrawerConfiguration.defaultSpring
        benchmark.startMeasurement()
        for step in benchmark.scaledIterations {
            blackHole(
                DrawerSpringAnimation(
                    from: 350 + Double(step % 64), velocity: 1_500, to: 0, spring: spring, startTime: 1))
        }
    }

    // 4. A stack of 16 drawers, all opening: one `DrawerStack.tick` (every drawer ticks, closed
    //    ones are dropped, depths and cover dimming are recomputed).
    Benchmark("Stack of 16: one tick of all 16 (DrawerStack)") { benchmark in
        var stack = Fixture.openingStack(count: 16)
        var time = Fixture.stackStartTime
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            time += 0.000_2
            blackHole(stack.tick(time: time))
        }
        benchmark.stopMeasurement()
        precondition(stack.layers.count == 16 && stack.layers.allSatisfy(\.engine.isAnimating), "every measured tick must be mid-settle")
    }

    // 4b. The same 16 settles as bare engines in an array, to show what the stack adds.
    Benchmark("16 engines in an array: one tick of all 16") { benchmark in
        var engines = Fixture.openingStack(count: 16).layers.map(\.engine)
        var time = Fixture.stackStartTime
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            time += 0.000_2
            for index in engines.indices {
                blackHole(engines[index].tick(time: time))
            }
        }
        benchmark.stopMeasurement()
        precondition(engines.allSatisfy(\.isAnimating), "every measured tick must be mid-settle")
    }

    // 4c. The host model per moving frame (issue 21): what a display link does once per frame
    //     while a spring settles after a move — `DrawerHostModel.tick(time:)` at 120 Hz, then
    //     `drainEvents`. One drawer, and three stacked with the top one moving. Every measured step
    //     is a frame of a settle: the hosts are built (each its own storage) before the
    //     measurement, and when one comes to rest the next one, just moved, takes over.
    for drawers in [1, 3, 16] {
        Benchmark("Host frame (tick + drainEvents, \(drawers) drawer\(drawers == 1 ? "" : "s"), top settling)") { benchmark in
            let frames = HostFixture.settleFrames(drawers: drawers)
            let needed = benchmark.scaledIterations.count / frames + 2
            var hosts = (0..<needed).map { _ in HostFixture.movingHost(drawers: drawers) }
            var current = 0
            var time = HostFixture.moveTime
            var delivered = 0
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                time += HostFixture.frame
                let moving = hosts[current].tick(time: time)
                hosts[current].drainEvents { _ in delivered += 1 }
                if !moving {
                    current += 1
                    time = HostFixture.moveTime
                }
            }
            benchmark.stopMeasurement()
            precondition(current < hosts.count, "every measured frame must be a frame of a settle")
            blackHole(delivered)
            blackHole(hosts)
        }
    }

    // 5. The layout's pure function, at a different extent each step.
    Benchmark("Layout frame (DrawerLayout.frame(extent:))") { benchmark in
        let layout = Fixture.trackingEngine().layout
        benchmark.startMeasurement()
        for step in benchmark.scaledIterations {
            blackHole(layout.frame(extent: CGFloat(step % 844) + 0.25))
        }
    }

    // 5b. The same with the iOS 26 sheet's shape: insets, concentric corners and material
    // interpolated between detents on every frame.
    Benchmark("Layout frame, iOS 26 shape (DrawerLayout.frame(extent:))") { benchmark in
        var container = Fixture.container
        container.cornerRadius = 55
        let detents: [DrawerDetent] = [.closed, .medium, .offsetFromFarEdge(62, identifier: .large)]
        let stops = DrawerDetentResolver(detents: detents).resolve(in: container, edge: .bottom)
        let layout = DrawerLayout(container: container, edge: .bottom, stops: stops, style: .iOS26Sheet())
        benchmark.startMeasurement()
        for step in benchmark.scaledIterations {
            blackHole(layout.frame(extent: CGFloat(step % 844) + 0.25))
        }
    }

    // 6. Resolving 8 detents of every kind against a container (done on resize, not per frame).
    Benchmark("Detent resolution (8 detents)") { benchmark in
        let resolver = DrawerDetentResolver(detents: Fixture.mixedDetents)
        let container = Fixture.measuredContainer
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(resolver.resolve(in: container, edge: .bottom))
        }
    }

    // 7. The release velocity from the engine's own tracker (VelocityBenchmarks.swift).
    velocityBenchmarks()
}
