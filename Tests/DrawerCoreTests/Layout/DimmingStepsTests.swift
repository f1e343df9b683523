import DrawerCore
import Foundation
import PropertyBased
import Testing

@Suite("Layout: DrawerDimmingSteps")
struct DimmingStepsTests {
    @Test(
        "rounding is to hundredths; bad values draw none or the nearest end",
        arguments: [(0.454, 0.45), (0.456, 0.46), (-1, 0), (2, 1), (.nan, 0), (.infinity, 0), (-.infinity, 0)])
    func rounded(value: Double, expected: Double) {
        #expect(abs(DrawerDimmingSteps.rounded(value) - expected) < 1e-12)
    }

    @Test("while moving, the level changes only once the dimming is a whole step away from it")
    func hysteresis() {
        var steps = DrawerDimmingSteps()
        #expect(steps.update(dimming: 0.401, isResting: false) == DrawerDimmingSteps.rounded(0.401))
        let first = steps.level
        // 0.4063 rounds to 0.41, but it is less than a step from the 0.40 on screen.
        #expect(steps.update(dimming: 0.4063, isResting: false) == first)
        #expect(steps.update(dimming: 0.4099, isResting: false) == first)
        #expect(steps.update(dimming: 0.4112, isResting: false) == DrawerDimmingSteps.rounded(0.4112))
        // Downwards the same way.
        let second = steps.level
        #expect(steps.update(dimming: 0.4031, isResting: false) == second)
        #expect(steps.update(dimming: 0.3999, isResting: false) == DrawerDimmingSteps.rounded(0.3999))
    }

    @Test("at rest the level is the rounded dimming, whatever came before")
    func restIsExact() {
        var steps = DrawerDimmingSteps()
        steps.update(dimming: 0.44, isResting: false)
        #expect(steps.update(dimming: 0.4463, isResting: false) == DrawerDimmingSteps.rounded(0.44))
        #expect(steps.update(dimming: 0.4463, isResting: true) == DrawerDimmingSteps.rounded(0.4463))
        #expect(steps.update(dimming: 0.0004, isResting: true) == 0)
    }

    @Test("any sequence: the level is a whole step in 0…1, less than a step off, and rounded at rest")
    func invariants() async {
        let sample = zip(Gen.double(in: -0.5...1.5), Gen.bool).array(of: 1...60)
        await boundedPropertyCheck(count: 300, input: sample) { samples in
            var steps = DrawerDimmingSteps()
            for (dimming, resting) in samples {
                let level = steps.update(dimming: dimming, isResting: resting)
                let exact = min(1, max(0, dimming))
                #expect(level >= 0 && level <= 1)
                #expect(abs(level / DrawerDimmingSteps.step - (level / DrawerDimmingSteps.step).rounded()) < 1e-9)
                #expect(abs(level - exact) < DrawerDimmingSteps.step)
                if resting { #expect(level == DrawerDimmingSteps.rounded(dimming)) }
            }
        }
    }

    /// A real settle: a side drawer opening with AdwFlap's spring, ticked at 60 Hz to rest.
    /// Counts the frames whose drawn dimming changes (each repaints the whole window on GTK).
    private func dimmingChanges(stepped: Bool) -> (changes: Int, last: Double) {
        let configuration = DrawerConfiguration(
            edge: .leading, detents: [.closed, .points(280, identifier: "open")],
            style: DrawerStyle(cornerRadius: 0, maximumDimming: 0.45), spring: .adwaitaFlap)
        var engine = DrawerEngine(
            configuration: configuration, container: DrawerContainer(size: CGSize(width: 800, height: 600)),
            initialDetent: .closed)
        engine.move(to: "open", time: 0)
        var steps = DrawerDimmingSteps()
        var drawn: Double?
        var changes = 0
        var time = 0.0
        for _ in 0..<600 {
            time += 1.0 / 60
            engine.tick(time: time)
            let resting = engine.isResting && !engine.isAnimating
            let dimming = Double(engine.frame.dimming)
            let level =
                stepped ? steps.update(dimming: dimming, isResting: resting) : DrawerDimmingSteps.rounded(dimming)
            if level != drawn { changes += 1 }
            drawn = level
            if resting { break }
        }
        return (changes, drawn ?? -1)
    }

    @Test("a settle repaints the dimming less often than per-frame rounding, and ends at the same level")
    func settleCostsFewerRepaints() {
        let rounded = dimmingChanges(stepped: false)
        let stepped = dimmingChanges(stepped: true)
        #expect(stepped.changes < rounded.changes)
        #expect(stepped.last == rounded.last)
        #expect(abs(stepped.last - 0.45) < 1e-12)
    }
}
