import DrawerCore
import Foundation
import Testing

/// Replays every input the engine fuzzer has crashed on (Fuzz/regressions/) through the same
/// decoder and invariant checker the fuzzer uses (FuzzInput.swift, FuzzChecker.swift), and
/// keeps the minimal reproductions of the defects it found.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    /// The repository's Fuzz/ folder, found from this file's path (tests run from the checkout).
    static let fuzzFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz")

    static func inputs(in folder: String) -> [URL] {
        let url = fuzzFolder.appendingPathComponent(folder)
        let files = (try? FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil)) ?? []
        return files.filter { !$0.lastPathComponent.hasPrefix(".") && $0.pathExtension != "md" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    static let regressions = inputs(in: "regressions")
    static let seeds = inputs(in: "corpus")

    @Test("the regression and seed folders are found")
    func foldersExist() {
        #expect(Self.regressions.count >= 1)
        #expect(Self.seeds.count >= 18)
    }

    @Test("every crash input the fuzzer kept now keeps every invariant", arguments: regressions.map(\.lastPathComponent))
    func regression(_ name: String) throws {
        let data = try Data(contentsOf: Self.fuzzFolder.appendingPathComponent("regressions").appendingPathComponent(name))
        let result = FuzzChecker.run([UInt8](data))
        #expect(result.violations.isEmpty, "\(name): \(result.violations.joined(separator: "\n"))")
    }

    @Test(
        "every seed (a gesture fixture in the fuzzer's encoding) keeps every invariant", arguments: seeds.map(\.lastPathComponent)
    )
    func seed(_ name: String) throws {
        let data = try Data(contentsOf: Self.fuzzFolder.appendingPathComponent("corpus").appendingPathComponent(name))
        let result = FuzzChecker.run([UInt8](data))
        #expect(result.violations.isEmpty, "\(name): \(result.violations.joined(separator: "\n"))")
    }

    @Test("a seed decodes to its fixture: flick-down-closed dismisses the sheet, as the fixture expects")
    func seedMatchesFixture() throws {
        let data = try Data(contentsOf: Self.fuzzFolder.appendingPathComponent("corpus/flick-down-closed.bin"))
        let program = FuzzProgram(bytes: [UInt8](data))
        #expect(program.configuration.edge == .bottom)
        #expect(program.configuration.detents.map(\.identifier) == [.closed, .medium, .large])
        #expect(program.initialDetent == .medium)
        guard case .engine(let ops) = program.body else {
            Issue.record("not an engine program")
            return
        }
        var checker = FuzzChecker()
        var engine = DrawerEngine(
            configuration: program.configuration.configuration, container: program.container.container,
            initialDetent: program.initialDetent)
        for op in ops { checker.apply(op, to: &engine) }
        #expect(engine.isResting)
        #expect(engine.detent == .closed)
        #expect(engine.frame.extent == 0)
        #expect(checker.violations.isEmpty)
    }

    @Test("an empty input and a short one are programs too")
    func degenerateInputs() {
        #expect(FuzzChecker.run([]).violations.isEmpty)
        #expect(FuzzChecker.run([1]).violations.isEmpty)
        #expect(FuzzChecker.run([UInt8](repeating: 0xFF, count: 64)).violations.isEmpty)
    }

    // MARK: Defects the fuzzer found (minimal reproductions)

    /// Found by the fuzzer (stack mode, regressions/clock-leap-stack): a drawer that rested for
    /// more than a day (``DrawerEngine/maximumTimeJump``) ignored every later time, so its next
    /// settle never finished and `isAnimating` stayed true for ever. In a stack, a drawer
    /// presented a day after the one below it froze the lower one the same way.
    @Test("a drawer left resting for more than a day still animates when it is next used")
    func clockLeapAfterLongRest() {
        var engine = EngineFactory.sheet()
        engine.tick(time: 10)
        let later = 10 + 90_000.0
        do {
            let done = engine.dragBegan(at: CGPoint(x: 195, y: 500), time: later)
            #expect(done)
        }
        engine.dragChanged(translation: CGPoint(x: 0, y: -200), time: later + 0.1)
        engine.dragEnded(time: later + 0.12)
        let end = engine.runUntilRest(from: later + 0.12, limit: 5)
        #expect(engine.isResting)
        #expect(!engine.isAnimating)
        #expect(engine.time == end)
        // The first time after the leap only arms it, so the press was taken at the old clock
        // and the release has no tracked velocity: the drawer goes to the stop nearest 612 pt.
        #expect(engine.detent == .medium)
        #expect(engine.frame.extent == 422)
    }

    @Test("a single corrupted timestamp a day ahead is still ignored")
    func singleLeapIgnored() {
        var engine = EngineFactory.sheet()
        engine.tick(time: 10)
        engine.tick(time: 10 + 500_000)
        #expect(engine.time == 10)
        engine.tick(time: 10.5)
        #expect(engine.time == 10.5)
    }
}

extension FuzzRegressionTests {
    /// Found by the fuzzer (regressions/configuration-spring-mid-settle): an animated
    /// `setConfiguration` during a settle retargeted the running animation, which kept the old
    /// spring, so the settle ignored the new configuration's spring (an almost-overdamped
    /// ζ = 1000 spring crept for minutes after the app had switched to the default one).
    @Test("a new configuration's spring takes over the settle in progress, without a jump")
    func configurationSpringMidSettle() {
        var creeping = DrawerConfiguration()
        creeping.spring = DrawerSpring(response: 0.5, dampingFraction: 1000)
        var engine = DrawerEngine(configuration: creeping, container: EngineFactory.phone, initialDetent: .closed)
        let moved = engine.move(to: .medium, time: 0)
        #expect(moved)
        engine.tick(time: 0.1)
        let extent = engine.frame.extent
        let velocity = engine.currentVelocity
        engine.setConfiguration(DrawerConfiguration(), animated: true, time: 0.1)
        #expect(engine.frame.extent == extent)
        #expect(abs(engine.currentVelocity - velocity) < 1e-9)
        let bound = DrawerConfiguration.defaultSpring.settlingTime(
            displacement: -422, velocity: Double(velocity), epsilon: engine.settleTolerance)
        let end = engine.runUntilRest(from: 0.1)
        #expect(end - 0.1 <= bound + 1.0 / 60)
        #expect(engine.detent == .medium)
        #expect(engine.frame.extent == 422)
    }
}

extension FuzzRegressionTests {
    /// Found by the fuzzer (regressions/glide-after-settle-bound): a content glide kept the
    /// deceleration it started with after the app set a configuration with a brisker one, so
    /// it ran on past every bound the configuration in force allows. A glide now continues
    /// from its offset and speed under the new configuration's deceleration.
    @Test("a content glide slows as the configuration in force says, without a jump")
    func glideFollowsNewConfiguration() {
        var engine = EngineFactory.sheet(initial: .large) {
            $0.scroll.contentDeceleration = DrawerMomentum(decelerationRate: 0.999_999)
        }
        engine.updateContentScroll(DrawerScrollState(offset: 100, contentLength: 1_000_000, viewportLength: 800))
        engine.dragBegan(at: CGPoint(x: 195, y: 400), time: 0, overScrollableContent: true)
        engine.dragChanged(translation: CGPoint(x: 0, y: -60), time: 0.05)
        engine.dragEnded(time: 0.06, velocity: CGPoint(x: 0, y: -1500))
        engine.tick(time: 0.1)
        let offset = engine.frame.contentOffset
        #expect(engine.isAnimating, "the content glides")
        var brisk = engine.configuration
        brisk.scroll.contentDeceleration = .normal
        engine.setConfiguration(brisk, time: 0.1)
        #expect(engine.frame.contentOffset == offset)
        engine.tick(time: 0.1 + 1.0 / 60)
        #expect(engine.frame.contentOffset > offset, "it glides on from where it was")
        // At d = 0.998 a glide from at most 1500 pt/s falls under 5 pt/s within ln(300) / 2 s.
        let end = engine.runUntilRest(from: 0.1 + 1.0 / 60, limit: 10)
        #expect(!engine.isAnimating)
        #expect(end - 0.1 <= log(300.0) / (-1000 * log(0.998)) + 2.0 / 60)
    }
}
