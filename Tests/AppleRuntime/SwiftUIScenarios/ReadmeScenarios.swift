import DrawerCore
import DrawerSwiftUI
import Foundation
import SwiftUI
import Testing
import UIKit

@testable import DrawerUIKit

// README.md's SwiftUI block and the pages article's (DrawerSwiftUI.docc), as written
// (readmeBlocksAreCopiedVerbatim checks the copies).

struct ListScreen: View {
    @State private var showsList = false

    var body: some View {
        Button("Show list") { showsList = true }
            .drawer(isPresented: $showsList) {
                DrawerScrollView {
                    ForEach(0..<100, id: \.self) { row in
                        Text("Row \(row)").padding()
                    }
                }
                .drawerDetents([.medium, .large])
            }
    }
}

struct SettingsButton: View {
    @State private var showsSettings = false
    @State private var path: [DrawerPage] = []

    var body: some View {
        Button("Settings") { showsSettings = true }
            .drawer(isPresented: $showsSettings, configuration: DrawerConfiguration(detents: [.closed, .fit, .large])) { _ in
                Button("Wi-Fi") { path.append(DrawerPage(id: "wifi", detents: [.fit, .large])) }
            }
            .drawerPages(path) { page, _ in
                Button("Back from \(page.id.rawValue)") { path.removeLast() }
            }
    }
}

extension SwiftUIScenarios {
    @MainActor
    @Suite struct ReadmeScenarios {
        /// The README's block and the pages article's block above are the scenarios' copies, verbatim.
        @Test(arguments: [
            ("struct ListScreen", "README.md"),
            ("struct SettingsButton", "Sources/DrawerSwiftUI/DrawerSwiftUI.docc/PagesInADrawer.md"),
        ])
        func readmeBlocksAreCopiedVerbatim(declaration: String, file: String) {
            #expect(DocumentationBlocks.isCopied(declaration, from: file, into: "ReadmeScenarios.swift"))
        }

        /// The README's first screen: the button shows the list drawer over the whole window;
        /// a swipe down closes it and the binding reads false, so the button shows it again.
        @Test func listScreenShowsSwipesAwayAndShowsAgain() async {
            let phone = SwiftUIPhone(ListScreen())
            #expect(phone.visibleTexts() == ["Show list"])
            await phone.tap(button: "Show list")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Row 0"), "the drawer shows its rows")
            guard let panel = phone.panels.first else {
                Issue.record("no panel in the window host")
                return
            }
            let frame = panel.panelView.convert(panel.panelView.bounds, to: nil)
            #expect(frame.minY > 300 && frame.minY < 600, "at medium: \(frame)")

            await phone.drag(from: CGPoint(x: 195, y: frame.minY + 10), to: CGPoint(x: 195, y: 840), duration: 0.15)
            await phone.settle()
            #expect(!phone.visibleTexts().contains("Row 0"), "swiped away")
            await phone.tap(button: "Show list")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Row 0"), "the binding was written back false, so it shows again")
        }

        /// The README's pages: Wi-Fi pushes a page over the settings, Back pops it.
        @Test func settingsPushesAndPopsAPage() async {
            let phone = SwiftUIPhone(SettingsButton())
            await phone.tap(button: "Settings")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Wi-Fi"))
            await phone.tap(button: "Wi-Fi")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Back from wifi"), "the page is pushed: \(phone.visibleTexts())")
            await phone.tap(button: "Back from wifi")
            await phone.settle()
            #expect(!phone.visibleTexts().contains("Back from wifi"), "popped: \(phone.visibleTexts())")
            #expect(phone.visibleTexts().contains("Wi-Fi"))
        }
    }
}
