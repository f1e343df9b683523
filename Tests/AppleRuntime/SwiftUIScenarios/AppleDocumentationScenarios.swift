import DrawerCore
import DrawerSwiftUI
import Foundation
import SwiftUI
import Testing
import UIKit

@testable import DrawerUIKit

extension SwiftUIScenarios {
    /// docs/APPLE.md's SwiftUI screens, run as written (copies in AppleDocumentationScreens.swift,
    /// checked verbatim): each is used as a person would, and what the page says it does is read
    /// off the screen.
    @MainActor
    @Suite struct AppleDocumentationScenarios {
        /// Every SwiftUI block of docs/APPLE.md that builds a screen, and where its copy is.
        nonisolated static let copies: [(declaration: String, copy: String)] = [
            ("struct MapScreen", "AppleDocumentationScreens.swift"),
            ("struct ListScreen", "ReadmeScenarios.swift"),
            ("struct RootScreen", "AppleDocumentationScreens.swift"),
            ("struct MenuScreen", "AppleDocumentationScreens.swift"),
            ("struct PlacesScreen", "AppleDocumentationScreens.swift"),
            ("struct GlassScreen", "AppleDocumentationScreens.swift"),
            ("struct DetailsScreen", "AppleDocumentationScreens.swift"),
            ("struct PlayerScreen", "AppleDocumentationScreens.swift"),
            ("struct NoteScreen", "AppleDocumentationScreens.swift"),
            ("struct NoteList", "AppleDocumentationScreens.swift"),
        ]

        @Test(arguments: copies.map(\.declaration))
        func blocksAreCopiedVerbatim(declaration: String) {
            let copy = Self.copies.first { $0.declaration == declaration }!.copy
            #expect(DocumentationBlocks.isCopied(declaration, from: "docs/APPLE.md", into: copy))
        }

        /// How many times `text` is drawn where a person sees it.
        static func count(_ text: String, _ phone: SwiftUIPhone) -> Int {
            phone.visibleTexts().filter { $0 == text }.count
        }


        /// A swipe down from just below the top edge of the panel showing `text`.
        static func swipeDown(panelShowing text: String, _ phone: SwiftUIPhone) async {
            let panelTop = top(of: text, phone)
            await phone.swipe(from: CGPoint(x: 195, y: panelTop + 8), to: CGPoint(x: 195, y: 840))
        }

        /// The map's drawer reads its detent from the context: "small" at rest, "large" once its
        /// handle is dragged to the top, with the 16 pt corners the block asks for.
        @Test func mapScreenContentReadsItsDetent() async {
            let phone = SwiftUIPhone(MapScreen())
            await phone.settle()
            #expect(phone.visibleTexts() == ["Detent: small"], "\(phone.visibleTexts())")
            let small = top(of: "Detent: small", phone)
            await phone.place(from: CGPoint(x: 195, y: small + 8), to: CGPoint(x: 195, y: 55))
            #expect(phone.visibleTexts() == ["Detent: large"], "\(phone.visibleTexts())")
            let radii = phone.allPanels.first?.fillView.cornerConfiguration.doubleRadii.map { $0?.doubleFixed ?? -1 }
            #expect(radii == [16, 16, 0, 0], "\(String(describing: radii))")
        }

        /// Issue 47's sheet-shaped drawer: it opens at medium (the content's detents), a swipe down
        /// closes it while nothing changed, and Done (`\.drawerDismiss`) closes it when shown again.
        @Test func noteListIsWrittenAsASheet() async {
            let phone = SwiftUIPhone(NoteList())
            await phone.tap(button: "Edit")
            await phone.settle()
            #expect(phone.buttonFrame("Done") != nil, "the drawer shows: \(phone.visibleTexts())")
            #expect(abs(top(of: "Done", phone) - 422) < 60, "near medium: \(top(of: "Done", phone))")
            await Self.swipeDown(panelShowing: "Done", phone)
            await phone.settle()
            #expect(phone.buttonFrame("Done") == nil, "swiped away: \(phone.visibleTexts())")
            await phone.tap(button: "Edit")
            await phone.settle()
            await phone.tap(button: "Done")
            await phone.settle()
            #expect(phone.buttonFrame("Done") == nil, "Done closed it: \(phone.visibleTexts())")
        }

        /// The tools drawer at window level with no background: "Tools" shows it (the button and
        /// the drawer both read "Tools"), the button behind stays tappable, a swipe closes it,
        /// and the binding, written false, lets the button show it again.
        @Test func rootScreenShowsSwipesAwayAndShowsAgain() async {
            let phone = SwiftUIPhone(RootScreen())
            await phone.tap(button: "Tools")
            await phone.settle()
            #expect(Self.count("Tools", phone) == 2, "the drawer shows: \(phone.visibleTexts())")
            #expect(phone.panels.count == 1 && phone.panel(showing: "Tools") === phone.panels.first, "in the window's host")
            // The button is under the medium panel; above the panel nothing of the drawer takes
            // touches: they reach the app's hosting view.
            let above = CGPoint(x: 195, y: top(of: "Tools", phone) - 100)
            #expect(phone.hit(above).map { !$0.isDescendant(of: phone.windowHost!) } ?? false, "no background: taps pass")
            #expect(!phone.isDimmed(at: above))
            await Self.swipeDown(panelShowing: "Tools", phone)
            #expect(Self.count("Tools", phone) == 1, "swiped away: \(phone.visibleTexts())")
            await phone.tap(button: "Tools")
            await phone.settle()
            #expect(Self.count("Tools", phone) == 2, "shown again")
        }

        /// The side menu: "Open menu" opens it over the dimmed button, a swipe towards the
        /// leading edge closes it, and the button opens it again.
        @Test func menuScreenOpensSwipesShutAndOpensAgain() async {
            let phone = SwiftUIPhone(MenuScreen())
            await phone.tap(button: "Open menu")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Menu"))
            #expect(!phone.tapReachesButton("Open menu"), "the dimming covers the main view")
            await phone.swipe(from: CGPoint(x: 250, y: 400), to: CGPoint(x: 5, y: 400))
            #expect(!phone.visibleTexts().contains("Menu"), "swiped shut")
            #expect(phone.tapReachesButton("Open menu"))
            await phone.tap(button: "Open menu")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Menu"), "opened again")
        }

        /// The places list is shown on first appearance; a drag down on the list at its top
        /// moves the drawer (the list is tracked), a swipe closes it, and "Places" shows it again.
        @Test func placesScreenTracksItsListAndShowsAgain() async {
            let places = (0..<40).map { Place(id: $0, name: "Place \($0)") }
            let phone = SwiftUIPhone(PlacesScreen(places: places))
            await phone.settle()
            #expect(phone.visibleTexts().contains("Place 0"), "shown on appearance: \(phone.visibleTexts())")
            let medium = top(of: "Place 0", phone)
            await phone.place(from: CGPoint(x: 195, y: medium + 80), to: CGPoint(x: 195, y: 60))
            let large = top(of: "Place 0", phone)
            #expect(large < medium - 200, "a drag up on the list moved the drawer to large: \(medium) → \(large)")
            // The finger went 80 pt further than the drawer could: the list scrolled that much
            // after the drawer reached large (the hand-off), never before.
            let excess = (medium + 80 - 60) - (medium - large)
            let list = phone.visibleViews(of: DoubleScrollView.self).first?.view
            #expect(
                list.map { $0.contentOffset.y <= excess + 1 } ?? false,
                "scrolled \(String(describing: list?.contentOffset.y)) of \(excess)")

            await Self.swipeDown(panelShowing: "Place 0", phone)
            #expect(!phone.visibleTexts().contains("Place 0"), "swiped away")
            await phone.tap(button: "Places")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Place 0"), "shown again")
        }

        /// The glass sheet is at most 500 pt wide and centred: the phone's full width, and on a
        /// 1,024 pt wide window 500 pt in the middle.
        @Test func glassScreenIsAtMost500PointsAndCentred() async {
            let phone = SwiftUIPhone(GlassScreen())
            await phone.settle()
            #expect(phone.visibleTexts() == ["Nearby"])
            let narrow = phone.panel(showing: "Nearby").map { phone.frame(of: $0) }
            #expect(narrow.map { $0.width <= 390 && close($0.midX, 195) } ?? false, "\(String(describing: narrow))")
            phone.window.doubleResize(
                to: CGSize(width: 1024, height: 768), safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
            await phone.settle()
            let wide = phone.panel(showing: "Nearby").map { phone.frame(of: $0) }
            #expect(wide.map { $0.width <= 500 && $0.width > 400 && close($0.midX, 512) } ?? false, "\(String(describing: wide))")
        }

        /// The details drawer may not be dismissed: a swipe down springs back and it stays shown;
        /// a tap on its handle cycles it to large. It pushes back the view behind it.
        @Test func detailsScreenRefusesDismissalAndCyclesOnHandleTap() async {
            let phone = SwiftUIPhone(DetailsScreen())
            await phone.tap(button: "Details")
            await phone.settle()
            #expect(Self.count("Details", phone) == 2, "shown: \(phone.visibleTexts())")
            let medium = top(of: "Details", phone)
            #expect(medium > 300 && medium < 500, "at medium: \(medium)")
            await Self.swipeDown(panelShowing: "Details", phone)
            #expect(close(top(of: "Details", phone), medium), "not dismissible: back at medium")
            await phone.tap(CGPoint(x: 195, y: medium + 8))
            await phone.settle()
            let large = top(of: "Details", phone)
            #expect(large < 120, "a tap on the handle cycled it to large: \(large)")
            let behind = [phone.controller.view!] + phone.controller.view.subviewsRecursive
            let transform = behind.first { $0.transform != CGAffineTransform.identity }?.transform
            // Before the window host scaled back the screen under it, nothing was pushed back.
            #expect(transform.map { $0.a < 1 } ?? false, "the presenting view is scaled back: \(String(describing: transform))")
        }

        /// The player's bar shows along the window's bottom; a tap on it opens "Now Playing"; a
        /// swipe down brings back the bar. (Written first on a bare `Text("Library")`, the block
        /// put the bar in the text's 56 × 20 pt frame: the default placement is over the view the
        /// modifier is on; the block now gives that view the screen.)
        @Test func playerScreenBarOpensAndSwipesBack() async {
            let phone = SwiftUIPhone(PlayerScreen())
            await phone.settle()
            #expect(phone.visibleTexts().contains("Now playing: Clair de lune"), "\(phone.visibleTexts())")
            #expect(!phone.visibleTexts().contains("Now Playing"))
            let bar = phone.panel(showing: "Now playing: Clair de lune").map { phone.frame(of: $0) } ?? .null
            #expect(close(bar.width, 390) && bar.minY > 700, "the bar spans the window's bottom: \(bar)")
            guard bar.minY > 700 else { return }
            await phone.tap(CGPoint(x: 50, y: bar.minY + 30))
            await phone.settle()
            #expect(phone.visibleTexts().contains("Now Playing"), "opened: \(phone.visibleTexts())")
            await Self.swipeDown(panelShowing: "Now Playing", phone)
            #expect(phone.visibleTexts().contains("Now playing: Clair de lune"), "back to the bar")
            #expect(!phone.visibleTexts().contains("Now Playing"))
        }

        /// The note asks before it closes: a swipe stops it and shows "Discard changes?" in the
        /// sheet; "Keep Editing" keeps it; a second swipe asks again and "Discard" closes it;
        /// "Edit note" shows it again. (Written first with the prompt as an overlay of the
        /// presenting button, under the held sheet's dimming: its buttons took no tap.)
        @Test func noteScreenAsksBeforeClosing() async {
            let phone = SwiftUIPhone(NoteScreen())
            await phone.tap(button: "Edit note")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Draft"))
            await Self.swipeDown(panelShowing: "Draft", phone)
            #expect(phone.visibleTexts().contains("Discard changes?"), "held: \(phone.visibleTexts())")
            #expect(phone.visibleTexts().contains("Draft"), "still shown while held")
            #expect(phone.tapReachesButton("Keep Editing"), "the prompt takes taps")
            guard phone.tapReachesButton("Keep Editing") else { return }
            await phone.tap(button: "Keep Editing")
            await phone.settle()
            #expect(!phone.visibleTexts().contains("Discard changes?"))
            #expect(phone.visibleTexts().contains("Draft"), "kept open")
            await Self.swipeDown(panelShowing: "Draft", phone)
            #expect(phone.visibleTexts().contains("Discard changes?"), "asked again")
            await phone.tap(button: "Discard")
            await phone.settle()
            #expect(!phone.visibleTexts().contains("Draft"), "discarded: \(phone.visibleTexts())")
            await phone.tap(button: "Edit note")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Draft"), "shown again")
        }
    }
}
