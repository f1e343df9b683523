import DrawerCore
import Testing
import UIKit

@testable import DrawerUIKit

/// Frame-based page content of a chosen height.
@MainActor
final class PageContent: UIView {
    var height: CGFloat = 480
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: height) }
}

extension UIKitScenarios {
    /// Pages inside a drawer (issue 25): a settings sheet fitted to its 240 pt list pushes a
    /// 480 pt detail page; the sheet springs between the fits and back.
    @MainActor
    @Suite struct PagesScenarios {
        let phone = Phone()
        let host = DrawerHostView(frame: .zero)
        let list = SelfSizingContent()
        let detail = PageContent()

        init() {
            phone.show(host)
            host.addDrawer(
                id: "settings", contentView: list,
                configuration: DrawerSheetConfiguration(detents: [.closed, .fit, .large]), initialDetent: .fit)
            phone.settle()
        }

        /// The visible height of the sheet.
        var height: CGFloat { Phone.size.height - host.panelFrame("settings").minY }

        @Test func aPushSpringsToThePagesFitAndBackReturns() {
            // A fit covers the safe area under the content too.
            let listFit = 240 + DrawerGrabberView.stripLength + Phone.safeArea.bottom
            #expect(close(height, listFit), "\(height)")
            #expect(host.pushPage(DrawerPage(id: "detail", detents: [.fit, .large]), view: detail, in: "settings"))
            #expect(host.currentPage(of: "settings") == "detail")
            #expect(detail.superview != nil && list.isHidden)
            #expect(close(height, listFit), "no jump at the push")
            var heights: [CGFloat] = []
            for _ in 0..<12 {
                UIKitDouble.advanceFrame()
                heights.append(height)
            }
            phone.settle()
            let detailFit = 480 + DrawerGrabberView.stripLength + Phone.safeArea.bottom
            #expect(close(height, detailFit), "\(height)")
            #expect(heights.contains { $0 > listFit + 5 && $0 < detailFit - 5 }, "sprang through \(heights)")
            #expect(detail.frame == list.frame, "the page is laid out where the content is")

            #expect(host.popPage(in: "settings"))
            #expect(detail.superview == nil && !list.isHidden)
            phone.settle()
            #expect(close(height, listFit))
            #expect(host.detent("settings") == .fit)
            #expect(!host.popPage(in: "settings"), "nothing left to pop")
            #expect(!host.popToPage("nope", in: "settings"), "an unknown page is a no-op")
        }

        @Test func aDragDuringThePushTakesOver() {
            host.pushPage(DrawerPage(id: "detail", detents: [.fit, .large]), view: detail, in: "settings")
            for _ in 0..<5 { UIKitDouble.advanceFrame() }
            let before = height
            let top = host.panelFrame("settings").minY
            phone.window.doubleTouchDown(at: CGPoint(x: 195, y: top + 8))
            UIKitDouble.advanceFrame()
            phone.window.doubleTouchMove(to: CGPoint(x: 195, y: top + 20))
            UIKitDouble.advanceFrame()
            #expect(abs(height - before) < 30, "held where it was, under the finger: \(before) → \(height)")
            for step in 1...30 {
                UIKitDouble.advanceFrame()
                phone.window.doubleTouchMove(to: CGPoint(x: 195, y: top + 20 + CGFloat(step) * 10))
            }
            let dragged = height
            #expect(dragged < before - 100, "follows the finger down: \(before) → \(dragged)")
            phone.window.doubleTouchUp()
            phone.settle()
            #expect(host.detent("settings") == .closed || host.detent("settings") == .fit)
            #expect(host.currentPage(of: "settings") == "detail")
        }
    }
}
