import DrawerCore
import DrawerSwiftUI
import Foundation
import SwiftUI
import Testing
import UIKit

@testable import DrawerUIKit

extension SwiftUIScenarios {
    /// The example app's first screen (App/ExamplesList.swift, compiled as written): the list of
    /// examples in a navigation stack, each opened by its row and left by Back, as the SwiftUI
    /// double draws a stack (no bar: a Back button over the pushed screen). The app's `@main`
    /// entry point is only type-checked.
    @MainActor
    @Suite struct ExampleListScenarios {
        /// Each row's title and something its screen shows: a text, or the name VoiceOver reads
        /// for a UIKit screen's row.
        static let rows: [(title: String, shows: String)] = [
            ("Always-there drawer (Ex.Drawer)", "Clair de lune"),
            ("Sheet over a map (ResizableSheet)", "Search places"),
            ("Shortcuts drawer, UIKit", "Search actions"),
            ("Navigation drawer", "Showing Inbox"),
            ("Sheet view, UIKit (UCSheetView)", "Economy · 4 min"),
            ("iOS 26 floating sheet", "Nearby"),
            ("Sheet grown from its button", "Show route"),
            ("Pages in a drawer", "Settings"),
            ("Discard changes?", "Edit note"),
        ]

        /// Whether a person sees `text`: a SwiftUI text, or a UIKit view VoiceOver reads by that
        /// name, drawn and inside the window.
        static func sees(_ text: String, _ phone: SwiftUIPhone) -> Bool {
            phone.visibleTexts().contains(text)
                || phone.visibleViews(of: UIView.self).contains { $0.view.accessibilityLabel == text }
        }

        /// Every example is listed; each row opens its screen over the list and Back returns to
        /// the list.
        @Test func everyRowOpensItsScreenAndBackReturns() async {
            let phone = SwiftUIPhone(ExamplesList())
            await phone.settle()
            let listed = phone.visibleTexts()
            #expect(Self.rows.allSatisfy { listed.contains($0.title) }, "listed: \(listed)")
            for row in Self.rows {
                await phone.tap(button: row.title)
                await phone.settle()
                #expect(Self.sees(row.shows, phone), "\(row.title) shows \(row.shows): \(phone.visibleTexts())")
                let others = Self.rows.map(\.title).filter { $0 != row.title }
                #expect(others.allSatisfy { !phone.visibleTexts().contains($0) }, "the list is covered")
                await phone.tap(button: "Back")
                await phone.settle()
                #expect(phone.visibleTexts().contains(row.title), "back on the list after \(row.title)")
            }
        }

        /// A sheet left open on a screen closes when Back leaves that screen (its presenting view's
        /// identity ends), and is not there when the screen is opened again.
        @Test func anOpenSheetClosesWhenItsScreenIsLeft() async {
            let phone = SwiftUIPhone(ExamplesList())
            await phone.tap(button: "Sheet over a map (ResizableSheet)")
            await phone.settle()
            await phone.tap(button: "Search places")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Places nearby"), "\(phone.visibleTexts())")
            #expect(phone.tapReachesButton("Back"), "the empty background leaves Back usable")
            await phone.tap(button: "Back")
            await phone.settle()
            #expect(!phone.visibleTexts().contains("Places nearby"), "closed with its screen: \(phone.visibleTexts())")
            #expect(phone.visiblePanels.isEmpty, "no panel left on screen")
            await phone.tap(button: "Sheet over a map (ResizableSheet)")
            await phone.settle()
            #expect(!phone.visibleTexts().contains("Places nearby"), "a new screen starts hidden")
        }

        /// The UIKit Shortcuts editor inside the SwiftUI app: a drag up on its list expands the
        /// drawer, as in the UIKit scenario.
        @Test func theUIKitEditorInTheAppExpandsFromADrag() async {
            let phone = SwiftUIPhone(ExamplesList())
            await phone.tap(button: "Shortcuts drawer, UIKit")
            await phone.settle()
            guard
                let sheet = phone.window.subviewsRecursive.lazy.compactMap({ $0 as? DrawerSheetView }).first,
                let panel = phone.allPanels.first
            else {
                Issue.record("no drawer sheet on screen")
                return
            }
            #expect(sheet.engine.detent == "compressed")
            let start = CGPoint(x: 200, y: phone.frame(of: panel).minY + 40)
            await phone.place(from: start, to: CGPoint(x: 200, y: start.y - 240))
            #expect(sheet.engine.detent == "expanded", "\(phone.frame(of: panel))")
            #expect(Self.sees("Action 3", phone), "expanded shows more actions")
        }
    }
}
