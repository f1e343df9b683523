import DrawerCore
import DrawerSwiftUI
import Foundation
import SwiftUI
import Testing
import UIKit

@testable import DrawerUIKit

/// A screen whose presenting view can be taken out of the view tree by the app's own state
/// (undimmed, so the button behind the drawer takes the tap).
struct RemovablePresenterScreen: View {
    @State var showsPresenter = true
    @State var isPresented = true

    var body: some View {
        VStack {
            Button("Remove presenter") { showsPresenter = false }
            if showsPresenter {
                Text("Presenter")
                    .drawer(isPresented: $isPresented, background: .none) { _ in Text("Drawer body") }
            }
        }
    }
}

extension SwiftUIScenarios {
    /// Issue 34 item 7: a window-level drawer's life follows its binding and its presenting
    /// view's identity, not the presenting view's place in the window.
    @MainActor
    @Suite struct PresentingViewLifeScenarios {
        /// The presenting screen leaves the window (a UIKit navigation push takes its view out)
        /// and comes back: the drawer stays presented throughout, once.
        @Test func item7DrawerOutlivesAPushOfItsPresentingScreen() async {
            let phone = SwiftUIPhone(SheetButtonScreen(isPresented: true))
            await phone.settle()
            #expect(phone.visibleTexts().contains("Sheet title"))
            let screen = phone.controller.view!
            screen.removeFromSuperview()
            await phone.settle()
            #expect(phone.panels.count == 1, "the drawer stays in the window's host")
            #expect(phone.visibleTexts().contains("Sheet title"), "still on screen: \(phone.visibleTexts())")
            phone.window.insertSubview(screen, aboveSubview: phone.window.subviews.first ?? screen)
            phone.window.addSubview(screen)
            await phone.settle()
            #expect(phone.panels.count == 1, "back in the window: one drawer, not two")
        }

        /// The presenting view leaves the view tree: its drawer closes with its spring (it is
        /// still on screen a frame later) and then leaves the host.
        @Test func item7DrawerClosesWhenItsPresentingViewGoesAway() async {
            let phone = SwiftUIPhone(RemovablePresenterScreen())
            await phone.settle()
            #expect(phone.visibleTexts().contains("Drawer body"))
            await phone.tap(button: "Remove presenter")
            UIKitDouble.advanceFrame()
            #expect(phone.visibleTexts().contains("Drawer body"), "closing, not cut")
            await phone.settle()
            #expect(!phone.visibleTexts().contains("Drawer body"))
            #expect(phone.panels.isEmpty, "removed from the host once closed")
        }

        /// The storm's finding: a person drags the drawer up while it closes because its
        /// presenting view went away. The closing drawer takes no touch (as a sheet being
        /// dismissed), so it still closes and leaves; before DrawerCore's `closeForRemoval` the
        /// drag caught it and left it at large for good, with nothing left to close it.
        @Test func item7ClosingDrawerCannotBeCaught() async {
            let phone = SwiftUIPhone(RemovablePresenterScreen())
            await phone.settle()
            guard let top = phone.panel(showing: "Drawer body").flatMap(phone.visibleFrame)?.minY else {
                Issue.record("no drawer: \(phone.visibleTexts())")
                return
            }
            await phone.tap(button: "Remove presenter")
            UIKitDouble.advanceFrame()
            await phone.drag(from: CGPoint(x: 195, y: top + 12), to: CGPoint(x: 195, y: 60), duration: 0.3)
            await phone.settle()
            #expect(!phone.visibleTexts().contains("Drawer body"), "\(phone.visibleTexts())")
            #expect(phone.panels.isEmpty, "removed from the host once closed")
        }

        /// A view the app put above its screens (a modal's container) stays above the window's
        /// drawer host when a drawer is presented later.
        @Test func item7HostStaysUnderAModalAboveTheScreen() async {
            let phone = SwiftUIPhone(SheetButtonScreen())
            await phone.settle()
            let modal = UIView(frame: phone.window.bounds)
            phone.window.addSubview(modal)
            await phone.tap(button: "Open")
            // The button is under the modal now; present through the app's state instead.
            if phone.windowHost == nil {
                modal.removeFromSuperview()
                await phone.tap(button: "Open")
                phone.window.addSubview(modal)
            }
            await phone.settle()
            guard let host = phone.windowHost else {
                Issue.record("no host")
                return
            }
            let subviews = phone.window.subviews
            let hostIndex = subviews.firstIndex { $0 === host } ?? -1
            let modalIndex = subviews.firstIndex { $0 === modal } ?? -1
            #expect(hostIndex < modalIndex, "host \(hostIndex), modal \(modalIndex)")
        }
    }
}
