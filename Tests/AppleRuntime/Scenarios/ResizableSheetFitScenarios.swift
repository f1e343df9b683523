import DrawerCore
import Testing
import UIKit

@testable import DrawerUIKit

extension UIKitScenarios {
    /// Issue 22, finding 8 (seed 001): a `.resizableSheet`'s medium detent is fitted to its
    /// `ResizableScrollView`'s main section. The SwiftUI content reports that section's length
    /// through the anchor; here the report is made by hand, as the representable makes it, and
    /// the content the host measures grows to 2,300 pt at large, its additional section shown.
    @MainActor
    @Suite struct ResizableSheetFitScenarios {
        let phone = Phone()

        static let resizable = DrawerSheetConfiguration(detents: [.closed, .fitToContent(identifier: .medium), .large])

        /// The medium stop's length in the anchor's host.
        func medium(_ app: BindingApp) -> CGFloat? {
            app.host?.model.engine(of: app.id)?.stops.stop(for: .medium)?.extent
        }

        /// Presents `app` from a button-sized anchor, as `Button(…).resizableSheet($state)` does.
        func present(_ app: BindingApp) {
            app.presentFromButton(on: phone)
            app.settle(phone)
        }

        @Test func reportedMainLengthKeepsMediumWhileTheWholeContentGrowsAtLarge() throws {
            let content = IntrinsicContent()
            content.naturalHeight = 300
            let app = BindingApp(.sheetState(.medium), configuration: Self.resizable, contentView: content)
            // Reported before the anchor has a host: kept and handed over when it joins one.
            app.anchor.reportContentLength(300)
            present(app)
            let host = try #require(app.host)
            let fitted = try #require(medium(app))
            #expect(host.model.reportedFittingLength(of: app.id) == 300 + DrawerGrabberView.stripLength)
            #expect(close(Phone.size.height - app.panelFrame.minY, fitted))

            app.set(.sheetState(.large))
            app.settle(phone)
            #expect(host.detent(app.id) == .large)
            // The additional section is shown: the content measured whole is 2,300 pt.
            content.naturalHeight = 2300
            host.setNeedsLayout()
            phone.window.layoutIfNeeded()
            app.settle(phone)
            #expect(medium(app) == fitted, "medium stays at the main section's length")
            #expect(host.detent(app.id) == .large)

            app.set(.sheetState(.medium))
            app.settle(phone)
            #expect(host.detent(app.id) == .medium)
            #expect(close(Phone.size.height - app.panelFrame.minY, fitted))
        }

        @Test func withdrawnReportReturnsToTheMeasurement() throws {
            let content = IntrinsicContent()
            content.naturalHeight = 500
            let app = BindingApp(.sheetState(.medium), configuration: Self.resizable, contentView: content)
            present(app)
            app.anchor.reportContentLength(300)
            app.settle(phone)
            let reported = try #require(medium(app))
            app.anchor.reportContentLength(nil)
            app.settle(phone)
            let measured = try #require(medium(app))
            #expect(close(measured - reported, 200))
            #expect(close(Phone.size.height - app.panelFrame.minY, measured))
        }
    }
}
