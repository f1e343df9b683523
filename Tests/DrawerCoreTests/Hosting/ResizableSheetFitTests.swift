import DrawerCore
import Foundation
import Testing

/// Issue 22, finding 8 (seed 001): ResizableSheet fits its medium size to the main section of a
/// `ResizableScrollView`; the `additional:` section, shown only at the largest detent, must not
/// count. Not fixed yet: this records the bug as a known issue, so it is tracked, not hidden.
@Suite("Seed 001: the medium size comes from the main section")
struct ResizableSheetFitTests {
    @Test("a measurement taken at large, additional section shown, leaves medium at the main section's length")
    func mediumIgnoresAdditional() {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer(
            "sheet", configuration: DrawerConfiguration(detents: [.closed, .fitToContent(identifier: .medium), .large]),
            presentation: .state(.medium), time: 0)
        host.model.setContentFittingLength(300, for: "sheet", time: 0)
        host.settle()
        #expect(host.model.engine(of: "sheet")?.stops.stop(for: .medium)?.extent == 300, "main section alone")
        host.model.move("sheet", to: .large, time: host.clock)
        host.settle()
        // At large the content shows its additional section; measured whole it is 2,300 pt.
        host.model.setContentFittingLength(2300, for: "sheet", time: host.clock)
        host.settle()
        withKnownIssue("the host has no way to leave the additional section out of the fit (issue 22, finding 8)") {
            #expect(host.model.engine(of: "sheet")?.stops.stop(for: .medium)?.extent == 300)
        }
    }
}
