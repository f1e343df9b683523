import DrawerCore
import Foundation
import Testing

/// Issue 22, finding 8 (seed 001): ResizableSheet fits its medium size to the main section of a
/// `ResizableScrollView`; the `additional:` section, shown only at the largest detent, must not
/// count. The content reports its main section's length (`setReportedFittingLength`), and the
/// host model follows that report over the adapter's whole-content measurement.
@Suite("Seed 001: the medium size comes from the main section")
struct ResizableSheetFitTests {
    static let resizable = DrawerConfiguration(detents: [.closed, .fitToContent(identifier: .medium), .large])

    /// A sheet at medium whose adapter measured `measured` and whose content reported `reported`.
    static func sheet(measured: CGFloat?, reported: CGFloat?) -> HostHarness {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer("sheet", configuration: resizable, presentation: .state(.medium), time: 0)
        host.model.setContentFittingLength(measured, for: "sheet", time: 0)
        host.model.setReportedFittingLength(reported, for: "sheet", time: 0)
        host.settle()
        return host
    }

    static func medium(_ host: HostHarness) -> CGFloat? {
        host.model.engine(of: "sheet")?.stops.stop(for: .medium)?.extent
    }

    @Test("a measurement taken at large, additional section shown, leaves medium at the main section's length")
    func mediumIgnoresAdditional() {
        var host = Self.sheet(measured: 300, reported: 300)
        #expect(Self.medium(host) == 300, "main section alone")
        host.model.move("sheet", to: .large, time: host.clock)
        host.settle()
        // At large the content shows its additional section; measured whole it is 2,300 pt.
        host.model.setContentFittingLength(2300, for: "sheet", time: host.clock)
        host.settle()
        #expect(Self.medium(host) == 300)
        #expect(host.model.engine(of: "sheet")?.detent == .large)
        #expect(host.model.fittingLength(of: "sheet") == 300)
        // Back at medium the sheet rests at the main section's length.
        host.model.move("sheet", to: .medium, time: host.clock)
        host.settle()
        #expect(host.model.engine(of: "sheet")?.frame.extent == 300)
    }

    @Test("the report wins over the measurement whichever comes first, and a new report refits")
    func reportWinsInEitherOrder() {
        var host = Self.sheet(measured: nil, reported: 280)
        #expect(Self.medium(host) == 280)
        host.model.setContentFittingLength(900, for: "sheet", time: host.clock)
        host.settle()
        #expect(Self.medium(host) == 280)
        host.model.setReportedFittingLength(320, for: "sheet", time: host.clock)
        host.settle()
        #expect(Self.medium(host) == 320)
        #expect(host.model.engine(of: "sheet")?.frame.extent == 320, "the sheet at medium follows")
    }

    @Test("withdrawing the report returns to the adapter's measurement")
    func withdrawingReturnsToMeasurement() {
        var host = Self.sheet(measured: 500, reported: 300)
        #expect(Self.medium(host) == 300)
        let taken = host.model.setReportedFittingLength(nil, for: "sheet", time: host.clock)
        #expect(taken)
        host.settle()
        #expect(host.model.reportedFittingLength(of: "sheet") == nil)
        #expect(Self.medium(host) == 500)
        #expect(host.model.engine(of: "sheet")?.frame.extent == 500)
    }

    @Test(
        "a negative, NaN or infinite report is ignored: the last report stays",
        arguments: [
            -1, -CGFloat.infinity, CGFloat.infinity, CGFloat.nan, CGFloat.signalingNaN,
        ])
    func badReportsAreIgnored(length: CGFloat) {
        var host = Self.sheet(measured: 2300, reported: 300)
        let taken = host.model.setReportedFittingLength(length, for: "sheet", time: host.clock)
        #expect(!taken)
        host.settle()
        #expect(host.model.reportedFittingLength(of: "sheet") == 300)
        #expect(Self.medium(host) == 300)
        #expect(host.model.needsFrames == false)
    }

    @Test("chrome is added to a good report, and never rescues a bad one")
    func chrome() {
        var host = Self.sheet(measured: 2300, reported: nil)
        host.model.setReportedFittingLength(300, chrome: 20, for: "sheet", time: host.clock)
        host.settle()
        #expect(Self.medium(host) == 320)
        let taken = host.model.setReportedFittingLength(-10, chrome: 20, for: "sheet", time: host.clock)
        #expect(!taken)
        host.model.setReportedFittingLength(300, chrome: .nan, for: "sheet", time: host.clock)
        host.settle()
        #expect(Self.medium(host) == 300, "a NaN chrome counts as none")
    }

    @Test("a bad first report leaves the measurement in force")
    func badFirstReportKeepsMeasurement() {
        var host = Self.sheet(measured: 400, reported: nil)
        let taken = host.model.setReportedFittingLength(.nan, for: "sheet", time: host.clock)
        #expect(!taken)
        host.settle()
        #expect(host.model.reportedFittingLength(of: "sheet") == nil)
        #expect(Self.medium(host) == 400)
    }

    @Test("a report for an unknown drawer does nothing")
    func unknownDrawer() {
        var host = Self.sheet(measured: 300, reported: nil)
        let taken = host.model.setReportedFittingLength(100, for: "nope", time: host.clock)
        #expect(!taken)
        #expect(host.model.reportedFittingLength(of: "nope") == nil)
        #expect(host.model.fittingLength(of: "nope") == nil)
    }

    @Test("a report before the container is known is used when the drawer is placed")
    func reportBeforePlacement() {
        var host = HostHarness(options: .platformSlop, size: nil)
        host.model.addDrawer("sheet", configuration: Self.resizable, presentation: .state(.medium), time: 0)
        host.model.setContentFittingLength(2300, for: "sheet", time: 0)
        host.model.setReportedFittingLength(300, for: "sheet", time: 0)
        host.model.setContainer(DrawerContainer(size: CGSize(width: 390, height: 844)), time: 0)
        host.settle()
        #expect(Self.medium(host) == 300)
        #expect(host.model.engine(of: "sheet")?.detent == .medium)
    }
}
