import DrawerCore
import DrawerSwiftUI
import Foundation
import SwiftUI
import Testing
import UIKit

@testable import DrawerUIKit

extension SwiftUIScenarios {
    /// Issue 46 item 1: a presented drawer lives and dies as a `.sheet`. Its content exists from
    /// its presentation until its close ends, and closing it closes what its content presented.
    @MainActor
    @Suite struct SheetLifecycleScenarios {
        /// Seed 001's sheet over a sheet: "Pay" hides the cart; the payment sheet presented from
        /// the cart's content closes with it, its state is written back `.hidden`, and "Open cart"
        /// takes the next tap (no dimming is left over the app).
        @Test func payHidesTheCartAndThePaymentSheetWithIt() async {
            let phone = SwiftUIPhone(CartScreen())
            await phone.settle()
            await phone.tap(button: "Open cart")
            await phone.settle()
            await phone.tap(button: "Checkout")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Payment"), "\(phone.visibleTexts())")
            await phone.tap(button: "Pay")
            await phone.settle()
            #expect(!phone.visibleTexts().contains("Payment"), "the payment sheet stayed: \(phone.visibleTexts())")
            #expect(!phone.visibleTexts().contains("Cart"), "\(phone.visibleTexts())")
            #expect(phone.visibleTexts().contains("Payment hidden"), "its state was written back: \(phone.visibleTexts())")
            await phone.tap(button: "Open cart")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Cart"), "Open cart took the tap: \(phone.visibleTexts())")
            #expect(!phone.visibleTexts().contains("Payment"), "\(phone.visibleTexts())")
        }

        /// `.drawer` in `.drawer` content: closing the outer one closes the inner one, whose
        /// binding is written back and whose `onDismiss` names the cause.
        @Test func innerDrawerClosesWithItsPresenter() async {
            let phone = SwiftUIPhone(NestedDrawerScreen())
            await phone.settle()
            await phone.tap(button: "Open outer")
            await phone.settle()
            await phone.tap(button: "Open inner")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Inner"), "\(phone.visibleTexts())")
            await phone.tap(button: "Close outer")
            await phone.settle()
            #expect(!phone.visibleTexts().contains("Inner"), "the inner drawer stayed: \(phone.visibleTexts())")
            #expect(!phone.visibleTexts().contains("Outer"), "\(phone.visibleTexts())")
            #expect(
                phone.visibleTexts().contains("Inner hidden, closed by presenterClosed"),
                "binding and cause: \(phone.visibleTexts())")
            #expect(phone.panels.allSatisfy { $0.panelView.isHidden || $0.panelView.alpha < 0.01 || phone.visibleFrame(of: $0) == nil })
        }

        /// `onAppear`, `.task` and `onDisappear` in drawer content run when the drawer opens and
        /// when its close ends, once each per presentation; the content's `@State` starts fresh on
        /// each presentation.
        @Test func contentAppearsOnOpenAndDisappearsWhenTheCloseEnds() async {
            let phone = SwiftUIPhone(LifecycleScreen())
            await phone.settle()
            #expect(
                phone.visibleTexts().contains("Appeared 0, disappeared 0, tasks 0"),
                "nothing runs while the drawer is closed: \(phone.visibleTexts())")
            await phone.tap(button: "Open")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Appeared 1, disappeared 0, tasks 1"), "\(phone.visibleTexts())")
            await phone.tap(button: "Add")
            await phone.tap(button: "Add")
            #expect(phone.visibleTexts().contains("Count 2"), "\(phone.visibleTexts())")
            await phone.tap(button: "Close")
            UIKitDouble.advanceFrame()
            await phone.runLoop()
            #expect(phone.visibleTexts().contains("Count 2"), "still there while it closes: \(phone.visibleTexts())")
            #expect(phone.visibleTexts().contains("Appeared 1, disappeared 0, tasks 1"), "\(phone.visibleTexts())")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Appeared 1, disappeared 1, tasks 1"), "\(phone.visibleTexts())")
            await phone.tap(button: "Open")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Count 0"), "fresh state: \(phone.visibleTexts())")
            #expect(phone.visibleTexts().contains("Appeared 2, disappeared 1, tasks 2"), "\(phone.visibleTexts())")
        }

        /// A closed drawer costs no hosting controller: they are made when it is presented,
        /// children of the presenting view's controller, and leave when its close ends.
        @Test func hostingControllersLiveWhileTheDrawerIsPresented() async {
            let phone = SwiftUIPhone(LifecycleScreen())
            await phone.settle()
            #expect(phone.controller.children.isEmpty, "closed: \(phone.controller.children.map { type(of: $0) })")
            await phone.tap(button: "Open")
            await phone.settle()
            #expect(phone.controller.children.count >= 2, "content and fill at least: \(phone.controller.children.count)")
            await phone.tap(button: "Close")
            await phone.settle()
            #expect(phone.controller.children.isEmpty, "left: \(phone.controller.children.map { type(of: $0) })")
        }
    }
}
