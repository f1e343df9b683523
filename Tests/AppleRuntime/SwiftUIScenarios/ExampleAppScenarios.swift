import DrawerCore
import DrawerSwiftUI
import Foundation
import SwiftUI
import Testing
import UIKit

@testable import DrawerUIKit

extension SwiftUIScenarios {
    /// The example app's SwiftUI screens (Examples/DrawerKitExamples.swiftpm/Screens/SwiftUI,
    /// compiled as written: ExampleApp/ here links them), each shown in the phone's window as the
    /// app's list pushes it, then tapped and dragged as a person would, and read off the screen.
    /// The app's entry point and its list (NavigationStack, List, NavigationLink) are only
    /// type-checked (`make check-apple`): the double does not model them.
    @MainActor
    @Suite struct ExampleAppScenarios {
        typealias Documentation = AppleDocumentationScenarios

        /// Drags the handle strip of the panel showing `text` so its top edge comes to rest near `y`.
        static func dragHandle(showing text: String, to y: CGFloat, _ phone: SwiftUIPhone) async {
            let panelTop = top(of: text, phone)
            await phone.place(from: CGPoint(x: 195, y: panelTop + 8), to: CGPoint(x: 195, y: y + 8))
        }

        /// Seed 000's queue: the drawer is always there, resting at its peek; its handle pulls it
        /// to medium, where the queue reads its detent and takes taps (Shuffle toggles), and to
        /// large.
        @Test func queueDrawerPullsUpAndItsListTakesTapsAtMedium() async {
            let phone = SwiftUIPhone(QueueDrawerScreen())
            await phone.settle()
            #expect(phone.visibleTexts().contains("Clair de lune"), "the player behind: \(phone.visibleTexts())")
            let peek = phone.visiblePanels.first?.frame ?? .null
            #expect(peek.minY > 740, "resting at its peek (small): \(peek)")
            await phone.place(from: CGPoint(x: 195, y: peek.minY + 8), to: CGPoint(x: 195, y: 430))
            #expect(phone.visibleTexts().contains("Queue: medium"), "at medium: \(phone.visibleTexts())")
            await phone.tap(button: "Shuffle off")
            #expect(phone.buttonFrame("Shuffle on") != nil, "the list took the tap at medium: \(phone.visibleTexts())")
            await Self.dragHandle(showing: "Up next", to: 40, phone)
            #expect(phone.visibleTexts().contains("Queue: large"), "at large: \(phone.visibleTexts())")
            #expect(phone.visibleTexts().contains("La fille aux cheveux de lin"))
        }

        /// Seed 001's places: hidden until "Search places"; medium shows the first places only and
        /// writes `.medium` back; the map's own buttons still take taps beside and above it (empty
        /// background).
        @Test func placesSheetShowsAtMediumAndTheMapStaysUsable() async {
            let phone = SwiftUIPhone(PlacesSheetScreen())
            await phone.settle()
            #expect(!phone.visibleTexts().contains("Places nearby"), "hidden at first")
            await phone.tap(button: "Search places")
            await phone.settle()
            let texts = phone.visibleTexts()
            #expect(texts.contains("Places nearby") && texts.contains("Café Lumière"), "\(texts)")
            #expect(!texts.contains("Museum"), "the rest of the list only at large")
            #expect(texts.contains("Sheet: medium"), "the binding reads medium")
            #expect(phone.tapReachesButton("Recenter"), "the map's button is not covered")
            await phone.tap(button: "Recenter")
            #expect(phone.visibleTexts().contains("Recentred 1 times"))
        }

        /// Seed 001's places: pulled to large the whole list shows; swiped down it hides and the
        /// binding reads hidden, so "Search places" shows it again.
        @Test func placesSheetGrowsToLargeAndSwipesAway() async {
            let phone = SwiftUIPhone(PlacesSheetScreen())
            await phone.tap(button: "Search places")
            await phone.settle()
            await Self.dragHandle(showing: "Places nearby", to: 60, phone)
            #expect(phone.visibleTexts().contains("Museum"), "large shows the rest: \(phone.visibleTexts())")
            #expect(phone.visibleTexts().contains("Sheet: large") || !phone.tapReachesButton("Recenter"))
            await Documentation.swipeDown(panelShowing: "Places nearby", phone)
            #expect(!phone.visibleTexts().contains("Places nearby"), "swiped away: \(phone.visibleTexts())")
            #expect(phone.visibleTexts().contains("Sheet: hidden"))
            await phone.tap(button: "Search places")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Places nearby"), "shown again")
        }

        /// Seed 003's mailboxes: "Menu" opens the side drawer; picking a mailbox closes it and the
        /// main view shows that mailbox.
        @Test func mailboxMenuOpensAndPickingAMailboxClosesIt() async {
            let phone = SwiftUIPhone(MailboxMenuScreen())
            await phone.settle()
            #expect(phone.visibleTexts().contains("Showing Inbox"))
            #expect(!phone.visibleTexts().contains("Mailboxes"), "closed at first")
            await phone.tap(button: "Menu")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Mailboxes"), "open: \(phone.visibleTexts())")
            let menu = phone.panel(showing: "Mailboxes").map { phone.frame(of: $0) } ?? .null
            #expect(close(menu.minX, 0) && close(menu.width, 390 * 0.8), "80 % wide from the leading edge: \(menu)")
            await phone.tap(button: "Archive")
            await phone.settle()
            #expect(!phone.visibleTexts().contains("Mailboxes"), "closed by the pick: \(phone.visibleTexts())")
            #expect(phone.visibleTexts().contains("Showing Archive"))
        }

        /// Seed 003's mailboxes: a swipe from the leading edge opens the menu, a tap on the dimmed
        /// main view beside it closes it.
        @Test func mailboxMenuOpensByEdgeSwipeAndClosesOnTheDimming() async {
            let phone = SwiftUIPhone(MailboxMenuScreen())
            await phone.settle()
            await phone.swipe(from: CGPoint(x: 8, y: 400), to: CGPoint(x: 330, y: 400))
            #expect(phone.visibleTexts().contains("Mailboxes"), "the edge swipe opened it: \(phone.visibleTexts())")
            #expect(phone.isDimmed(at: CGPoint(x: 370, y: 400)), "the main view beside it is dimmed")
            await phone.tap(CGPoint(x: 370, y: 400))
            await phone.settle()
            #expect(!phone.visibleTexts().contains("Mailboxes"), "the dimming tap closed it")
        }

        /// The iOS 26 sheet: at medium it floats inside the window's edges; pulled to large it
        /// spans the window and the content says so.
        @Test func floatingSheetFloatsAtMediumAndAnchorsAtLarge() async {
            let phone = SwiftUIPhone(FloatingSheetScreen())
            await phone.settle()
            #expect(phone.visibleTexts().contains("Swipe up for all places"), "\(phone.visibleTexts())")
            let medium = phone.panel(showing: "Nearby").map { phone.frame(of: $0) } ?? .null
            #expect(medium.minX >= 7 && medium.maxX <= 383, "floats off the sides at medium: \(medium)")
            await Self.dragHandle(showing: "Nearby", to: 40, phone)
            #expect(phone.visibleTexts().contains("All places"), "at large: \(phone.visibleTexts())")
            let large = phone.panel(showing: "Nearby").map { phone.frame(of: $0) } ?? .null
            #expect(close(large.minX, 0) && close(large.width, 390), "anchored, full width at large: \(large)")
        }

        /// The route grows out of its button: a few frames after the tap the panel is still about
        /// the button's width; at rest it spans the window; Done closes it and the binding reads
        /// false.
        @Test func routeSheetGrowsOutOfItsButtonAndCloses() async {
            let phone = SwiftUIPhone(RouteMorphScreen())
            await phone.settle()
            let button = phone.buttonFrame("Show route") ?? .null
            #expect(phone.visibleTexts().contains("Route hidden"))
            await phone.tap(button: "Show route")
            for _ in 0..<3 { UIKitDouble.advanceFrame() }
            await phone.runLoop()
            let early = phone.allPanels.first.map { phone.frame(of: $0) } ?? .null
            #expect(early.width < 200 && early.midY > button.minY - 120, "near the button early on: \(early), button \(button)")
            await phone.settle()
            let open = phone.panel(showing: "Route").map { phone.frame(of: $0) } ?? .null
            #expect(close(open.width, 390), "grown to the window's width: \(open)")
            #expect(phone.visibleTexts().contains("12 min · 3.4 km"))
            await phone.tap(button: "Done")
            await phone.settle()
            #expect(!phone.visibleTexts().contains("Route"), "closed: \(phone.visibleTexts())")
            #expect(phone.visibleTexts().contains("Route hidden"))
        }

        /// Pages: Wi-Fi pushes its page over the settings (the height follows the page), Back
        /// pops to the settings list.
        @Test func settingsPushesAPageAndPopsBack() async {
            let phone = SwiftUIPhone(SettingsPagesScreen())
            await phone.tap(button: "Settings")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Wi-Fi"), "\(phone.visibleTexts())")
            let list = top(of: "Connections", phone)
            await phone.tap(button: "Wi-Fi")
            await phone.settle()
            let texts = phone.visibleTexts()
            #expect(texts.contains("Wi-Fi networks") && texts.contains("Office"), "the page: \(texts)")
            #expect(!texts.contains("Bluetooth"), "the list is under the page")
            let page = top(of: "Wi-Fi networks", phone)
            #expect(page < list - 20, "the taller page raised the drawer: \(list) → \(page)")
            await phone.tap(button: "Back")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Bluetooth"), "back on the list: \(phone.visibleTexts())")
            #expect(close(top(of: "Connections", phone), list), "at the list's height again")
        }

        /// The held dismissal: a swipe down stops the note and asks inside it; Keep Editing sends
        /// it back; a second swipe asks again and Discard closes it, the binding reading false.
        @Test func noteAsksBeforeClosingKeepsAndDiscards() async {
            let phone = SwiftUIPhone(NoteEditorScreen())
            await phone.tap(button: "Edit note")
            await phone.settle()
            let open = top(of: "Draft: buy oat milk", phone)
            await Documentation.swipeDown(panelShowing: "Draft: buy oat milk", phone)
            #expect(phone.visibleTexts().contains("Discard changes?"), "held: \(phone.visibleTexts())")
            let held = top(of: "Discard changes?", phone)
            #expect(held > open + 40 && held < 844, "stopped part-way down: \(open) → \(held)")
            #expect(phone.tapReachesButton("Keep Editing"), "the question takes taps")
            await phone.tap(button: "Keep Editing")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Draft: buy oat milk"), "kept: \(phone.visibleTexts())")
            #expect(close(top(of: "Draft: buy oat milk", phone), open), "back where it was")
            await Documentation.swipeDown(panelShowing: "Draft: buy oat milk", phone)
            await phone.tap(button: "Discard")
            await phone.settle()
            #expect(!phone.visibleTexts().contains("Draft: buy oat milk"), "discarded: \(phone.visibleTexts())")
            #expect(phone.visibleTexts().contains("Not editing"), "the binding reads false")
        }
    }
}
