import DrawerCore
import Foundation
import PropertyBased
import Testing

/// Where the drawer hosts of a screen sit in its window, and the frame of a host drawn over one
/// view (issue 46 item 3: `.content` placement by construction).
@Suite("Screen layering of drawer hosts")
struct ScreenLayeringTests {
    @Test("a new host goes after the content hosts directly above the screen, under anything else")
    func insertionOffset() {
        #expect(DrawerScreenLayering.insertionOffset(above: []) == 0)
        #expect(DrawerScreenLayering.insertionOffset(above: [.other]) == 0, "under a modal's container")
        #expect(DrawerScreenLayering.insertionOffset(above: [.windowHost]) == 0, "a content host goes under the window host")
        #expect(DrawerScreenLayering.insertionOffset(above: [.contentHost, .contentHost, .windowHost, .other]) == 2)
        #expect(DrawerScreenLayering.insertionOffset(above: [.other, .contentHost]) == 0, "a run, not any content host")
    }

    @Test("a content host is in place only with content hosts between it and its screen")
    func inPlace() {
        #expect(DrawerScreenLayering.contentHostIsInPlace(below: []))
        #expect(DrawerScreenLayering.contentHostIsInPlace(below: [.contentHost, .contentHost]))
        #expect(!DrawerScreenLayering.contentHostIsInPlace(below: [.windowHost]), "above the window host")
        #expect(!DrawerScreenLayering.contentHostIsInPlace(below: [.contentHost, .other]), "above a modal")
    }

    @Test("any order of content hosts, one window host and views the app puts above the screen: the content hosts come first in the order they came, then the window host, and no host rises above the app's views")
    func orderProperty() async {
        // 0: a content host arrives; 1: the window host arrives (once); 2: the app puts a view on top.
        await boundedPropertyCheck(input: Gen.int(in: 0...2).array(of: 1...12)) { arrivals in
            var above: [DrawerScreenLayer] = []
            var contentOrder: [Int] = []
            var ids: [Int?] = []
            for (index, arrival) in arrivals.enumerated() {
                switch arrival {
                case 0, 1:
                    if arrival == 1, above.contains(.windowHost) { continue }
                    let offset = DrawerScreenLayering.insertionOffset(above: above)
                    above.insert(arrival == 0 ? .contentHost : .windowHost, at: offset)
                    ids.insert(arrival == 0 ? index : nil, at: offset)
                    if arrival == 0 { contentOrder.append(index) }
                default:
                    above.append(.other)
                    ids.append(nil)
                }
            }
            let hosts = above.prefix { $0 != .other }
            let hostAboveTheApp = above.dropFirst(hosts.count).contains { $0 != .other }
            #expect(!hostAboveTheApp, "a host above the app's views: \(above)")
            if let window = hosts.firstIndex(of: .windowHost) {
                #expect(window == hosts.count - 1, "the window host last among the hosts: \(above)")
            }
            let placedOrder = ids.prefix(hosts.count).compactMap { $0 }
            #expect(placedOrder == contentOrder, "content hosts in the order they came: \(placedOrder)")
            for position in hosts.indices where hosts[position] == .contentHost {
                #expect(DrawerScreenLayering.contentHostIsInPlace(below: Array(above[..<position])))
            }
        }
    }

    @Test("the host's frame is the presenting view's, standardized; a non-finite one gives an empty frame at the origin")
    func frame() {
        let frame = CGRect(x: 10, y: 400, width: 370, height: 300)
        #expect(DrawerScreenLayering.contentHostFrame(for: frame) == frame)
        #expect(
            DrawerScreenLayering.contentHostFrame(for: CGRect(x: 380, y: 700, width: -370, height: -300)) == frame,
            "a negative size turns about the far edge")
        for bad: CGFloat in [.nan, .infinity, -.infinity] {
            #expect(DrawerScreenLayering.contentHostFrame(for: CGRect(x: bad, y: 0, width: 10, height: 10)) == .zero)
            #expect(DrawerScreenLayering.contentHostFrame(for: CGRect(x: 0, y: 0, width: 10, height: bad)) == .zero)
        }
        #expect(DrawerScreenLayering.contentHostFrame(for: .null) == .zero)
        #expect(DrawerScreenLayering.contentHostFrame(for: .infinite) == .zero)
    }

    @Test("any rectangle gives a finite frame of non-negative size")
    func frameProperty() async {
        let value = Gen.oneOf(
            Gen.double(in: -1e6...1e6),
            Gen<Double?>.element(of: [.nan, .infinity, -.infinity, 0]).map { $0 ?? 0 })
        await boundedPropertyCheck(input: value.array(of: 4...4)) { values in
            let result = DrawerScreenLayering.contentHostFrame(
                for: CGRect(x: values[0], y: values[1], width: values[2], height: values[3]))
            let finite = [result.minX, result.minY, result.width, result.height].allSatisfy { $0.isFinite }
            #expect(finite)
            #expect(result.width >= 0 && result.height >= 0)
        }
    }
}
