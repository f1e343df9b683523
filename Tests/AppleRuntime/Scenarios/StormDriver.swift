import DrawerCore
import DrawerTestSupport
import Testing
import UIKit

@testable import DrawerUIKit

/// The storm's world and its actions: one host over the phone's root, a sheet with a tracked
/// list, a side menu, and extra sheets added and removed.
@MainActor
struct Storm {
    let phone: Phone
    var random: SplitMix64
    var host: DrawerHostView
    var pairing = DragPairing()
    var extras = 0
    var size = Phone.size

    init(phone: Phone, seed: UInt64) {
        self.phone = phone
        random = SplitMix64(seed: seed)
        host = DrawerHostView(frame: .zero)
        install()
    }

    /// A fresh host with the sheet and the menu.
    mutating func install() {
        phone.show(host)
        let list = makeList()
        let content = UIView()
        content.addSubview(list)
        host.addDrawer(id: "sheet", contentView: content, configuration: closableSeed004Configuration(), initialDetent: .medium)
        host.track(scrollView: list, in: "sheet")
        host.addDrawer(
            id: "menu", contentView: UIView(),
            configuration: DrawerSheetConfiguration(
                detents: [.closed, .fraction(0.8, identifier: "open")], behavior: .navigationDrawer(edge: .leading)),
            initialDetent: .closed)
        let host = host
        host.onDrawerEvent = { [weak host] id, event in
            _ = host
            StormEvents.shared.append((id, event))
        }
    }

    mutating func point() -> CGPoint {
        CGPoint(x: CGFloat.random(in: 0...size.width, using: &random), y: CGFloat.random(in: 0...size.height, using: &random))
    }

    /// One action, then the events it caused.
    mutating func act(released: inout ReleasedViews) {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<30: drag(duration: Double.random(in: 0.05...0.6, using: &random))
        case 30..<42: drag(duration: Double.random(in: 0.03...0.1, using: &random))  // flicks
        case 42..<50: edgeSwipe()
        case 50..<60: phone.tap(point())
        case 60..<64: cancelledTouch()
        case 64..<68: rotate()
        case 68..<71: splitView()
        case 71..<76: keyboard()
        case 76..<80: configure()
        case 80..<84: addOrRemove(released: &released)
        case 84..<87: command()
        case 87..<89: AccessibilityDouble.setReduceMotion(Bool.random(using: &random))
        case 89..<91: phone.window.doubleSetLayoutDirection(Bool.random(using: &random) ? .rightToLeft : .leftToRight)
        case 91..<94: _ = host.accessibilityPerformEscape()
        default: UIKitDouble.advance(seconds: Double.random(in: 0...0.6, using: &random))
        }
        drainEvents()
    }

    mutating func drag(duration: Double) {
        let start = point()
        let end = CGPoint(
            x: start.x + CGFloat.random(in: -120...120, using: &random),
            y: start.y + CGFloat.random(in: -500...500, using: &random))
        phone.drag(from: start, to: end, duration: duration, hold: Bool.random(using: &random) ? 0 : 0.05)
    }

    mutating func edgeSwipe() {
        let rightToLeft = phone.window.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let y = CGFloat.random(in: 60...(size.height - 60), using: &random)
        let start = CGPoint(x: rightToLeft ? size.width - 8 : 8, y: y)
        let travel = CGFloat.random(in: 30...300, using: &random) * (rightToLeft ? -1 : 1)
        phone.drag(from: start, to: CGPoint(x: start.x + travel, y: y), duration: Double.random(in: 0.1...0.4, using: &random))
    }

    mutating func cancelledTouch() {
        let start = point()
        phone.drag(from: start, to: CGPoint(x: start.x, y: start.y - 80), duration: 0.15, lift: false)
        phone.window.doubleTouchCancel()
    }

    mutating func rotate() {
        let landscape = size.width < size.height
        size = landscape ? CGSize(width: 844, height: 390) : Phone.size
        phone.window.doubleResize(
            to: size, safeArea: landscape ? UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47) : Phone.safeArea)
    }

    mutating func splitView() {
        size = CGSize(width: CGFloat.random(in: 320...844, using: &random), height: size.height)
        phone.window.doubleResize(to: size, safeArea: Phone.safeArea)
    }

    mutating func keyboard() {
        let height = [0, 291, 336].randomElement(using: &random)!
        let frame = CGRect(x: 0, y: size.height - CGFloat(height), width: size.width, height: CGFloat(max(height, 1)))
        UIKitDouble.postKeyboardFrame(
            height == 0 ? frame.offsetBy(dx: 0, dy: frame.height) : frame, screen: Bool.random(using: &random) ? UIScreen() : nil)
    }

    mutating func configure() {
        var configuration = closableSeed004Configuration()
        switch Int.random(in: 0..<4, using: &random) {
        case 0: configuration.detents.append(.points(CGFloat.random(in: -50...900, using: &random), identifier: .medium))
        case 1: configuration.detents = [.closed, .points(CGFloat.random(in: 50...700, using: &random), identifier: .medium)]
        case 2: configuration.detents.append(.points(.nan, identifier: "broken"))
        default: configuration.behavior.gesture.cyclesDetentsOnHandleTap = true
        }
        host.setConfiguration(configuration, for: "sheet")
    }

    mutating func addOrRemove(released: inout ReleasedViews) {
        let present = host.panels.keys.filter { $0.hasPrefix("extra") }.sorted()
        if let id = present.first, Bool.random(using: &random) || present.count > 2 {
            let panel = host.panels[id]!
            released.watch(id, [panel.panelView, panel.dimmingView, panel.contentView, panel.grabberView])
            host.removeDrawer(id)
            pairing.forget(id)
        } else {
            extras += 1
            host.addDrawer(
                id: "extra\(extras)", contentView: UIView(), configuration: closableSeed004Configuration(),
                initialDetent: [.default, .medium, .large].randomElement(using: &random)!)
        }
    }

    mutating func command() {
        let ids = host.model.ids
        guard let id = ids.randomElement(using: &random) else { return }
        let stops = host.model.engine(of: id)?.stops.map(\.identifier) ?? []
        if let detent = stops.randomElement(using: &random) { host.move(id, to: detent, animated: Bool.random(using: &random)) }
    }

    mutating func drainEvents() {
        for (id, event) in StormEvents.shared.take() { pairing.record(id, event) }
    }

    /// Runs frames until nothing moves (at most 5 s), with no finger down.
    mutating func quiet() {
        phone.settle()
        drainEvents()
    }

    /// The drawers whose panel is not where one of its stops puts it.
    func drawersBetweenStops() -> [String] {
        host.model.ids.filter { id in
            guard let engine = host.model.engine(of: id) else { return false }
            return !engine.stops.contains { abs($0.extent - engine.frame.extent) <= 0.5 }
        }
    }

    /// The host and every view under it.
    var viewsOnScreen: Int {
        func count(_ view: UIView) -> Int { 1 + view.subviews.reduce(0) { $0 + count($1) } }
        return count(host)
    }

    /// Takes the host off the screen and watches it and every drawer's views: once the storm is
    /// dropped, nothing may keep them.
    mutating func tearDown(released: inout ReleasedViews) {
        pairing.finish()
        for id in host.panels.keys.sorted() {
            let panel = host.panels[id]!
            released.watch(id, [panel.panelView, panel.dimmingView, panel.contentView, panel.grabberView])
        }
        released.watch("host", [host])
        host.removeFromSuperview()
        StormEvents.shared.clear()
    }
}

/// The host's events as they arrive (the host calls back while an action runs).
@MainActor
final class StormEvents {
    static let shared = StormEvents()
    private var events: [(String, DrawerEvent)] = []
    func append(_ event: (String, DrawerEvent)) { events.append(event) }
    func take() -> [(String, DrawerEvent)] {
        defer { events.removeAll() }
        return events
    }
    func clear() { events.removeAll() }
}
