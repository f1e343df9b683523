import DrawerCore
import DrawerSwiftUI
import Foundation
import SwiftUI
import Testing
import UIKit

@testable import DrawerUIKit

extension SwiftUIScenarios {
    /// Issue 46 item 6: what apps put in a drawer's content besides text and buttons, used as
    /// app developers write it: an alert and a confirmation dialog from a button in the drawer,
    /// a drawer presented from a pushed NavigationStack page, tappable rows and a drag control.
    @MainActor
    @Suite struct DrawerContentControlScenarios {
        /// An alert from a button in the drawer: presented from a controller inside the app's
        /// hierarchy (no "detached" warning), its action runs and it dismisses, the drawer stays.
        @Test func alertFromAButtonInTheDrawer() async {
            let phone = SwiftUIPhone(AlertInDrawerScreen())
            await phone.settle()
            await phone.tap(button: "Delete order")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Delete this order?"), "\(phone.visibleTexts())")
            #expect(phone.visibleTexts().contains("It cannot be undone."))
            #expect(PresentationDouble.log.isEmpty, "UIKit's log: \(PresentationDouble.log)")
            await phone.tap(button: "Delete")
            await phone.settle()
            #expect(!phone.visibleTexts().contains("Delete this order?"), "the alert went: \(phone.visibleTexts())")
            #expect(phone.windowContains(text: "Order deleted"), "its action ran")
            #expect(phone.visibleTexts().contains("Order 42"), "the drawer stays: \(phone.visibleTexts())")
            #expect(PresentationDouble.log.isEmpty, "UIKit's log: \(PresentationDouble.log)")
        }

        /// A confirmation dialog before discarding: "Keep editing" leaves the drawer open,
        /// "Discard draft" closes the drawer from the dialog's action.
        @Test func confirmationDialogBeforeDiscarding() async {
            let phone = SwiftUIPhone(DiscardDialogScreen())
            await phone.settle()
            await phone.tap(button: "Close")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Discard the draft?"), "\(phone.visibleTexts())")
            await phone.tap(button: "Keep editing")
            await phone.settle()
            #expect(!phone.visibleTexts().contains("Discard the draft?"), "\(phone.visibleTexts())")
            #expect(phone.visibleTexts().contains("Draft note"), "still editing: \(phone.visibleTexts())")
            await phone.tap(button: "Close")
            await phone.settle()
            await phone.tap(button: "Discard draft")
            await phone.settle()
            #expect(!phone.visibleTexts().contains("Discard the draft?"), "\(phone.visibleTexts())")
            #expect(!phone.visibleTexts().contains("Draft note"), "the drawer closed: \(phone.visibleTexts())")
            #expect(phone.visibleTexts().contains("Discarded 1"), "\(phone.visibleTexts())")
            #expect(PresentationDouble.log.isEmpty, "UIKit's log: \(PresentationDouble.log)")
        }

        /// A drawer presented from a pushed NavigationStack page: the covered root is out of
        /// the window while the page shows (as a navigation controller removes the covered
        /// view), the drawer opens and closes over the page, and back on the root its state
        /// is as it was.
        @Test func drawerFromAPushedPageWithTheRootOutOfTheWindow() async {
            let phone = SwiftUIPhone(PushedPageDrawerScreen())
            await phone.settle()
            await phone.tap(button: "Visit")
            await phone.tap(button: "Orders")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Orders page"), "\(phone.visibleTexts())")
            #expect(!phone.windowContains(text: "Root visits 1"), "the covered root left the window")
            await phone.tap(button: "Filter")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Filter drawer"), "\(phone.visibleTexts())")
            let top = top(of: "Filter drawer", phone)
            #expect(close(top, 422, 2), "at medium: \(top)")
            await phone.swipe(from: CGPoint(x: 195, y: top + 20), to: CGPoint(x: 195, y: 840))
            #expect(!phone.visibleTexts().contains("Filter drawer"), "\(phone.visibleTexts())")
            await phone.tap(button: "Back")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Root visits 1"), "the root's state lived: \(phone.visibleTexts())")
            #expect(!phone.windowContains(text: "Orders page"), "the popped page left")
        }

        /// A drawer open on the root when a page is pushed: its presenting view leaves the
        /// window with the root, and the drawer stays presented over the page, in step with its
        /// binding (DrawerPresentationAnchor's rule, as `.sheet`): a swipe closes it and the
        /// root, back in the window, reads the binding written back.
        @Test func rootDrawerStaysPresentedWhenItsRootIsCovered() async {
            let phone = SwiftUIPhone(RootDrawerPushScreen())
            await phone.settle()
            await phone.tap(button: "Notes")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Notes drawer"), "\(phone.visibleTexts())")
            await phone.tap(button: "Details")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Details page"), "\(phone.visibleTexts())")
            #expect(!phone.windowContains(text: "Notes shown"), "the covered root left the window")
            #expect(phone.visibleTexts().contains("Notes drawer"), "still presented: \(phone.visibleTexts())")
            let panelTop = top(of: "Notes drawer", phone)
            await phone.swipe(from: CGPoint(x: 195, y: panelTop + 20), to: CGPoint(x: 195, y: 840))
            #expect(!phone.visibleTexts().contains("Notes drawer"), "\(phone.visibleTexts())")
            await phone.tap(button: "Back")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Notes hidden"), "written back: \(phone.visibleTexts())")
        }

        /// `onTapGesture` on rows (HStacks with a rectangular `contentShape`) in a drawer's scroll
        /// view: a tap on a row's empty middle picks it, and the drawer stays where it was.
        @Test func onTapGestureOnARowInTheDrawer() async {
            let phone = SwiftUIPhone(TappableRowsScreen())
            await phone.settle()
            guard let bakery = phone.frame(ofText: "Bakery"), let open = phone.frame(ofText: "Open") else {
                Issue.record("no rows: \(phone.visibleTexts())")
                return
            }
            #expect(bakery.minX < open.minX && close(bakery.midY, phone.frame(ofText: "Bakery")!.midY), "laid out in a row")
            let before = top(of: "Bakery", phone)
            await phone.tap(CGPoint(x: 195, y: bakery.midY))
            await phone.settle()
            #expect(phone.windowContains(text: "Picked Bakery"), "\(phone.visibleTexts())")
            #expect(close(top(of: "Bakery", phone), before), "the drawer did not move")
        }

        /// A `DragGesture` control in the drawer: a horizontal slide moves the knob with each
        /// change and pays past 150 pt when it ends; the drawer does not move.
        @Test func dragGestureInTheDrawer() async {
            let phone = SwiftUIPhone(SlideToPayScreen())
            await phone.settle()
            guard let knob = phone.frame(ofText: "Pay knob") else {
                Issue.record("no knob: \(phone.visibleTexts())")
                return
            }
            let before = top(of: "Pay knob", phone)
            let start = CGPoint(x: knob.midX - 120, y: knob.midY)
            phone.moveFinger(from: start, to: CGPoint(x: start.x + 100, y: start.y), duration: 0.3)
            await phone.runLoop()
            let moving = phone.visibleTexts().first { $0.hasPrefix("Slide ") } ?? ""
            #expect(moving.hasPrefix("Slide 100 "), "the knob follows the finger: \(moving)")
            for step in 1...20 {
                UIKitDouble.advanceFrame()
                phone.window.doubleTouchMove(to: CGPoint(x: start.x + 100 + CGFloat(step) * 5, y: start.y))
            }
            phone.window.doubleTouchUp()
            await phone.runLoop()
            await phone.settle()
            #expect(phone.windowContains(text: "Paid"), "\(phone.visibleTexts())")
            #expect(phone.visibleTexts().contains { $0.hasPrefix("Slide 0 ") }, "\(phone.visibleTexts())")
            #expect(close(top(of: "Pay knob", phone), before), "the drawer did not move")
        }
    }
}
