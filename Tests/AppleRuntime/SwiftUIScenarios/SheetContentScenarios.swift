import DrawerCore
import DrawerSwiftUI
import Foundation
import SwiftUI
import Testing
import UIKit

@testable import DrawerUIKit

// Sheet content written the way app developers write `.sheet` content (a navigation stack over a
// form, a toolbar of Cancel and Done, an inline title), used as drawer content unchanged. Before
// the SwiftUI double declared Form, Section, Toggle, Label, Image, Divider, toolbar items and the
// title display mode, this file did not compile.

/// Typical sheet content; the one addition is the text that shows the toggle's state.
struct EditorSheet: View {
    @Environment(\.drawerDismiss) private var dismiss
    @State private var name = ""
    @State private var notify = true

    var body: some View {
        NavigationStack {
            Form {
                Section("Details") {
                    TextField("Name", text: $name)
                    Toggle("Notify me", isOn: $notify)
                    Text(notify ? "Notifications on" : "Notifications off")
                }
                Section {
                    Label("Shared", systemImage: "person.2")
                    Divider()
                    Image(systemName: "star")
                }
            }
            .navigationTitle("Edit")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                ToolbarItem(placement: .confirmationAction) { Button("Done") { dismiss() } }
            }
        }
    }
}

/// A screen that presents the sheet content as a drawer's, and shows its binding outside it.
struct SheetContentScreen: View {
    @State var showsEditor = true

    var body: some View {
        VStack {
            Button("Open editor") { showsEditor = true }
            Text(showsEditor ? "Editor shown" : "Editor hidden")
        }
        .drawer(isPresented: $showsEditor) {
            EditorSheet().drawerDetents([.medium, .large])
        }
    }
}

/// A form longer than the screen, in a drawer at its large detent.
struct LongFormScreen: View {
    @State var shows = true

    var body: some View {
        Text("Behind")
            .drawer(isPresented: $shows) {
                NavigationStack {
                    Form {
                        Section("Rows") {
                            ForEach(0..<120) { Text("Row \($0)") }
                        }
                    }
                    .navigationTitle("Long form")
                }
                .drawerDetents([.large])
            }
    }
}

extension SwiftUIScenarios {
    @MainActor
    @Suite struct SheetContentScenarios {
        /// The window frame of the switch on the line of the visible text `label`, and its fill.
        func toggleSwitch(beside label: String, _ phone: SwiftUIPhone) -> (frame: CGRect, fill: String)? {
            guard let text = phone.frame(ofText: label) else { return nil }
            for entry in phone.visibleViews(of: DoubleButtonView.self)
            where entry.frame.minY < text.midY && entry.frame.maxY > text.midY {
                let fill = entry.view.subviewsRecursive.lazy.compactMap { ($0 as? DoubleFillView)?.fillName }.first
                if let fill, fill.hasPrefix("switch") { return (entry.frame, fill) }
            }
            return nil
        }

        /// The title and both toolbar items are drawn in a bar at the top of the drawer's content,
        /// Cancel at the leading edge and Done at the trailing one, as iOS places
        /// `cancellationAction` and `confirmationAction`; the form's rows are below the bar.
        @Test func titleAndToolbarItemsAreInABarAboveTheForm() async throws {
            let phone = SwiftUIPhone(SheetContentScreen())
            await phone.settle()
            let panel = try #require(phone.panel(showing: "Edit"), "on screen: \(phone.visibleTexts())")
            let panelFrame = try #require(phone.visibleFrame(of: panel))
            let title = try #require(phone.frame(ofText: "Edit"))
            let cancel = try #require(phone.buttonFrame("Cancel"), "on screen: \(phone.visibleTexts())")
            let done = try #require(phone.buttonFrame("Done"), "on screen: \(phone.visibleTexts())")
            let details = try #require(phone.frame(ofText: "Details"))
            #expect(cancel.maxX <= title.minX && title.maxX <= done.minX, "Cancel, Edit, Done: \(cancel) \(title) \(done)")
            #expect(cancel.minX < panelFrame.midX && done.maxX > panelFrame.midX)
            #expect(abs(cancel.midY - done.midY) < 1 && abs(title.midY - done.midY) < 1, "one bar")
            #expect(done.maxY <= details.minY, "the bar is above the form: \(done) \(details)")
            for text in ["Notify me", "Notifications on", "Shared"] {
                #expect(phone.visibleTexts().contains(text), "\(text): \(phone.visibleTexts())")
            }
        }

        /// A tap on the toggle's switch writes the other value to its binding, and back.
        @Test func theToggleSwitches() async throws {
            let phone = SwiftUIPhone(SheetContentScreen())
            await phone.settle()
            let on = try #require(toggleSwitch(beside: "Notify me", phone), "on screen: \(phone.visibleTexts())")
            #expect(on.fill == "switch on")
            await phone.tap(CGPoint(x: on.frame.midX, y: on.frame.midY))
            await phone.settle()
            #expect(phone.visibleTexts().contains("Notifications off"), "\(phone.visibleTexts())")
            #expect(toggleSwitch(beside: "Notify me", phone)?.fill == "switch off")
            await phone.tap(CGPoint(x: on.frame.midX, y: on.frame.midY))
            await phone.settle()
            #expect(phone.visibleTexts().contains("Notifications on"), "\(phone.visibleTexts())")
        }

        /// Done, in the bar, dismisses through `\.drawerDismiss`: the drawer closes and the
        /// presenting binding reads false outside it. Cancel does the same.
        @Test(arguments: ["Done", "Cancel"])
        func aBarButtonClosesTheDrawer(_ title: String) async throws {
            let phone = SwiftUIPhone(SheetContentScreen())
            await phone.settle()
            #expect(phone.visibleTexts().contains("Editor shown"))
            await phone.tap(button: title)
            await phone.settle()
            #expect(!phone.visibleTexts().contains("Edit"), "closed: \(phone.visibleTexts())")
            #expect(phone.visibleTexts().contains("Editor hidden"), "the binding is false: \(phone.visibleTexts())")
        }

        /// A form is a list on iOS, so it scrolls: at the large detent an upward drag on its rows
        /// scrolls them under the bar, which stays.
        @Test func aLongFormScrollsUnderItsBar() async throws {
            let phone = SwiftUIPhone(LongFormScreen())
            await phone.settle()
            let bar = try #require(phone.frame(ofText: "Long form"), "on screen: \(phone.visibleTexts())")
            let form = try #require(phone.visibleViews(of: DoubleScrollView.self).first?.view)
            #expect(phone.visibleTexts().contains("Row 0"))
            phone.moveFinger(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 300), duration: 0.4)
            phone.window.doubleTouchUp()
            await phone.settle()
            #expect(form.contentOffset.y > 200, "the form scrolled: \(form.contentOffset.y)")
            #expect(!phone.visibleTexts().contains("Row 0"), "the first rows left: \(phone.visibleTexts())")
            #expect(phone.frame(ofText: "Long form") == bar, "the bar stays")
        }
    }
}
