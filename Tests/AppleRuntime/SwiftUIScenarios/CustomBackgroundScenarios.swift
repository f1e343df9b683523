import DrawerCore
import DrawerSwiftUI
import Foundation
import SwiftUI
import Testing
import UIKit

@testable import DrawerUIKit

/// A sheet whose outside is the app's own view, drawing the dimming it is handed.
struct CustomDimmingScreen: View {
    @State var isPresented = false

    var body: some View {
        Button("Open") { isPresented = true }
            .drawer(
                isPresented: $isPresented,
                background: .custom { _, dimming in
                    VStack {
                        Text(dimming > 0.01 ? "Backdrop dimmed" : "Backdrop clear")
                        Color.clear.frame(height: 600)
                    }
                }
            ) { _ in Text("Sheet text").frame(height: 200) }
    }
}

/// Seed 001's `background {}`: a view of the app's outside the sheet, given the context.
struct ResizableBackgroundScreen: View {
    @State var state: ResizableSheetState = .hidden

    var body: some View {
        Button("Show sheet") { state = .medium }
            .resizableSheet($state) { builder in
                builder.content { _ in Text("Sheet text").frame(height: 200) }
                    .background { context in
                        VStack {
                            Text(context.state == .hidden ? "Outside hidden" : "Outside shown")
                            Color.clear.frame(height: 600)
                        }
                    }
            }
    }
}

extension SwiftUIScenarios {
    /// Issue 34 item 9: a custom background (`DrawerBackground.custom`, seed 001's
    /// `background {}`) is drawn on iOS (it was drawn on macOS only).
    @MainActor
    @Suite struct CustomBackgroundScenarios {
        /// The app's view covers the window outside the sheet and gets the engine's dimming;
        /// once the sheet rests closed it is gone.
        @Test func customDimmingViewFollowsTheDimming() async {
            let phone = SwiftUIPhone(CustomDimmingScreen())
            await phone.settle()
            #expect(!phone.visibleTexts().contains { $0.hasPrefix("Backdrop") }, "nothing before: \(phone.visibleTexts())")
            await phone.tap(button: "Open")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Backdrop dimmed"), "\(phone.visibleTexts())")
            guard let sheet = phone.panel(showing: "Sheet text").flatMap(phone.visibleFrame) else {
                Issue.record("no sheet")
                return
            }
            await phone.swipe(from: CGPoint(x: 195, y: sheet.minY + 8), to: CGPoint(x: 195, y: 840))
            await phone.settle()
            #expect(!phone.visibleTexts().contains("Sheet text"), "closed: \(phone.visibleTexts())")
            #expect(!phone.visibleTexts().contains { $0.hasPrefix("Backdrop") }, "gone with it: \(phone.visibleTexts())")
            #expect(phone.isTappable(text: "Open"), "the button behind takes taps again")
        }

        /// Seed 001's `background {}` shows while the sheet does, with its context.
        @Test func seed001BackgroundShowsWithTheSheet() async {
            let phone = SwiftUIPhone(ResizableBackgroundScreen())
            await phone.settle()
            await phone.tap(button: "Show sheet")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Outside shown"), "\(phone.visibleTexts())")
            #expect(phone.visibleTexts().contains("Sheet text"))
        }
    }
}
