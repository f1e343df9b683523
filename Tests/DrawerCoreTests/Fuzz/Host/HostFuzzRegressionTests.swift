import DrawerCore
import Foundation
import Testing

/// Replays the host fuzzer's committed seeds (Fuzz/host/corpus/) and every input it broke an
/// invariant on (Fuzz/host/regressions/) through the same decoder and checker the fuzzer uses
/// (HostFuzzInput.swift, HostFuzzChecker.swift), and keeps the defects it found as plain tests.
@Suite("Host fuzz regressions")
struct HostFuzzRegressionTests {
    static let regressions = FuzzRegressionTests.inputs(in: "host/regressions")
    static let seeds = FuzzRegressionTests.inputs(in: "host/corpus")

    @Test("the host fuzzer's seed and regression folders are found")
    func foldersExist() {
        #expect(Self.regressions.count >= 1)
        #expect(Self.seeds.count >= 12)
    }

    @Test("every input the host fuzzer kept now keeps every invariant", arguments: regressions.map(\.lastPathComponent))
    func regression(_ name: String) throws {
        let data = try Data(contentsOf: FuzzRegressionTests.fuzzFolder.appendingPathComponent("host/regressions/\(name)"))
        let result = HostFuzzChecker.run([UInt8](data))
        #expect(result.violations.isEmpty, "\(name): \(result.violations.joined(separator: "\n"))")
    }

    @Test("every host seed keeps every invariant", arguments: seeds.map(\.lastPathComponent))
    func seed(_ name: String) throws {
        let data = try Data(contentsOf: FuzzRegressionTests.fuzzFolder.appendingPathComponent("host/corpus/\(name)"))
        let result = HostFuzzChecker.run([UInt8](data))
        #expect(result.violations.isEmpty, "\(name): \(result.violations.joined(separator: "\n"))")
    }

    @Test("the checker catches a broken pairing: a drag that begins twice without an end is reported")
    func checkerCatchesPairing() {
        var checker = HostFuzzChecker(platformSlop: false)
        checker.model.setContainer(DrawerContainer(size: CGSize(width: 390, height: 844)), time: 0)
        checker.model.addDrawer(0, configuration: DrawerConfiguration(detents: [.closed, .medium, .large]), time: 0)
        checker.checkEvents([.drawer(0, .willBeginDragging(from: .medium)), .drawer(0, .willBeginDragging(from: .medium))])
        checker.checkEvents([.drawer(0, .didSettle(.medium))])
        #expect(checker.violations.count == 2, "\(checker.violations)")
    }

    /// Found by the host fuzzer (`Fuzz/host/regressions/morph-press-at-start`): a sheet presented
    /// from its source announced `willSettle(medium)`; a press on the source as it started growing
    /// caught the settle, and the release (a tap) left it resting closed with no `didSettle`, so an
    /// app pairing the two waited for ever. The tap now ends the caught settle where it rests.
    @Test("a tap that catches a settle ends it: willSettle is always followed by its didSettle")
    func tapOnGrowingSheetEndsTheSettle() {
        var host = HostHarness(options: .reportsFromPress)
        host.model.addDrawer(
            "A", configuration: DrawerConfiguration.sheet, presentation: .presented(false), selection: .medium, time: 0)
        host.model.present("A", from: DrawerMorphSource(rect: CGRect(x: 20, y: 700, width: 60, height: 40)), time: 0)
        let source = host.model.frame(of: "A")?.visibleRect ?? .zero
        #expect(host.model.dragBegan(at: CGPoint(x: source.midX, y: source.midY), time: 0) == "A")
        host.model.dragEnded(time: 0)
        host.settle()
        let settles = host.delivered.compactMap { event -> String? in  // in order, will and did
            guard case .drawer("A", let drawerEvent) = event else { return nil }
            switch drawerEvent {
            case .willSettle(let target, _): return "will \(target.rawValue)"
            case .didSettle(let detent): return "did \(detent.rawValue)"
            default: return nil
            }
        }
        #expect(settles.last?.hasPrefix("did") == true, "\(settles)")
        #expect(settles.filter { $0.hasPrefix("did") }.count >= 1, "\(settles)")
    }

    /// Found by the host fuzzer (`Fuzz/host/regressions/wheel-before-placement`): a wheel on a
    /// drawer whose container had no size yet began a gesture on its placeholder engine
    /// (`willBeginDragging`); the first real container replaced that engine, and the gesture never
    /// ended. Replacing an engine now ends what the old one had begun, where the new one rests.
    @Test("a gesture begun before the drawer is placed ends when the first real container replaces its engine")
    func wheelBeforePlacementEnds() {
        var host = HostHarness(options: .reportsFromPress, size: CGSize(width: 0, height: 390))
        host.model.addDrawer("A", configuration: DrawerConfiguration.sheet, presentation: .presented(true), time: 0)
        host.model.setContainer(DrawerContainer(size: CGSize(width: 400, height: 0)), animated: true, time: 0)
        host.model.scrollWheel("A", delta: CGPoint(x: 0, y: 3840), time: 0)
        host.model.setContainer(DrawerContainer(size: CGSize(width: 390, height: 844)), time: 0)
        host.settle()
        var began = 0
        var ended = 0
        for case .drawer("A", let event) in host.delivered {
            if case .willBeginDragging = event { began += 1 }
            if case .didSettle = event { ended += 1 }
        }
        #expect(began == 1)
        #expect(ended >= began, "\(host.delivered)")
    }

    /// Found by the host fuzzer's hour-long run (`Fuzz/host/regressions/move-before-placement`):
    /// an always-present drawer moved before it had a container starts at the new detent when it is
    /// placed, with no settle to report it, so its selection binding kept naming the old detent.
    @Test("a move before the drawer is placed is written back to its selection binding")
    func moveBeforePlacementWritesTheSelection() {
        let configuration = DrawerConfiguration(
            edge: .trailing, detents: [.points(120, identifier: .small), .fraction(0.45, identifier: .medium)])
        var loop = BindingLoop(.values(.alwaysPresent(detent: .small)), configuration: configuration, size: .zero)
        let moved = loop.model.move(BindingLoop.id, to: .medium, animated: false, time: 0)
        #expect(moved)
        _ = loop.storeWriteBacks()
        loop.model.setContainer(DrawerContainer(size: CGSize(width: 390, height: 844)), time: 0)
        _ = loop.storeWriteBacks()
        loop.settle()
        #expect(loop.resting == .medium)
        #expect(loop.app == .values(.alwaysPresent(detent: .medium)), "\(loop)")
    }

    /// Found by the host fuzzer's hour-long run (`Fuzz/host/regressions/press-during-wheel-elsewhere`):
    /// a wheel gesture drags its drawer until its quiet period passes, and a press on another
    /// drawer within that time began a second drag, two drawers dragged at once. The press now
    /// ends the other drawer's wheel gesture first, which settles where it is.
    @Test("a press on one drawer ends a wheel gesture still running on another: one drawer is dragged at a time")
    func pressEndsWheelGestureElsewhere() {
        var host = HostHarness(options: .reportsFromPress)
        host.model.addDrawer(
            "A", configuration: DrawerConfiguration(detents: [.closed, .medium, .large]), presentation: .presented(true),
            selection: .medium, time: 0)
        host.model.addDrawer(
            "B", configuration: DrawerConfiguration(detents: [.small, .medium, .large], style: DrawerStyle(maximumDimming: 0)), time: 0)
        host.settle()
        let time = host.clock
        let wheeled = host.model.scrollWheel("B", delta: CGPoint(x: 0, y: 0.5), time: time)
        #expect(wheeled)
        let owner = host.model.dragBegan(at: CGPoint(x: 195, y: 422), time: time)
        #expect(owner == "A")
        let dragged = host.model.ids.filter { host.model.engine(of: $0)?.dragState == .tracking }
        #expect(dragged.count <= 1, "\(dragged)")
        #expect(host.model.engine(of: "B")?.dragState == DrawerDragState.none)
        host.model.dragEnded(time: time)
        host.settle()
        var began = 0
        var settled = 0
        for case .drawer("B", let event) in host.delivered {
            if case .willBeginDragging = event { began += 1 }
            if case .didSettle = event { settled += 1 }
        }
        #expect(began == 1)
        #expect(settled >= began, "B's wheel gesture ends with a settle")
    }

    /// Found by the host fuzzer's hour-long run (`Fuzz/host/regressions/wheel-on-two-drawers`): a
    /// drawer added over one whose wheel gesture was still running took the next wheel too, two
    /// drawers dragged at once. A wheel now ends other drawers' wheel gestures first.
    @Test("a wheel on one drawer ends a wheel gesture still running on another")
    func wheelEndsWheelGestureElsewhere() {
        var host = HostHarness(options: .reportsFromPress)
        let configuration = DrawerConfiguration(detents: [.small, .medium, .large], style: DrawerStyle(maximumDimming: 0))
        host.model.addDrawer("A", configuration: configuration, time: 0)
        host.settle()
        let time = host.clock
        let first = host.model.scrollWheel("A", delta: CGPoint(x: 0, y: 40), time: time)
        host.model.addDrawer("B", configuration: configuration, time: time)
        let second = host.model.scrollWheel("B", delta: CGPoint(x: 0, y: 40), time: time)
        #expect(first && second)
        let dragged = host.model.ids.filter { host.model.engine(of: $0)?.dragState == .tracking }
        #expect(dragged == ["B"], "\(dragged)")
    }
}
