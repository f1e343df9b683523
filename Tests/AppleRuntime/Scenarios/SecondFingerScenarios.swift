import DrawerCore
import Testing
import UIKit

@testable import DrawerUIKit

extension UIKitScenarios {
    /// Issue 35 item 6: a second finger. A pan's translation follows the centroid of its
    /// fingers, so without a limit a second finger landing mid-drag moves the drawer halfway to
    /// it; one finger drags a drawer.
    @MainActor
    @Suite struct SecondFingerScenarios {
        @Test func aSecondFingerMidDragDoesNotMoveTheSheet() {
            let phone = Phone()
            let sheet = DrawerSheetView(contentView: UIView(), configuration: seed004Configuration())
            phone.show(sheet)
            phone.settle()
            let start = CGPoint(x: 195, y: sheet.panelFrame.minY + 30)
            let lifted = CGPoint(x: 195, y: start.y - 120)
            phone.drag(from: start, to: lifted, duration: 0.25, lift: false)
            let underFinger = sheet.panelFrame.minY
            // A thumb lands 300 pt lower, at the bottom of the screen, and rests there.
            phone.window.doubleSecondFinger(at: CGPoint(x: 100, y: lifted.y + 300))
            UIKitDouble.advanceFrame()
            phone.window.doubleTouchMove(to: CGPoint(x: 195, y: lifted.y - 1))
            UIKitDouble.advanceFrame()
            #expect(abs(sheet.panelFrame.minY - (underFinger - 1)) < 2, "the sheet stays under the first finger: \(sheet.panelFrame.minY) vs \(underFinger - 1)")
            phone.window.doubleSecondFinger(at: nil)
            phone.window.doubleTouchUp()
            phone.settle()
            #expect(sheet.panelFrame.minY.isFinite)
        }

        /// The double's own rule, so the scenario above can fail: a pan without a limit follows
        /// the centroid, and jumps when a finger lands.
        @Test func theDoublesPanFollowsTheCentroidOfItsFingers() {
            let phone = Phone()
            let pan = UIPanGestureRecognizer()
            phone.root.addGestureRecognizer(pan)
            phone.window.doubleTouchDown(at: CGPoint(x: 100, y: 400))
            UIKitDouble.advanceFrame()
            phone.window.doubleTouchMove(to: CGPoint(x: 100, y: 380))
            #expect(pan.translation(in: nil) == CGPoint(x: 0, y: -20))
            phone.window.doubleSecondFinger(at: CGPoint(x: 100, y: 580))
            #expect(pan.translation(in: nil) == CGPoint(x: 0, y: 80), "halfway to the second finger")
            phone.window.doubleTouchUp()
        }
    }
}
