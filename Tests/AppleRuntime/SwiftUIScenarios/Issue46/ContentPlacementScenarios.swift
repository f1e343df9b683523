import DrawerCore
import DrawerSwiftUI
import Foundation
import SwiftUI
import Testing
import UIKit

@testable import DrawerUIKit

extension SwiftUIScenarios {
    /// Issue 46, item 3: a drawer drawn over one view (`Drawer`, `placement: .content`,
    /// `.drawerBottomBar`) leaves that view's controls every touch it does not take, in both of
    /// the double's modes for a representable's hit-testing (`passThrough: false` is the reported
    /// opaque behaviour, the default; `true` passes a `nil` hit-test on), and its own drags, taps,
    /// dimming and scroll hand-off still work. On main f27af8b's Sources the taps behind and
    /// beside fail in the opaque mode (the representable over the view took them).
    @MainActor
    @Suite struct ContentPlacementScenarios {
        /// Taps the visible button titled `title`, then lets the drawers settle.
        func tapSettled(_ phone: SwiftUIPhone, _ title: String) async {
            await phone.tap(button: title)
            await phone.settle()
        }

        /// The top edge of the panel showing `text`, or an issue.
        func top(of text: String, _ phone: SwiftUIPhone, sourceLocation: SourceLocation = #_sourceLocation) -> CGFloat {
            guard let panel = phone.panel(showing: text) else {
                Issue.record("no panel shows \"\(text)\": \(phone.visibleTexts())", sourceLocation: sourceLocation)
                return .nan
            }
            return phone.frame(of: panel).minY
        }

        /// A button behind a `Drawer`, where the panel at medium does not reach, takes its taps;
        /// the drawer's content takes its own; the handle drags the drawer to large, where it
        /// covers the button and takes the taps there.
        @Test(arguments: [false, true])
        func buttonBehindADrawerTakesItsTaps(passThrough: Bool) async {
            let phone = SwiftUIPhone(ButtonBehindDrawerScreen(), passThrough: passThrough)
            await phone.settle()
            let medium = top(of: "In drawer", phone)
            #expect(medium > 300, "at medium, below the button: \(medium)")
            #expect(phone.tapReachesButton("Behind"), "the button behind is the topmost view under its centre")
            await tapSettled(phone, "Behind")
            #expect(phone.visibleTexts().contains("Behind taps: 1"), "\(phone.visibleTexts())")
            await tapSettled(phone, "In drawer")
            #expect(phone.visibleTexts().contains("Drawer taps: 1"), "\(phone.visibleTexts())")

            await phone.place(from: CGPoint(x: 195, y: medium + 8), to: CGPoint(x: 195, y: 60))
            let large = top(of: "In drawer", phone)
            #expect(large < 100, "the handle dragged it to large: \(medium) → \(large)")
            #expect(!phone.tapReachesButton("Behind"), "at large the panel covers the button")
            await tapSettled(phone, "Behind")
            #expect(phone.visibleTexts().contains("Behind taps: 1"), "the panel took that tap: \(phone.visibleTexts())")
        }

        /// A button beside an undimmed `.content` drawer takes its taps; a button in the drawer's
        /// list takes its own; a drag up on the list moves the drawer to large, and the next
        /// drag scrolls the list (the hand-off).
        @Test(arguments: [false, true])
        func buttonBesideAContentDrawerTakesItsTaps(passThrough: Bool) async {
            let phone = SwiftUIPhone(ButtonBesideContentDrawerScreen(backdrop: .none), passThrough: passThrough)
            await phone.settle()
            let medium = top(of: "Row button", phone)
            #expect(medium > 300, "open at medium, below the button: \(medium)")
            #expect(phone.tapReachesButton("Beside"))
            await tapSettled(phone, "Beside")
            #expect(phone.visibleTexts().contains("Beside taps: 1"), "\(phone.visibleTexts())")
            await tapSettled(phone, "Row button")
            #expect(phone.visibleTexts().contains("Row taps: 1"), "\(phone.visibleTexts())")

            guard let panel = phone.panel(showing: "Row 0") else { return }
            await phone.place(from: CGPoint(x: 195, y: medium + 120), to: CGPoint(x: 195, y: 140))
            let large = phone.frame(of: panel).minY
            #expect(large < medium - 200, "a drag up on the list moved the drawer to large: \(medium) → \(large)")
            let list = phone.visibleViews(of: DoubleScrollView.self).first?.view
            let before = list?.contentOffset.y ?? .nan
            await phone.place(from: CGPoint(x: 195, y: 600), to: CGPoint(x: 195, y: 300))
            #expect(close(phone.frame(of: panel).minY, large), "at large the drawer stays")
            let after = list?.contentOffset.y ?? .nan
            #expect(after > before + 100, "the list scrolled: \(before) → \(after)")
        }

        /// A dimmed `.content` drawer takes the tap over the button beside it: its dimming
        /// closes it, and the button gets nothing.
        @Test(arguments: [false, true])
        func dimmingOfAContentDrawerStillTakesTheTap(passThrough: Bool) async {
            let phone = SwiftUIPhone(ButtonBesideContentDrawerScreen(backdrop: .dimmed()), passThrough: passThrough)
            await phone.settle()
            #expect(phone.visibleTexts().contains("Row 0"), "\(phone.visibleTexts())")
            let button = phone.buttonFrame("Beside") ?? .null
            #expect(phone.isDimmed(at: CGPoint(x: button.midX, y: button.midY)), "the dimming covers the button")
            await tapSettled(phone, "Beside")
            #expect(!phone.visibleTexts().contains("Row 0"), "the dimming tap closed it: \(phone.visibleTexts())")
            #expect(phone.visibleTexts().contains("Beside taps: 0"), "\(phone.visibleTexts())")
        }

        /// A button above `.drawerBottomBar`'s bar takes its taps; a tap on the bar opens the
        /// sheet, a swipe down brings the bar back, and the button still takes its taps.
        @Test(arguments: [false, true])
        func buttonAboveABottomBarTakesItsTaps(passThrough: Bool) async {
            let phone = SwiftUIPhone(ButtonAboveBottomBarScreen(), passThrough: passThrough)
            await phone.settle()
            let bar = phone.panel(showing: "Mini player").map { phone.frame(of: $0) } ?? .null
            #expect(bar.minY > 700, "the bar at the bottom: \(bar)")
            #expect(phone.tapReachesButton("Library"))
            await tapSettled(phone, "Library")
            #expect(phone.visibleTexts().contains("Library taps: 1"), "\(phone.visibleTexts())")
            guard bar.minY > 700 else { return }

            await phone.tap(CGPoint(x: 50, y: bar.minY + 30))
            await phone.settle()
            #expect(phone.visibleTexts().contains("Full player"), "the bar's tap opened it: \(phone.visibleTexts())")
            let open = top(of: "Full player", phone)
            await phone.swipe(from: CGPoint(x: 195, y: open + 8), to: CGPoint(x: 195, y: 840))
            #expect(phone.visibleTexts().contains("Mini player"), "back to the bar: \(phone.visibleTexts())")
            await tapSettled(phone, "Library")
            #expect(phone.visibleTexts().contains("Library taps: 2"), "\(phone.visibleTexts())")
        }

        /// A window-level drawer covers a `Drawer` of its screen, whichever was drawn first: its
        /// host is above the `Drawer`'s in the window, and a tap where both panels are reaches
        /// the window drawer's.
        @Test(arguments: [false, true])
        func windowDrawerCoversAContentDrawer(windowFirst: Bool) async {
            let phone = SwiftUIPhone(ContentAndWindowDrawerScreen(windowFirst: windowFirst))
            await phone.settle()
            if !windowFirst { await tapSettled(phone, "Open sheet") }
            guard let sheet = phone.panel(showing: "Window sheet"), let drawer = phone.panel(showing: "Always there") else {
                Issue.record("both drawers shown: \(phone.visibleTexts())")
                return
            }
            let overlap = phone.frame(of: sheet).intersection(phone.frame(of: drawer))
            #expect(!overlap.isNull && overlap.height > 50, "the panels overlap: \(overlap)")
            let hit = phone.hit(CGPoint(x: overlap.midX, y: overlap.midY))
            #expect(hit?.isDescendant(of: sheet.panelView) ?? false, "the window drawer's panel takes it: \(String(describing: hit))")
            let subviews = phone.window.subviews
            let windowHost = subviews.firstIndex { $0 is DrawerWindowHostView }
            let contentHost = subviews.firstIndex { $0 is DrawerHostView && !($0 is DrawerWindowHostView) }
            #expect(windowHost != nil && contentHost != nil && windowHost! > contentHost!, "window order: \(subviews)")
        }
    }
}
