import DrawerCore
import Foundation
import PropertyBased
import Testing

/// A drawer's pages set as a whole path: the fewest pops and pushes, shared pages kept.
@Suite("Pages set as a path")
struct DrawerPagePathTests {
    static let list = DrawerPage(id: "list", detents: [.fit, .large], fittingLength: 320)
    static let detail = DrawerPage(id: "detail", detents: [.fit, .medium, .large], fittingLength: 610)
    static let about = DrawerPage(id: "about", detents: [.points(200, identifier: "short"), .large])

    @Test("the shared bottom stays, one pop goes back to it, the rest is pushed in order")
    func stepsKeepTheSharedBottom() {
        #expect(DrawerPagePath.steps(from: [], to: []).isEmpty)
        #expect(DrawerPagePath.steps(from: ["list", "detail"], to: [Self.list, Self.detail]).isEmpty)
        #expect(DrawerPagePath.steps(from: [], to: [Self.list, Self.detail]) == [.push(Self.list), .push(Self.detail)])
        #expect(DrawerPagePath.steps(from: ["list", "detail"], to: [Self.list]) == [.popTo("list")])
        #expect(DrawerPagePath.steps(from: ["list", "detail"], to: []) == [.popToRoot])
        #expect(
            DrawerPagePath.steps(from: ["list", "detail"], to: [Self.list, Self.about])
                == [.popTo("list"), .push(Self.about)])
        #expect(
            DrawerPagePath.steps(from: ["detail"], to: [Self.list, Self.detail])
                == [.popToRoot, .push(Self.list), .push(Self.detail)], "a page below the old one is a new stack")
    }

    @Test("a repeated id keeps its first place (a page has one identity per drawer)")
    func repeatedIDsKeepTheFirst() {
        let path = [Self.list, Self.detail, Self.list, Self.detail]
        #expect(DrawerPagePath.distinct(path).map(\.id) == ["list", "detail"])
        #expect(DrawerPagePath.steps(from: [], to: path) == [.push(Self.list), .push(Self.detail)])
    }

    /// A settings drawer resting at its fit (300 pt of content).
    static func harness() -> HostHarness {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer("s", configuration: DrawerConfiguration(detents: [.closed, .fit, .large]), selection: .fit, time: 0)
        host.model.setContentFittingLength(300, for: "s", time: 0)
        host.settle()
        return host
    }

    @Test("setting a path pushes, pops back to the detent a page was left at, and is a no-op when it already holds")
    func setPagesOnTheModel() {
        var host = Self.harness()
        let pushed = host.model.setPages([Self.list, Self.detail], of: "s", time: host.clock)
        #expect(pushed)
        #expect(host.model.pages(of: "s").map(\.id) == ["list", "detail"])
        host.settle()
        #expect(abs((host.model.frame(of: "s")?.extent ?? 0) - 610) < 0.5, "at the detail page's fit")
        let repeated = host.model.setPages([Self.list, Self.detail], of: "s", time: host.clock)
        #expect(!repeated, "the same path changes nothing")
        let emptied = host.model.setPages([], of: "s", time: host.clock)
        #expect(emptied)
        host.settle()
        #expect(host.model.pages(of: "s").isEmpty)
        #expect(abs((host.model.frame(of: "s")?.extent ?? 0) - 300) < 0.5, "back at the root's fit")
        let unknown = host.model.setPages([Self.list], of: "nobody", time: host.clock)
        #expect(!unknown, "an unknown drawer")
    }

    @Test("a path that brings a new measurement for a page in the stack applies it")
    func pathMeasurementsApply() {
        var host = Self.harness()
        host.model.setPages([Self.list], of: "s", time: host.clock)
        host.settle()
        var taller = Self.list
        taller.fittingLength = 400
        let measured = host.model.setPages([taller], of: "s", time: host.clock)
        #expect(measured)
        host.settle()
        #expect(abs((host.model.frame(of: "s")?.extent ?? 0) - 400) < 0.5)
        var unmeasured = Self.list
        unmeasured.fittingLength = nil
        let unchanged = host.model.setPages([unmeasured], of: "s", time: host.clock)
        #expect(!unchanged, "no measurement keeps the last one")
    }

    static let pool: [DrawerPage] = [
        list, detail, about,
        DrawerPage(id: "unmeasured", detents: [.fit], interactiveDetents: [.fit]),
        DrawerPage(id: "empty", detents: []),
    ]

    struct Operation: Sendable, CustomStringConvertible {
        var kind: Int
        var path: [Int]
        var value: CGFloat
        var description: String { "\(kind)/\(path)(\(value))" }
    }

    static let operation = zip(Gen.int(in: 0...5), Gen.int(in: 0...4).array(of: 0...5), DrawerGen.length(upTo: 900))
        .map { Operation(kind: $0, path: $1, value: $2) }

    @Test("any sequence of paths, drags and frames: the stack is the path, at most one pop, no jump, a second set is a no-op")
    func randomPaths() async {
        await boundedPropertyCheck(count: 300, input: Self.operation.array(of: 1...40)) { operations in
            var host = Self.harness()
            var dragging = false
            for (step, op) in operations.enumerated() {
                let context = "step \(step): \(op) in \(operations)"
                switch op.kind {
                case 0, 1:
                    let path = op.path.map { Self.pool[$0] }
                    let current = host.model.pages(of: "s").map(\.id)
                    let steps = DrawerPagePath.steps(from: current, to: path)
                    let pops = steps.filter { if case .push = $0 { false } else { true } }
                    #expect(pops.count <= 1, "\(context)")
                    if let first = steps.first, !pops.isEmpty { #expect(pops[0] == first, "the pop comes first: \(context)") }
                    // Brought to now first: a spring moves on between frames, the path must not.
                    host.model.tick(time: host.clock)
                    let before = host.model.frame(of: "s")!.extent
                    host.model.setPages(path, of: "s", time: host.clock)
                    let ids = host.model.pages(of: "s").map(\.id)
                    #expect(ids == DrawerPagePath.distinct(path).map(\.id), "the stack is the path: \(context)")
                    let shared = zip(current, ids).prefix { $0 == $1 }.count
                    #expect(steps.count - pops.count == ids.count - shared, "only what is not shared is pushed: \(context)")
                    let after = host.model.frame(of: "s")!.extent
                    #expect(after.isFinite, "\(context)")
                    if !dragging { #expect(abs(after - before) <= 0.5, "no jump: \(context)") }
                    let again = host.model.setPages(path, of: "s", time: host.clock)
                    #expect(!again, "setting the same path again changes nothing: \(context)")
                    #expect(host.model.frame(of: "s")!.extent == after, "\(context)")
                case 2:
                    let top = host.model.frame(of: "s")!.panelRect.minY
                    dragging = host.model.dragBegan(at: CGPoint(x: 195, y: top + 10), time: host.clock) != nil || dragging
                case 3:
                    host.clock += 1.0 / 60
                    host.model.dragChanged(translation: CGPoint(x: 0, y: op.value - 450), time: host.clock)
                case 4:
                    host.clock += 1.0 / 60
                    host.model.dragEnded(time: host.clock, velocity: CGPoint(x: 0, y: (op.value - 450) * 4))
                    dragging = false
                default:
                    host.run(for: 1.0 / 60)
                }
                host.model.drainEvents { _ in }
                #expect(host.model.frame(of: "s")!.extent.isFinite, "\(context)")
            }
        }
    }
}
