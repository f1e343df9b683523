import DrawerCore
import Testing
import UIKit

@testable import DrawerUIKit

extension UIKitScenarios {
    /// Seed 003's navigation drawer in UIKit: opened by a swipe from its edge region, which
    /// otherwise leaves the app's own controls alone, mirrored in right-to-left.
    @MainActor
    @Suite struct SideDrawerScenarios {
        let phone = Phone()
        let host = DrawerHostView(frame: .zero)
        let behind = TouchRecorder(frame: CGRect(origin: .zero, size: Phone.size))

        init() {
            phone.root.addSubview(behind)
            phone.show(host)
            host.addDrawer(
                id: "menu", contentView: UIView(),
                configuration: DrawerSheetConfiguration(
                    detents: [.closed, .fraction(0.8, identifier: "open")], behavior: .navigationDrawer(edge: .leading)),
                initialDetent: .closed)
            phone.window.layoutIfNeeded()
        }

        @Test func aVerticalSwipeInTheEdgeRegionIsTheApps() {
            phone.drag(from: CGPoint(x: 15, y: 300), to: CGPoint(x: 18, y: 600), duration: 0.3)
            phone.settle()
            #expect(host.detent("menu") == .closed)
            #expect(behind.ended == 1 && behind.cancelled == 0, "the view behind got the whole touch")
        }

        @Test func anEdgeSwipeCancelsTheTouchesOfTheViewBehind() {
            phone.drag(from: CGPoint(x: 10, y: 400), to: CGPoint(x: 260, y: 400), duration: 0.3)
            phone.settle()
            #expect(host.detent("menu") == "open")
            #expect(behind.cancelled == 1 && behind.ended == 0)
            #expect(close(host.panelFrame("menu").minX, 0))
            #expect(close(host.panelFrame("menu").width, 0.8 * Phone.size.width))
        }

        @Test func aTapOnTheDimmingClosesTheOpenMenu() {
            host.move("menu", to: "open")
            phone.settle()
            #expect(host.dimming("menu") > 0)
            phone.tap(CGPoint(x: 370, y: 400))
            phone.settle()
            #expect(host.detent("menu") == .closed)
            #expect(behind.ended == 0, "the tap was the dimming's")
        }

        @Test func inRightToLeftTheMenuSitsOnTheRightAndOpensFromThere() {
            phone.window.doubleSetLayoutDirection(.rightToLeft)
            phone.settle()
            phone.tap(CGPoint(x: 20, y: 70))
            #expect(behind.ended == 1, "the left edge is no longer the menu's")
            phone.drag(from: CGPoint(x: 380, y: 400), to: CGPoint(x: 130, y: 400), duration: 0.3)
            phone.settle()
            #expect(host.detent("menu") == "open")
            #expect(close(host.panelFrame("menu").maxX, Phone.size.width))
        }
    }
}
