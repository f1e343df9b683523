import DrawerCore
import Foundation
import PropertyBased
import Testing

/// The drawers' geometry for the app behind them: how far in from each side they cover the
/// container, live through drags and springs.
@Suite("Host model, covered insets")
struct HostCoveredInsetsTests {
    static let sheet = DrawerConfiguration(detents: [
        .closed, .points(100, identifier: "small"), .fraction(0.5, identifier: "medium"),
        .offsetFromFarEdge(40, identifier: "large"),
    ])

    @Test("a bottom sheet covers the bottom by its visible height, nothing while closed")
    func bottomSheet() {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer("sheet", configuration: Self.sheet, selection: .closed, time: 0)
        #expect(host.model.coveredInsets() == .zero)
        host.model.move("sheet", to: "medium", animated: false, time: 0.1)
        #expect(host.model.coveredInsets() == DrawerInsets(bottom: 422))
        host.model.move("sheet", to: "large", animated: false, time: 0.2)
        #expect(host.model.coveredInsets() == DrawerInsets(bottom: 804))
    }

    @Test("it follows a drag and a spring frame by frame, rubber band included")
    func followsMotion() {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer("sheet", configuration: Self.sheet, selection: "medium", time: 0)
        host.model.dragBegan(at: CGPoint(x: 200, y: 500), time: 0.1)
        host.model.dragChanged(translation: CGPoint(x: 0, y: -60), time: 0.15)
        #expect(abs(host.model.coveredInsets().bottom - 482) < 0.001)
        host.model.dragEnded(time: 0.2, velocity: .zero)
        var last = host.model.coveredInsets().bottom
        var moved = 0
        for frame in 1...120 {
            host.model.tick(time: 0.2 + Double(frame) / 120)
            let now = host.model.coveredInsets().bottom
            if now != last { moved += 1 }
            last = now
        }
        #expect(moved > 3, "the spring's frames are reported")
        #expect(abs(last - 422) < 0.5)
    }

    @Test("a leading side drawer covers the left, and the right in right-to-left")
    func sideDrawerMirrors() {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer("menu", configuration: .navigationDrawer(), selection: "open", time: 0)
        #expect(host.model.coveredInsets() == DrawerInsets(left: 312))
        host.model.setContainer(
            DrawerContainer(size: CGSize(width: 390, height: 844), layoutDirection: .rightToLeft), time: 0.1)
        host.settle()
        #expect(host.model.coveredInsets() == DrawerInsets(right: 312))
    }

    @Test("stacked drawers: the largest cover per side")
    func union() {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer("list", configuration: Self.sheet, selection: "medium", time: 0)
        host.model.addDrawer("detail", configuration: Self.sheet, selection: "small", time: 0)
        host.model.addDrawer("menu", configuration: .navigationDrawer(), selection: "open", time: 0)
        #expect(host.model.coveredInsets() == DrawerInsets(left: 312, bottom: 422))
    }

    @Test("an empty or broken container covers nothing", arguments: [CGFloat.nan, 0, -50, .infinity])
    func badContainer(height: CGFloat) {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer("sheet", configuration: Self.sheet, selection: "medium", time: 0)
        host.model.setContainer(DrawerContainer(size: CGSize(width: 390, height: height)), time: 0.1)
        let covered = host.model.coveredInsets()
        for side in [covered.top, covered.left, covered.bottom, covered.right] { #expect(side.isFinite && side >= 0) }
    }

    @Test("over random host operations the insets stay finite, inside the container, on the drawers' sides")
    func randomOperations() async {
        await boundedPropertyCheck(count: 150, input: HostModelPropertyTests.operation.array(of: 1...40)) { operations in
            var model = DrawerHostModel<String>(options: .platformSlop)
            var app = HostModelPropertyTests.App()
            for index in HostModelPropertyTests.ids.indices {
                HostModelPropertyTests.add(index, configuration: index * 2, to: &model, app: &app, time: 0)
            }
            var clock = 0.0
            model.setContainer(DrawerContainer(size: CGSize(width: 390, height: 844)), time: clock)
            for (index, op) in operations.enumerated() {
                clock = HostModelPropertyTests.apply(op, to: &model, app: &app, clock: clock)
                let covered = model.coveredInsets()
                let size = model.container.size
                let sides = [covered.top, covered.left, covered.bottom, covered.right]
                #expect(sides.allSatisfy { $0.isFinite && $0 >= 0 }, "step \(index): \(op)")
                #expect(covered.top <= max(size.height, 0) + 0.001 && covered.bottom <= max(size.height, 0) + 0.001, "step \(index)")
                #expect(covered.left <= max(size.width, 0) + 0.001 && covered.right <= max(size.width, 0) + 0.001, "step \(index)")
                // Only a side some shown drawer is attached to is covered.
                let attached = Set(model.ids.compactMap { id in model.isShown(id) ? model.engine(of: id)?.layout.side : nil })
                if covered.bottom > 0 { #expect(attached.contains(.bottom), "step \(index): \(op)") }
                if covered.top > 0 { #expect(attached.contains(.top), "step \(index): \(op)") }
                if covered.left > 0 { #expect(attached.contains(.left), "step \(index): \(op)") }
                if covered.right > 0 { #expect(attached.contains(.right), "step \(index): \(op)") }
            }
        }
    }
}
