import DrawerCore
import Foundation
import PropertyBased
import Testing

/// Issue 15 through the host model: handle taps, dismissal attempts, scale-back and live
/// fit-to-content lengths, as an adapter calls them.
@Suite("Host model: handle taps, attempts, scale-back, live fit")
struct HostBeyondTests {
    static func cycling(dismissible: Bool = true) -> DrawerConfiguration {
        var configuration = DrawerConfiguration.sheet
        configuration.gesture.cyclesDetentsOnHandleTap = true
        configuration.gesture.isDismissible = dismissible
        return configuration
    }

    static func host(_ configuration: DrawerConfiguration, options: DrawerHostDrawerOptions = .init()) -> HostHarness {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer("A", configuration: configuration, presentation: .presented(true), options: options, time: 0)
        host.model.move("A", to: .medium, animated: false, time: 0)
        host.deliver()
        return host
    }

    /// The drawer events delivered for `id`.
    static func drawerEvents(_ host: HostHarness, _ id: String = "A") -> [DrawerEvent] {
        host.delivered.compactMap { if case .drawer(id, let event) = $0 { event } else { nil } }
    }

    @Test("a handle tap cycles medium, large, then closes a dismissible drawer with the handle-tap cause")
    func handleTapCycles() {
        var host = Self.host(Self.cycling())
        let done1 = host.model.handleTapped("A", time: 0.1)
        #expect(done1)
        host.settle()
        #expect(host.resting("A") == .large)
        let done2 = host.model.handleTapped("A", time: host.clock)
        #expect(done2)
        host.settle()
        #expect(host.resting("A") == .closed)
        #expect(host.presented["A"] == false, "the binding follows the close")
        #expect(Self.drawerEvents(host).contains(.didDismiss(cause: .handleTap)))
    }

    @Test("a drawer that may not be dismissed goes back to its smallest open stop from the largest")
    func handleTapWrapsWhenLocked() {
        var host = Self.host(Self.cycling(dismissible: false))
        host.model.move("A", to: .large, animated: false, time: 0)
        let done3 = host.model.handleTapped("A", time: 0.1)
        #expect(done3)
        host.settle()
        #expect(host.resting("A") == .medium)
    }

    @Test("without the option a handle tap does nothing and says so; the grabber's activation still cycles")
    func handleTapOptIn() {
        var host = Self.host(.sheet)
        let done4 = host.model.handleTapped("A", time: 0.1)
        #expect(!done4)
        host.settle()
        #expect(host.resting("A") == .medium)
        let done5 = host.model.handleTapped("nope", time: host.clock)
        #expect(!done5, "an unknown id does nothing")
        let done6 = host.model.activateHandle("A", time: host.clock)
        #expect(done6)
        host.settle()
        #expect(host.resting("A") == .large)
    }

    @Test("with the option the handle's activation is the handle tap: it closes after the largest")
    func activationIsTheTap() {
        var host = Self.host(Self.cycling())
        host.model.move("A", to: .large, animated: false, time: 0)
        let done7 = host.model.activateHandle("A", time: 0.1)
        #expect(done7)
        host.settle()
        #expect(host.resting("A") == .closed)
    }

    @Test("a dimming tap on a drawer that may not be dismissed reports an attempt and leaves it where it is")
    func dimmingTapAttempt() {
        var host = Self.host(Self.cycling(dismissible: false))
        host.model.move("A", to: .large, animated: false, time: 0)
        host.deliver()
        let done8 = host.model.dimmingTapped("A", time: 0.1)
        #expect(!done8)
        host.settle()
        #expect(host.resting("A") == .large, "no collapse: the attempt is the whole answer")
        #expect(Self.drawerEvents(host).contains(.didAttemptToDismiss(cause: .dimmingTap)))
        #expect(!Self.drawerEvents(host).contains { if case .didDismiss = $0 { true } else { false } })
        let done9 = host.model.dismiss("A", time: host.clock)
        #expect(done9, "the app may still close it")
        host.settle()
        #expect(host.resting("A") == .closed)
    }

    @Test("the content's scale-back follows the sheet's progress, and only for a drawer that asks for it")
    func contentScaleBack() {
        var host = Self.host(.sheet, options: DrawerHostDrawerOptions(scalesBackBehind: true))
        host.model.move("A", to: .large, animated: false, time: 0)
        let full = host.model.scaleBack.content
        #expect(abs(full.scale - 364.0 / 390.0) < 1e-9, "(w - 26) / w at full progress")
        #expect(abs(full.cornerRadius - 8) < 1e-9)
        host.model.move("A", to: .medium, time: 0)
        var scales: [CGFloat] = []
        while host.model.needsFrames && host.clock < 5 {
            host.run(for: 1.0 / 60)
            scales.append(host.model.scaleBack.content.scale)
        }
        #expect(scales.contains { $0 > full.scale + 0.001 && $0 < 1 }, "in between while it moves")
        host.model.move("A", to: .closed, animated: false, time: host.clock)
        #expect(host.model.scaleBack.content == .none, "closed pushes nothing back")

        var plain = Self.host(.sheet)
        plain.model.move("A", to: .large, animated: false, time: 0)
        #expect(plain.model.scaleBack.content == .none)
    }

    @Test("a drawer over a drawer pushes that drawer back, and the content behind both")
    func drawerScaleBack() {
        var host = Self.host(.sheet)
        host.model.addDrawer(
            "B", configuration: .sheet, presentation: .presented(true),
            options: DrawerHostDrawerOptions(scalesBackBehind: true), time: 0)
        host.model.move("B", to: .large, animated: false, time: 0)
        let effect = host.model.scaleBack
        #expect(abs(effect.content.scale - 364.0 / 390.0) < 1e-9, "B pushes the content, though A does not")
        #expect(abs(effect.drawer("A").scale - (390.0 - 16) / 390.0) < 1e-9)
        #expect(effect.drawer("B") == .none)
        host.model.move("B", to: .closed, animated: false, time: 0)
        #expect(host.model.scaleBack == DrawerHostScaleBack(), "A alone pushes nothing")
    }

    @Test("a drawer resting at a fit detent springs to a new content length instead of jumping")
    func liveFit() {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer(
            "A", configuration: DrawerConfiguration(detents: [.closed, .fit, .large]), presentation: .presented(true),
            time: 0)
        host.model.setContentFittingLength(200, for: "A", time: 0)
        host.model.move("A", to: .fit, animated: false, time: 0)
        host.settle()
        let before = host.model.frame(of: "A")?.extent ?? 0
        let done10 = host.model.setContentFittingLength(300, for: "A", time: host.clock)
        #expect(done10)
        host.run(for: 1.0 / 60)
        let early = host.model.frame(of: "A")?.extent ?? 0
        #expect(early > before && early < before + 100, "moving, not there yet: \(before) → \(early)")
        host.settle()
        let after = host.model.frame(of: "A")?.extent ?? 0
        #expect(abs(after - before - 100) < 0.5)
        #expect(host.resting("A") == .fit)
        let done11 = host.model.setContentFittingLength(100, for: "nope", time: host.clock)
        #expect(!done11)
    }

    @Test("scale-back stays between none and the full effect whatever the drawers do")
    func scaleBackBounds() async {
        await boundedPropertyCheck(input: Gen.int(in: 0...3).array(of: 1...30), Gen.bool) { steps, nested in
            var host = Self.host(.sheet, options: DrawerHostDrawerOptions(scalesBackBehind: true))
            if nested {
                host.model.addDrawer(
                    "B", configuration: .sheet, presentation: .presented(true),
                    options: DrawerHostDrawerOptions(scalesBackBehind: true), time: 0)
            }
            let detents: [DrawerDetent.Identifier] = [.closed, .medium, .large, .closed]
            for (index, step) in steps.enumerated() {
                host.model.move(index % 2 == 0 || !nested ? "A" : "B", to: detents[step], time: host.clock)
                host.run(for: Double(step + 1) / 30)
                let effect = host.model.scaleBack
                for value in [effect.content] + Array(effect.drawers.values) {
                    #expect(value.scale >= 364.0 / 390.0 - 1e-9 && value.scale <= 1)
                    #expect(value.cornerRadius >= 0 && value.cornerRadius <= 8 + 1e-9)
                }
            }
        }
    }
}
