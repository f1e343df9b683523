import DrawerCore
import DrawerSwiftUI
import Foundation
import SwiftUI
import Testing
import UIKit

@testable import DrawerUIKit

/// A side menu's screen that presents a `.sheet`.
struct MenuWithSheetScreen: View {
    @State var menuIsOpen = false
    @State var showsSheet = false

    var body: some View {
        DrawerNavigationView(isOpen: $menuIsOpen) {
            Text("Menu list")
        } main: {
            VStack {
                Button("Show sheet") { showsSheet = true }
                Text(menuIsOpen ? "Menu open" : "Menu closed")
                Spacer()
            }
            .sheet(isPresented: $showsSheet) {
                VStack {
                    Text("Sheet body")
                    Spacer()
                }
            }
        }
    }
}

/// A side menu's screen at the root of a `NavigationStack`, with a page to push over it.
struct StackedMenuScreen: View {
    @State var menuIsOpen = false

    var body: some View {
        NavigationStack {
            DrawerNavigationView(isOpen: $menuIsOpen) {
                Text("Menu list")
            } main: {
                VStack {
                    NavigationLink("Details") { Text("Details page") }
                    Text(menuIsOpen ? "Menu open" : "Menu closed")
                    Spacer()
                }
            }
        }
    }
}

extension SwiftUIScenarios {
    /// Issue 46 item 2: a side menu takes edge swipes only on the screen that owns it, while that
    /// screen is the visible one, and yields to the back swipe of the navigation controller
    /// around that screen.
    @MainActor
    @Suite struct EdgeSwipeScopeScenarios {
        /// Whether any drawer of the window's host is on screen.
        static func anyDrawerShown(_ phone: SwiftUIPhone) -> Bool {
            guard let host = phone.windowHost else { return false }
            return host.model.ids.contains { host.model.isShown($0) }
        }

        /// The swipe a person makes from the leading edge to open a menu (or go back).
        static func swipeFromTheLeadingEdge(_ phone: SwiftUIPhone) async {
            await phone.drag(from: CGPoint(x: 8, y: 400), to: CGPoint(x: 260, y: 400), duration: 0.3)
            await phone.settle()
        }

        /// A window whose only drawer is a bottom sheet has no edge-swipe recognizer beyond its host.
        @Test func noEdgeRecognizerWithoutASideDrawer() async {
            let phone = SwiftUIPhone(LifecycleScreen())
            await phone.settle()
            await phone.tap(button: "Open")
            await phone.settle()
            guard let host = phone.windowHost else {
                Issue.record("no host")
                return
            }
            #expect(host.edgePanGesture.view == nil, "an edge recognizer on \(String(describing: host.edgePanGesture.view))")
            #expect(!(phone.window.gestureRecognizers ?? []).contains { $0 === host.edgePanGesture })
        }

        /// On the menu's own screen the swipe opens it (the control for the two below).
        @Test func theSwipeOpensTheMenuOnItsScreen() async {
            let phone = SwiftUIPhone(MenuWithSheetScreen())
            await phone.settle()
            await Self.swipeFromTheLeadingEdge(phone)
            #expect(Self.anyDrawerShown(phone))
            #expect(phone.visibleTexts().contains("Menu open"), "\(phone.visibleTexts())")
        }

        /// The same swipe inside a `.sheet` presented over the menu's screen does not open the
        /// menu nobody would see.
        @Test func aSwipeInsideASheetLeavesTheMenuClosed() async {
            let phone = SwiftUIPhone(MenuWithSheetScreen())
            await phone.settle()
            await phone.tap(button: "Show sheet")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Sheet body"), "\(phone.visibleTexts())")
            await Self.swipeFromTheLeadingEdge(phone)
            #expect(!Self.anyDrawerShown(phone), "the menu opened under the sheet")
        }

        /// A page pushed over the menu's screen on a `NavigationStack` covers it: a swipe there
        /// does not open the covered screen's menu.
        @Test func aSwipeOnAPushedPageLeavesTheCoveredMenuClosed() async {
            let phone = SwiftUIPhone(StackedMenuScreen())
            await phone.settle()
            await phone.tap(button: "Details")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Details page"), "\(phone.visibleTexts())")
            await Self.swipeFromTheLeadingEdge(phone)
            #expect(!Self.anyDrawerShown(phone), "the covered screen's menu opened")
        }

        /// The example's mailbox pushed onto a `UINavigationController`: the swipe from the leading
        /// edge goes back (the navigation controller is found from the representable's own
        /// controller), whichever recognizer UIKit asks first; the menu stays closed.
        @Test(arguments: [UIKitDouble.RecognizerOrder.hitViewFirst, .windowFirst])
        func theMailboxOnAPushedPageYieldsToTheBackSwipe(order: UIKitDouble.RecognizerOrder) async {
            let phone = SwiftUIPhone(EmptyView())
            UIKitDouble.recognizerOrder = order
            let list = UIViewController(nibName: nil, bundle: nil)
            let navigation = UINavigationController(rootViewController: list)
            phone.window.rootViewController = navigation
            navigation.pushViewController(UIHostingController(rootView: MailboxMenuScreen()), animated: true)
            phone.window.layoutIfNeeded()
            await phone.settle()
            #expect(phone.visibleTexts().contains("Showing Inbox"), "\(phone.visibleTexts())")
            await Self.swipeFromTheLeadingEdge(phone)
            #expect(navigation.topViewController === list, "the back swipe popped the mailbox")
            #expect(!Self.anyDrawerShown(phone), "the menu opened")
        }
    }
}
