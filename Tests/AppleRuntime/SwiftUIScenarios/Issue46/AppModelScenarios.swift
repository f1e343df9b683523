import DrawerCore
import DrawerSwiftUI
import Foundation
import SwiftUI
import Testing
import UIKit

@testable import DrawerUIKit

extension SwiftUIScenarios {
    /// Issue 46 item 6: the models apps keep their drawers' data in, used inside drawer content
    /// as apps write them: `ObservableObject` through `@StateObject`, `@ObservedObject` and
    /// `@EnvironmentObject`, an `@Observable` model through `@Bindable`, and a drawer presented
    /// through a computed `Binding(get:set:)`.
    @MainActor
    @Suite struct AppModelScenarios {
        /// The screen's `@StateObject` cart, handed to the drawer as an `@ObservedObject`: the
        /// count changes while the drawer is open, from a button in the drawer and from outside
        /// (a network reply), and both the drawer and the screen behind it redraw; the screen's
        /// object is the same one throughout (made once for the screen's identity).
        @Test func cartCountChangesWhileTheDrawerIsOpen() async {
            var models: [CartViewModel] = []
            let phone = SwiftUIPhone(CartModelScreen(onModel: { models.append($0) }))
            await phone.settle()
            await phone.tap(button: "Open cart")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Cart has 1 items"), "\(phone.visibleTexts())")
            await phone.tap(button: "Add coffee")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Cart has 2 items"), "the drawer redrew: \(phone.visibleTexts())")
            #expect(phone.windowContains(text: "Badge 2"), "the screen behind redrew")
            models.first?.add("Cake")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Cart has 3 items"), "a change from outside: \(phone.visibleTexts())")
            #expect(phone.windowContains(text: "Badge 3"))
            #expect(models.count == 1 && models.first?.items.count == 3, "one model for the screen's identity")
        }

        /// `.environmentObject(_:)` set on the presenting screen reaches `@EnvironmentObject` in
        /// the drawer's content (without it SwiftUI stops the app), and a change made there
        /// redraws both.
        @Test func environmentObjectReachesTheDrawerContent() async {
            let phone = SwiftUIPhone(EnvironmentCartScreen())
            await phone.settle()
            #expect(phone.visibleTexts().contains("Env cart has 1 items"), "\(phone.visibleTexts())")
            await phone.tap(button: "Add milk")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Env cart has 2 items"), "\(phone.visibleTexts())")
            #expect(phone.windowContains(text: "Badge 2"))
        }

        /// An `@Observable` model edited in the drawer through `@Bindable`'s binding: the
        /// control in the drawer and the screen behind both show the new value.
        @Test func bindableModelIsEditedInTheDrawer() async {
            let phone = SwiftUIPhone(BindableFilterScreen())
            await phone.settle()
            #expect(phone.visibleTexts().contains("Open now: off"), "\(phone.visibleTexts())")
            await phone.tap(button: "Open now: off")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Open now: on"), "\(phone.visibleTexts())")
            #expect(phone.windowContains(text: "Showing open places"))
        }

        /// A drawer whose `isPresented` is `Binding(get:set:)` over an app router: setting the
        /// route opens it, and a swipe down closes it and writes `nil` back through the setter.
        @Test func routedDrawerOpensAndItsSwipeWritesTheRouteBack() async {
            let router = Router()
            let phone = SwiftUIPhone(RoutedDrawerScreen(router: router))
            await phone.settle()
            #expect(!phone.visibleTexts().contains("Account drawer"))
            await phone.tap(button: "Account")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Account drawer"), "\(phone.visibleTexts())")
            let top = top(of: "Account drawer", phone)
            await phone.swipe(from: CGPoint(x: 195, y: top + 20), to: CGPoint(x: 195, y: 840))
            #expect(!phone.visibleTexts().contains("Account drawer"), "\(phone.visibleTexts())")
            #expect(router.route == nil, "the setter wrote the route back")
            #expect(phone.visibleTexts().contains("No route"), "\(phone.visibleTexts())")
        }
    }
}

extension SwiftUIPhone {
    /// Whether a text view reading `text` is in the window at all (drawn, possibly covered by a
    /// drawer's dimming or panel).
    func windowContains(text: String) -> Bool {
        window.subviewsRecursive.contains { ($0 as? DoubleTextView)?.text == text }
    }
}
