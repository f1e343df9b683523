import DrawerCore
import DrawerSwiftUI
import Foundation
import SwiftUI
import Testing
import UIKit

@testable import DrawerUIKit

// Issue 47: drawers written the way SwiftUI users write sheets. Each screen sets a drawer's
// setting from inside its content (or, for `Drawer`, around it) and the scenario reads the result
// on screen. None of these spellings existed before issue 47, so none of these screens compiled
// on the code before it.

/// A `.sheet` user's five habits, with only the names changed: `.drawer` for `.sheet`,
/// `drawerDetents` for `presentationDetents`, `drawerDragIndicator` for
/// `presentationDragIndicator`, `drawerBackground` for `presentationBackground`,
/// `interactiveDrawerDismissDisabled` for `interactiveDismissDisabled`, and `\.drawerDismiss` for
/// `\.dismiss`.
struct SheetHabitScreen: View {
    @State var showsEditor = false
    @State var dismissals = 0

    var body: some View {
        VStack {
            Button("Edit") { showsEditor = true }
            Text(showsEditor ? "Editor shown" : "Editor hidden")
            Text("Dismissals \(dismissals)")
        }
        .drawer(isPresented: $showsEditor, onDismiss: { dismissals += 1 }) {
            EditorForm()
                .drawerDetents([.medium, .large])
                .drawerDragIndicator(.visible)
                .drawerBackground(Color.gray)
                .interactiveDrawerDismissDisabled()
        }
    }
}

struct EditorForm: View {
    @Environment(\.drawerDismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Editor form")
            Button("Done") { dismiss() }
        }
    }
}

/// `.drawer(item:) { item in … }` and the context read from the environment.
struct ItemHabitScreen: View {
    struct Place: Identifiable {
        let id: Int
        let name: String
    }

    @State var place: Place?

    var body: some View {
        Button("Show place") { place = Place(id: 1, name: "Harbour") }
            .drawer(item: $place) { place in
                PlaceCard(name: place.name)
            }
    }
}

struct PlaceCard: View {
    let name: String
    @Environment(\.drawerContext) private var context

    var body: some View {
        VStack {
            Text(name)
            Text("At \(context?.detent.rawValue ?? "nowhere")")
        }
    }
}

/// Detents with a selection, a height without an identifier, and a hidden drag indicator.
struct SelectionHabitScreen: View {
    @State var shows = true
    @State var detent: DrawerDetent.Identifier = .large
    let hidesIndicator: Bool

    var body: some View {
        Text("Behind")
            .drawer(isPresented: $shows) {
                VStack {
                    Text("Selected \(detent.rawValue)")
                    Button("Peek") { detent = DrawerDetent.height(300).identifier }
                }
                .drawerDetents([.height(300), .large], selection: $detent)
                .drawerDragIndicator(hidesIndicator ? .hidden : .automatic)
            }
    }
}

/// Background interaction up through medium, and the corner radius.
struct InteractionHabitScreen: View {
    @State var shows = true
    @State var taps = 0

    var body: some View {
        VStack {
            Button("Behind \(taps)") { taps += 1 }
            Spacer()
        }
        .drawer(isPresented: $shows) {
            Text("Map tools")
                .drawerDetents([.medium, .large])
                .drawerBackgroundInteraction(.enabled(upThrough: .medium))
                .drawerCornerRadius(30)
        }
    }
}

/// Content interaction: a list at medium that scrolls first instead of lifting the drawer.
struct ScrollsFirstScreen: View {
    @State var shows = true
    let interaction: DrawerContentInteraction

    var body: some View {
        Text("Behind")
            .drawer(isPresented: $shows) {
                DrawerScrollView {
                    ForEach(0..<60, id: \.self) { row in Text("Row \(row)").padding() }
                }
                .drawerContentInteraction(interaction)
            }
    }
}

/// The keyboard rule from inside the content.
struct KeyboardHabitScreen: View {
    @State var shows = true
    let rule: DrawerKeyboardRule?

    var body: some View {
        Text("Behind")
            .drawer(isPresented: $shows) {
                if let rule {
                    Text("Composer").drawerKeyboardRule(rule)
                } else {
                    Text("Composer")
                }
            }
    }
}

/// A `Drawer` whose settings are written around it (after another modifier) and inside it: the
/// inside value wins.
struct AlwaysThereHabitScreen: View {
    let insideRadius: CGFloat?

    var body: some View {
        Drawer {
            Text("Tools").drawerCornerRadius(insideRadius)
        }
        .detents([.medium, .large])
        .padding(0)
        .drawerCornerRadius(10)
        .drawerBackground(Color.gray)
    }
}

/// A drawer over a pushed navigation page, closed from its content.
struct PushedPageHabitScreen: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Open page") { PushedPage() }
        }
    }
}

struct PushedPage: View {
    @State var showsTools = false

    var body: some View {
        VStack {
            Text("Page content")
            Button("Tools") { showsTools = true }
        }
        .drawer(isPresented: $showsTools) { ToolsContent() }
    }
}

struct ToolsContent: View {
    @Environment(\.drawerDismiss) private var dismiss

    var body: some View {
        Button("Close tools") { dismiss() }
    }
}

/// VoiceOver's focus goes back to the app's element when the drawer closes.
struct FocusReturnScreen: View {
    @State var shows = false
    @AccessibilityFocusState var opensFocused: Bool

    var body: some View {
        VStack {
            Button("Open") { shows = true }
            Text(opensFocused ? "Focus back" : "Focus elsewhere")
        }
        .drawer(isPresented: $shows, accessibilityFocusReturn: $opensFocused) { ToolsContent() }
    }
}

extension SwiftUIScenarios {
    @MainActor
    @Suite struct SheetHabitScenarios {
        static let phone = SwiftUIPhone.size

        /// The first visible panel's window frame.
        func panelFrame(_ phone: SwiftUIPhone, showing text: String) -> CGRect? {
            phone.panel(showing: text).flatMap(phone.visibleFrame)
        }

        /// Taps the button titled `title` and lets what it started settle.
        func tapSettled(_ phone: SwiftUIPhone, _ title: String) async {
            await phone.tap(button: title)
            await phone.settle()
        }

        /// Drags the panel whose top is at `top` by its handle strip to `y`, and lets it settle.
        func dragHandle(_ phone: SwiftUIPhone, top: CGFloat, to y: CGFloat) async {
            await phone.place(from: CGPoint(x: 195, y: top + 8), to: CGPoint(x: 195, y: y))
            await phone.settle()
        }

        /// The names of the fills drawn inside `panel`, as a person sees them.
        func fills(in panel: DrawerPanel, _ phone: SwiftUIPhone) -> [String] {
            phone.visibleViews(of: DoubleFillView.self)
                .filter { $0.view.isDescendant(of: panel.panelView) }
                .map(\.view.fillName)
        }

        /// The five habits: opens at medium (the content's detents), draws the handle and the
        /// content's fill, refuses a swipe down, and closes from `\.drawerDismiss` with the
        /// programmatic cause, running `onDismiss` once and writing `false` back.
        @Test func aSheetUsersFiveLines() async throws {
            let phone = SwiftUIPhone(SheetHabitScreen())
            await phone.settle()
            await tapSettled(phone, "Edit")
            let panel = try #require(phone.panel(showing: "Editor form"))
            let frame = try #require(phone.visibleFrame(of: panel))
            #expect(abs(frame.minY - 422) < 2, "rests at medium: \(frame)")
            let drawn = fills(in: panel, phone)
            #expect(drawn.contains("gray"), "the content's fill: \(drawn)")
            #expect(!drawn.contains("material"), "not the default material: \(drawn)")
            #expect(drawn.contains("secondary"), "the drag indicator: \(drawn)")
            await phone.swipe(from: CGPoint(x: 195, y: frame.minY + 8), to: CGPoint(x: 195, y: 840))
            await phone.settle()
            #expect(phone.visibleTexts().contains("Editor form"), "a swipe does not dismiss it")
            #expect(phone.visibleTexts().contains("Editor shown"))
            await tapSettled(phone, "Done")
            #expect(!phone.visibleTexts().contains("Editor form"), "Done closes it: \(phone.visibleTexts())")
            #expect(phone.visibleTexts().contains("Editor hidden"), "the binding is false again")
            #expect(phone.visibleTexts().contains("Dismissals 1"), "onDismiss ran once: \(phone.visibleTexts())")
        }

        /// `.drawer(item:) { item in … }` shows the item; the content reads the drawer's detent from
        /// `\.drawerContext` (the default detents: it opens at medium).
        @Test func itemDrawerAndContextFromTheEnvironment() async throws {
            let phone = SwiftUIPhone(ItemHabitScreen())
            await phone.settle()
            await tapSettled(phone, "Show place")
            #expect(phone.visibleTexts().contains("Harbour"), "\(phone.visibleTexts())")
            #expect(phone.visibleTexts().contains("At medium"), "\(phone.visibleTexts())")
            let frame = try #require(panelFrame(phone, showing: "Harbour"))
            await dragHandle(phone, top: frame.minY, to: 60)
            #expect(phone.visibleTexts().contains("At large"), "a new detent reaches the environment: \(phone.visibleTexts())")
        }

        /// `drawerDetents(_:selection:)`: the selection opens it at large, a change of the state
        /// moves it to the 300-pt height detent (named by its length), and a drag writes back.
        @Test func detentsWithASelection() async throws {
            let phone = SwiftUIPhone(SelectionHabitScreen(hidesIndicator: false))
            await phone.settle()
            let large = try #require(panelFrame(phone, showing: "Selected large"))
            #expect(large.minY < 100, "large: \(large)")
            await tapSettled(phone, "Peek")
            let peek = try #require(panelFrame(phone, showing: "Peek"))
            #expect(abs(SwiftUIPhone.size.height - peek.minY - 300) < 0.5, "300 pt high: \(peek)")
            await dragHandle(phone, top: peek.minY, to: 60)
            #expect(phone.visibleTexts().contains("Selected large"), "the drag wrote back: \(phone.visibleTexts())")
        }

        /// `drawerDragIndicator(.hidden)`: no capsule is drawn; the strip still drags the drawer.
        @Test func hiddenDragIndicator() async throws {
            let phone = SwiftUIPhone(SelectionHabitScreen(hidesIndicator: true))
            await phone.settle()
            let panel = try #require(phone.panel(showing: "Peek"))
            let frame = try #require(phone.visibleFrame(of: panel))
            #expect(!fills(in: panel, phone).contains("secondary"), "no capsule: \(fills(in: panel, phone))")
            await dragHandle(phone, top: frame.minY, to: 600)
            #expect(
                phone.visibleTexts().contains("Selected \(DrawerDetent.height(300).identifier.rawValue)"),
                "the strip still drags: \(phone.visibleTexts())")
        }

        /// `drawerBackgroundInteraction(.enabled(upThrough: .medium))`: at medium nothing dims and
        /// a tap reaches the button behind; `drawerCornerRadius(30)` rounds the panel.
        @Test func backgroundInteractionAndCornerRadius() async throws {
            let phone = SwiftUIPhone(InteractionHabitScreen())
            await phone.settle()
            let panel = try #require(phone.panel(showing: "Map tools"))
            #expect(panel.drawnDimming < 0.01, "undimmed at medium: \(panel.drawnDimming)")
            #expect(phone.tapReachesButton("Behind 0"), "the view behind takes taps")
            await phone.tap(button: "Behind 0")
            #expect(phone.visibleTexts().contains("Behind 1"))
            let corners = panel.drawnOutline?.corners
            #expect(corners?.topLeft == 30 && corners?.topRight == 30, "rounded by 30: \(String(describing: corners))")
        }

        /// `drawerContentInteraction(.scrolls)`: at medium an upward drag on the list scrolls it
        /// and the drawer stays; `.resizes` lifts the drawer instead.
        @Test(arguments: [DrawerContentInteraction.scrolls, .resizes])
        func contentInteraction(_ interaction: DrawerContentInteraction) async throws {
            let phone = SwiftUIPhone(ScrollsFirstScreen(interaction: interaction))
            await phone.settle()
            let before = try #require(panelFrame(phone, showing: "Row 0"))
            let list = try #require(phone.visibleViews(of: DoubleScrollView.self).first?.view)
            phone.moveFinger(from: CGPoint(x: 195, y: 700), to: CGPoint(x: 195, y: 600), duration: 0.3)
            let during = panelFrame(phone, showing: "Row 1") ?? before
            phone.window.doubleTouchUp()
            await phone.settle()
            if interaction == .scrolls {
                #expect(abs(during.minY - before.minY) < 2, "the drawer stays: \(during) from \(before)")
                #expect(list.contentOffset.y > 50, "the list scrolled: \(list.contentOffset.y)")
            } else {
                #expect(during.minY < before.minY - 50, "the drawer lifts: \(during) from \(before)")
            }
        }

        /// `drawerKeyboardRule(.stay)`: the drawer stays under the keyboard, where by default it
        /// lifts onto it.
        @Test func keyboardRuleFromTheContent() async {
            let keyboard = CGRect(x: 0, y: SwiftUIPhone.size.height - 336, width: SwiftUIPhone.size.width, height: 336)
            var tops: [CGFloat] = []
            for rule in [nil, DrawerKeyboardRule.stay] {
                let phone = SwiftUIPhone(KeyboardHabitScreen(rule: rule))
                await phone.settle()
                UIKitDouble.postKeyboardFrame(keyboard, screen: UIScreen())
                await phone.settle()
                tops.append(panelFrame(phone, showing: "Composer")?.minY ?? .nan)
            }
            #expect(tops[0] < 422 - 100, "by default it lifts: \(tops)")
            #expect(abs(tops[1] - 422) < 2, "with .stay it stays at medium: \(tops)")
        }

        /// `Drawer`: a setting written around it after another modifier still reaches it (the fill),
        /// and where the content chooses the same setting, the content's wins (the corner radius).
        @Test(arguments: [nil, CGFloat(24)])
        func alwaysThereDrawer(insideRadius: CGFloat?) async throws {
            let phone = SwiftUIPhone(AlwaysThereHabitScreen(insideRadius: insideRadius))
            await phone.settle()
            let panel = try #require(phone.panel(showing: "Tools"))
            #expect(fills(in: panel, phone).contains("gray"), "\(fills(in: panel, phone))")
            let radius = panel.drawnOutline?.corners.topLeft
            #expect(radius == (insideRadius ?? 10), "radius \(String(describing: radius))")
        }

        /// `\.drawerDismiss` in a drawer over a pushed page closes the drawer; the page stays.
        @Test func dismissClosesTheDrawerNotThePage() async {
            let phone = SwiftUIPhone(PushedPageHabitScreen())
            await phone.settle()
            await tapSettled(phone, "Open page")
            await tapSettled(phone, "Tools")
            #expect(phone.visibleTexts().contains("Close tools"), "\(phone.visibleTexts())")
            await tapSettled(phone, "Close tools")
            #expect(!phone.visibleTexts().contains("Close tools"), "the drawer closed: \(phone.visibleTexts())")
            #expect(phone.visibleTexts().contains("Page content"), "the page stays: \(phone.visibleTexts())")
            #expect(phone.buttonFrame("Back") != nil, "still pushed")
        }

        /// `accessibilityFocusReturn`: set to `true` when the drawer closes.
        @Test func focusReturnsWhenTheDrawerCloses() async {
            let phone = SwiftUIPhone(FocusReturnScreen())
            await phone.settle()
            await tapSettled(phone, "Open")
            #expect(phone.visibleTexts().contains("Focus elsewhere"))
            await tapSettled(phone, "Close tools")
            #expect(phone.visibleTexts().contains("Focus back"), "\(phone.visibleTexts())")
        }
    }
}
