import DrawerCore
import Foundation

/// A phone-sized host with one sheet (closed, medium, large) that grows out of a button near the
/// top-left corner, for the morph tests.
enum MorphHarness {
    static let button = CGRect(x: 20, y: 60, width: 120, height: 44)
    static let source = DrawerMorphSource(rect: button, cornerRadius: 22)

    static func host(source: DrawerMorphSource? = source, configuration: DrawerConfiguration = .sheet) -> HostHarness {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer("sheet", configuration: configuration, presentation: .alwaysPresent, time: 0)
        host.model.move("sheet", to: .closed, animated: false, time: 0)
        if let source { host.model.setMorphSource(source, for: "sheet") }
        host.deliver()
        return host
    }

    /// The frame the adapters draw.
    static func drawn(_ host: HostHarness) -> DrawerFrame { host.model.frame(of: "sheet")! }

    /// The engine's own frame at the smallest open stop (where the morph ends).
    static func end(_ host: HostHarness) -> DrawerFrame {
        let engine = host.model.engine(of: "sheet")!
        let stop = engine.stops.first { !$0.isClosed }!
        return engine.layout.frame(extent: stop.extent)
    }

    /// The largest jump of the drawn outline's numbers between two frames.
    static func jump(_ a: DrawerFrame, _ b: DrawerFrame) -> CGFloat {
        let x = numbers(a)
        let y = numbers(b)
        return zip(x, y).map { abs($0 - $1) }.max() ?? 0
    }

    static func numbers(_ frame: DrawerFrame) -> [CGFloat] {
        let r = frame.visibleRect
        let c = frame.shape.corners
        return [
            r.minX, r.minY, r.width, r.height, c.topLeft, c.topRight, c.bottomLeft, c.bottomRight, frame.contentOpacity * 100,
        ]
    }
}
