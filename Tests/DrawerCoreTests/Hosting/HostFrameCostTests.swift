@testable import DrawerCore
import Foundation
import PropertyBased
import Testing

/// A display frame visits only the drawers that move (issue 37): `DrawerHostModel.tick(time:)`
/// ticks and collects the animating drawers alone. These tests hold it to what a frame did when
/// it visited every drawer — every engine ticked (`DrawerStack.tick`), then every drawer swept
/// as after an input (`collect()`) — over the same random operations as the model's invariants.
@Suite("Host model: a frame visits only what moves")
struct HostFrameCostTests {
    /// A frame as it was before issue 37: every engine ticks, every drawer is swept.
    static func referenceTick(_ model: inout DrawerHostModel<String>, time: Double) {
        model.advance(to: time)
        model.stack.tick(time: time)
        model.collect()
    }

    /// Everything an adapter reads of `model` after a frame, as text (events included).
    static func reading(_ model: DrawerHostModel<String>, events: [DrawerHostEvent<String>]) -> String {
        var lines = ["events \(events)", "needsFrames \(model.needsFrames)", "dragOwner \(String(describing: model.dragOwner))"]
        for layer in model.stack.layers {
            let engine = layer.engine
            lines.append(
                "\(layer.id) depth \(layer.depth) cover \(layer.coverDimming) frame \(engine.frame) detent \(engine.detent)"
                    + " animating \(engine.isAnimating) busy \(model.isBusy(layer.id)) clock \(engine.time)"
                    + " presentation \(String(describing: model.presentation(of: layer.id)))"
                    + " selection \(String(describing: model.selection(of: layer.id)))"
                    + " bar \(String(describing: model.isBottomBarShown(layer.id)))")
        }
        return lines.joined(separator: "\n")
    }

    static func drained(_ model: inout DrawerHostModel<String>) -> [DrawerHostEvent<String>] {
        var events: [DrawerHostEvent<String>] = []
        model.drainEvents { events.append($0) }
        return events
    }

    @Test("random operations: a frame that visits only moving drawers reads as one that visits all")
    func framesMatchTheFullSweep() async {
        typealias Invariants = HostModelPropertyTests
        await propertyCheck(
            count: 200, input: Gen.int(in: 0...(Invariants.configurations.count - 1)), Invariants.operation.array(of: 1...50)
        ) { first, operations in
            var model = DrawerHostModel<String>(options: first % 2 == 0 ? .platformSlop : .reportsFromPress)
            var app = Invariants.App()
            for index in Invariants.ids.indices {
                Invariants.add(index, configuration: (first + index) % Invariants.configurations.count, to: &model, app: &app, time: 0)
            }
            // One drawer has a bottom bar, so its switch is followed frame by frame too.
            model.setDrawerOptions(DrawerHostDrawerOptions(hasBottomBar: true), for: "B", time: 0)
            model.setContainer(DrawerContainer(size: CGSize(width: 390, height: 844)), time: 0)
            app.apply(Self.drained(&model))
            var reference = model
            var referenceApp = app
            var clock = 0.0
            for (step, op) in operations.enumerated() {
                if op.kind == 6 || op.kind == 7 {
                    clock += op.dt
                    model.tick(time: clock)
                    Self.referenceTick(&reference, time: clock)
                    let events = Self.drained(&model)
                    let referenceEvents = Self.drained(&reference)
                    app.apply(events)
                    referenceApp.apply(referenceEvents)
                    #expect(
                        Self.reading(model, events: events) == Self.reading(reference, events: referenceEvents),
                        "step \(step): \(op)")
                } else {
                    _ = Invariants.apply(op, to: &reference, app: &referenceApp, clock: clock)
                    clock = Invariants.apply(op, to: &model, app: &app, clock: clock)
                    #expect(Self.reading(model, events: []) == Self.reading(reference, events: []), "step \(step): \(op)")
                }
            }
            // Every frame of the settles that are left, side by side.
            var frames = 0
            while (model.needsFrames || reference.needsFrames) && frames < 3_600 {
                frames += 1
                clock += 1.0 / 120
                model.tick(time: clock)
                Self.referenceTick(&reference, time: clock)
                let events = Self.drained(&model)
                let referenceEvents = Self.drained(&reference)
                #expect(
                    Self.reading(model, events: events) == Self.reading(reference, events: referenceEvents),
                    "settling frame \(frames)")
            }
        }
    }

    @Test("a gliding scroll view keeps frames running until the drawer holding it is removed")
    func scrollViewGlideNeedsFrames() {
        var model = DrawerHostModel<String>(options: .platformSlop)
        model.setContainer(DrawerContainer(size: CGSize(width: 390, height: 844)), time: 0)
        model.addDrawer("list", configuration: DrawerConfiguration(detents: [.medium, .large]), selection: .large, time: 0)
        model.addDrawer("other", configuration: DrawerConfiguration(detents: [.medium, .large]), selection: .medium, time: 0)
        var view = ReplayScrollView()
        view.drawerViewportSize = CGSize(width: 390, height: 600)
        view.drawerContentSize = CGSize(width: 390, height: 3_000)
        view.drawerContentOffset = CGPoint(x: 0, y: 400)
        view.drawerIsDecelerating = true
        let viewport = CGRect(x: 0, y: 200, width: 390, height: 600)
        _ = model.trackScrollView(view, in: "list", viewport: viewport, location: CGPoint(x: -1, y: -1), time: 0.1)
        let gliding = model.needsFrames
        #expect(gliding, "the list glides by itself: frames must run to follow it")
        let keepsRunning = model.tick(time: 0.2)
        #expect(keepsRunning, "a frame keeps the clock running while the list glides")
        model.removeDrawer("list")
        let stillNeeded = model.needsFrames
        #expect(!stillNeeded, "the gliding list went with its drawer")
        let runsOn = model.tick(time: 0.3)
        #expect(!runsOn)
    }
}
