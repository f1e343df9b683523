import DrawerCore
import DrawerSwiftUI
import Foundation
import SwiftUI
import Testing
import UIKit

@testable import DrawerUIKit

/// Seed 003's drawer with its `isOpen` held by the test, to read the binding the drawer writes.
struct NavigationBindingScreen: View {
    let isOpen: Binding<Bool>

    var body: some View {
        DrawerNavigationView(isOpen: isOpen) {
            Text("Main")
        } drawer: {
            Text("Menu")
        }
    }
}

/// Seed 003's overlay colour, chosen by the app.
struct GrayOverlayNavigationScreen: View {
    @State private var isOpen = true

    var body: some View {
        DrawerNavigationView(isOpen: $isOpen, overlayColor: .gray) {
            Text("Menu")
        } main: {
            Text("Main")
        }
    }
}

extension SwiftUIScenarios {
    /// Seed 003 (the blog's navigation drawer), its port compiled as written: a swipe that starts
    /// in the outer 10 % of the width opens it, one that starts elsewhere does not, the dimmed
    /// main view closes it when tapped, `isOpen` follows every change, the trailing variant opens
    /// from its own edge, and in right-to-left the leading drawer is on the right.
    ///
    /// The drawer is 80 % of the 390 pt window (312 pt); the edge region 39 pt.
    @MainActor
    @Suite struct Seed003Scenarios {
        /// The visible rectangle of the panel showing `text`, if any.
        static func panelFrame(_ phone: SwiftUIPhone, showing text: String) -> CGRect? {
            phone.panel(showing: text).flatMap { phone.visibleFrame(of: $0) }
        }

        @Test func edgeSwipeFromTheOuterTenPercentOpens() async {
            let phone = SwiftUIPhone(NavigationExampleView())
            await phone.settle()
            #expect(!phone.visibleTexts().contains("Menu"), "closed at first")
            await phone.swipe(from: CGPoint(x: 20, y: 400), to: CGPoint(x: 300, y: 400))
            let frame = Self.panelFrame(phone, showing: "Menu")
            #expect(
                frame.map { close($0.minX, 0) && close($0.width, 312) } ?? false, "open at the left: \(String(describing: frame))"
            )
        }

        @Test func aSwipeThatStartsElsewhereDoesNotOpen() async {
            let phone = SwiftUIPhone(NavigationExampleView())
            await phone.settle()
            await phone.swipe(from: CGPoint(x: 60, y: 400), to: CGPoint(x: 350, y: 400))
            #expect(!phone.visibleTexts().contains("Menu"), "a swipe from x = 60 (outside 39 pt) leaves it closed")
            await phone.swipe(from: CGPoint(x: 195, y: 400), to: CGPoint(x: 380, y: 400))
            #expect(!phone.visibleTexts().contains("Menu"), "nor one from the middle")
        }

        /// "Open menu" opens it over a dimmed main view; a tap on the dimming beside the drawer
        /// closes it, and the binding reads false again: the button opens it a second time.
        @Test func theDimmingTapClosesAndTheButtonOpensAgain() async {
            let phone = SwiftUIPhone(NavigationExampleView())
            await phone.tap(button: "Open menu")
            await phone.settle()
            #expect(Self.panelFrame(phone, showing: "Menu") != nil, "open: \(phone.visibleTexts())")
            #expect(phone.isDimmed(at: CGPoint(x: 360, y: 400)), "the main view beside it is dimmed")
            #expect(phone.allPanels.first.map { close($0.drawnDimming, 0.4, 0.01) } ?? false, "at the seed's 0.4")
            await phone.tap(CGPoint(x: 360, y: 400))
            await phone.settle()
            #expect(!phone.visibleTexts().contains("Menu"), "the tap closed it")
            #expect(!phone.isDimmed(at: CGPoint(x: 360, y: 400)))
            await phone.tap(button: "Open menu")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Menu"), "isOpen was written back false, so it opens again")
        }

        /// The binding follows the drawer: true after an edge swipe opens it, false after a swipe
        /// towards the edge closes it, and the app's writes open and close it.
        @Test func theBindingFollowsSwipesAndTheAppsWrites() async {
            let isOpen = TestState(false)
            let phone = SwiftUIPhone(NavigationBindingScreen(isOpen: isOpen.binding))
            await phone.settle()
            await phone.swipe(from: CGPoint(x: 20, y: 400), to: CGPoint(x: 300, y: 400))
            #expect(isOpen.value, "the swipe wrote true")
            #expect(phone.visibleTexts().contains("Menu"))
            await phone.swipe(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 10, y: 400))
            #expect(!isOpen.value, "the closing swipe wrote false")
            #expect(!phone.visibleTexts().contains("Menu"))
            #expect(isOpen.writes == [true, false], "one write each way: \(isOpen.writes)")
        }

        /// The trailing variant (70 % wide, 20 % edge region): a swipe from the right 78 pt opens
        /// it against the right edge; one from further in does not.
        @Test func theTrailingVariantOpensFromItsOwnEdge() async {
            let phone = SwiftUIPhone(TrailingNavigationExampleView())
            await phone.settle()
            await phone.swipe(from: CGPoint(x: 250, y: 400), to: CGPoint(x: 20, y: 400))
            #expect(!phone.visibleTexts().contains("Settings"), "x = 250 is outside the right 78 pt")
            await phone.swipe(from: CGPoint(x: 330, y: 400), to: CGPoint(x: 60, y: 400))
            let frame = Self.panelFrame(phone, showing: "Settings")
            #expect(
                frame.map { close($0.maxX, 390) && close($0.width, 273) } ?? false,
                "open on the right: \(String(describing: frame))")
        }

        /// Right-to-left (the window's layout direction): the leading drawer opens from the right
        /// edge and rests against it; a swipe from the left edge does nothing.
        @Test func rightToLeftPutsTheLeadingDrawerOnTheRight() async {
            let phone = SwiftUIPhone(NavigationExampleView())
            phone.window.doubleSetLayoutDirection(.rightToLeft)
            await phone.settle()
            await phone.swipe(from: CGPoint(x: 20, y: 400), to: CGPoint(x: 300, y: 400))
            #expect(!phone.visibleTexts().contains("Menu"), "the left edge is the trailing one")
            await phone.swipe(from: CGPoint(x: 375, y: 400), to: CGPoint(x: 80, y: 400))
            let frame = Self.panelFrame(phone, showing: "Menu")
            #expect(
                frame.map { close($0.maxX, 390) && close($0.width, 312) } ?? false,
                "open on the right: \(String(describing: frame))")
            await phone.tap(CGPoint(x: 30, y: 400))
            await phone.settle()
            #expect(!phone.visibleTexts().contains("Menu"), "the dimming on the left closes it")
        }

        /// The overlay's colour is the app's (seed 003's `overlayColor`): grey here.
        @Test func theOverlayIsDrawnInTheAppsColour() async {
            let phone = SwiftUIPhone(GrayOverlayNavigationScreen())
            await phone.settle()
            #expect(phone.isDimmed(at: CGPoint(x: 360, y: 400)), "open and dimming")
            // Drawn by the dimming view's colour, or by a SwiftUI fill hosted in it.
            let dimming = phone.allPanels.first?.dimmingView
            let colours =
                [dimming?.backgroundColor?.doubleName].compactMap { $0 }
                + (dimming?.subviewsRecursive.compactMap { ($0 as? DoubleFillView)?.fillName } ?? [])
            #expect(colours.contains("gray") && !colours.contains("black"), "the dimming draws: \(colours)")
        }
    }
}
