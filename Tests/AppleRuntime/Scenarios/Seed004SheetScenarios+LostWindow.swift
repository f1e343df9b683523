import DrawerCore
import Testing
import UIKit

@testable import DrawerUIKit

/// Issue 49: a drag whose host view leaves the window (a navigation pop, a tab switch, the app
/// removing it) ends as a still finger's release, and the drawer is at rest at once, without
/// waiting for a lift that may never reach the view again. On seed 004's sheet and phone.
extension UIKitScenarios.Seed004SheetScenarios {
    @Test func aDragWhoseHostLeavesTheWindowEndsAtRestAndTheNextDragWorks() {
        sheet.move(to: .medium, animated: false)
        phone.window.layoutIfNeeded()
        // Held still 30 pt below large (far from medium): a still finger lifted there lands on large.
        let start = CGPoint(x: 200, y: sheet.top(of: .medium) + 5)
        phone.drag(from: start, to: CGPoint(x: 200, y: sheet.top(of: .large) + 35), duration: 0.3, hold: 0.1, lift: false)
        #expect(sheet.model.dragOwner == DrawerSheetView.drawerID, "the finger drags the sheet")
        sheet.removeFromSuperview()
        #expect(sheet.model.dragOwner == nil, "the drag ended with the window")
        #expect(!sheet.model.isBusy(DrawerSheetView.drawerID), "at rest at once: nothing is drawn outside a window")
        #expect(sheet.detent == .large)
        phone.window.doubleTouchUp()
        phone.show(sheet)
        #expect(close(sheet.panelFrame.minY, sheet.top(of: .large)), "back on its detent: \(sheet.panelFrame)")
        phone.drag(
            from: CGPoint(x: 200, y: sheet.top(of: .large) + 5), to: CGPoint(x: 200, y: sheet.top(of: .medium) + 5), duration: 0.4,
            hold: 0.1)
        phone.settle()
        #expect(sheet.detent == .medium, "the next drag moves it")
    }

    @Test func aSettleInFlightWhenTheHostLeavesEndsOnItsTarget() {
        sheet.move(to: .medium, animated: false)
        phone.window.layoutIfNeeded()
        sheet.move(to: .large, animated: true)
        UIKitDouble.advanceFrame()
        #expect(sheet.model.isBusy(DrawerSheetView.drawerID), "settling")
        sheet.removeFromSuperview()
        #expect(!sheet.model.isBusy(DrawerSheetView.drawerID))
        #expect(sheet.detent == .large)
        phone.show(sheet)
        #expect(close(sheet.panelFrame.minY, sheet.top(of: .large)))
    }
}
