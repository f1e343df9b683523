import Foundation

// The engine's per-frame steps for an instruction count (scripts/bench-instructions.sh): built
// with DrawerCore's sources into one whole-module binary, so two commits are compared by their
// code alone, and counted under callgrind, which counts instructions whatever the machine's load.
// The fixtures are the micro-benchmarks' (Benchmarks/DrawerEngineBenchmarks/Fixtures.swift):
// a bottom sheet with closed, medium and large in a 390 × 844 pt container, a drag going back
// and forth inside the stops, a settle after an opening flick. Only API that has been public since
// the engine's first benchmarks is used, so older commits build it too.
//
// Usage: engine-steps drag|tick STEPS

let arguments = CommandLine.arguments
let mode = arguments.count > 1 ? arguments[1] : "drag"
let steps = arguments.count > 2 ? Int(arguments[2]) ?? 0 : 0
let container = DrawerContainer(size: CGSize(width: 390, height: 844))

/// An engine resting on medium with a claimed drag under way and no pending events.
func trackingEngine() -> DrawerEngine {
    var engine = DrawerEngine(configuration: DrawerConfiguration(detents: [.closed, .medium, .large]), container: container)
    engine.move(to: engine.stops[engine.stops.count / 2].identifier, animated: false, time: 0)
    precondition(engine.dragBegan(at: CGPoint(x: 195, y: engine.frame.visibleRect.minY + 40), time: 0))
    for step in 1...6 { engine.dragChanged(translation: CGPoint(x: 0, y: 12 * CGFloat(step)), time: Double(step) / 120) }
    engine.clearEvents()
    return engine
}

/// 0…200…0 pt over 400 steps: a drag that never leaves the stops.
func triangle(_ step: Int) -> CGFloat {
    let phase = step % 400
    return CGFloat(phase < 200 ? phase : 400 - phase)
}

var checksum: CGFloat = 0
var engine = trackingEngine()
var time = 0.0
for step in 0..<steps {
    // A fresh engine every 1,000 steps, as each benchmark iteration has (a settle ends in about a second).
    if step % 1_000 == 0 {
        engine = trackingEngine()
        time = 6.0 / 120
        if mode == "tick" {
            time += 1.0 / 120
            engine.dragEnded(time: time, velocity: CGPoint(x: 0, y: -1_500))
            engine.clearEvents()
        }
    }
    if mode == "tick" {
        time += 0.000_2
        _ = engine.tick(time: time)
    } else {
        time += 1.0 / 120
        engine.dragChanged(translation: CGPoint(x: 0, y: 72 - triangle(step)), time: time)
    }
    engine.clearEvents()
    checksum += engine.frame.extent
}
print(checksum)
