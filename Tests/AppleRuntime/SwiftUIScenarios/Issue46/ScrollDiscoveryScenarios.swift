import DrawerCore
import DrawerSwiftUI
import Foundation
import SwiftUI
import Testing
import UIKit

@testable import DrawerUIKit

/// What a drawer's content holds in the scroll discovery scenarios.
enum ScrollDiscoveryContent {
    case editor, markedEditor, wheel, list
}

/// A drawer open at its largest detent over a screen, holding a note editor, a wheel picker or a
/// list below a one-line title field.
struct ScrollDiscoveryScreen: View {
    let content: ScrollDiscoveryContent
    @State var isPresented = true
    @State var detent: DrawerDetent.Identifier = .large
    @State var note = (1...80).map { "Line \($0)" }.joined(separator: "\n")
    @State var size = "M"
    @State var title = "Groceries"

    var body: some View {
        Text("Behind")
            .drawer(isPresented: $isPresented, detent: $detent) { _ in
                VStack(spacing: 0) {
                    TextField("Title", text: $title).frame(height: 44)
                    switch content {
                    case .editor:
                        TextEditor(text: $note).frame(height: 400)
                    case .markedEditor:
                        TextEditor(text: $note).drawerScrollTracking().frame(height: 400)
                    case .wheel:
                        Picker("Size", selection: $size) {
                            ForEach(["XS", "S", "M", "L", "XL"], id: \.self) { Text($0) }
                        }
                        .pickerStyle(.wheel)
                        .frame(height: 216)
                    case .list:
                        List {
                            ForEach(0..<60, id: \.self) { row in Text("Row \(row)").frame(height: 44) }
                        }
                        .frame(height: 400)
                    }
                    Spacer()
                }
            }
    }
}

extension SwiftUIScenarios {
    /// Issue 46, item 4: the drawer tracks the lists in its content, not a `TextEditor` or a
    /// wheel `Picker` unless marked with `drawerScrollTracking()`, and leaves insets alone. Each
    /// drag starts on the view at the drawer's largest detent and pulls down 250 pt, which a
    /// tracked view at its top hands to the drawer.
    @MainActor
    @Suite struct ScrollDiscoveryScenarios {
        /// The phone with the drawer settled, its panel, and the panel's top.
        func open(_ content: ScrollDiscoveryContent) async -> (SwiftUIPhone, DrawerPanel, CGFloat)? {
            let phone = SwiftUIPhone(ScrollDiscoveryScreen(content: content))
            await phone.settle()
            guard let panel = phone.panels.first else {
                Issue.record("no drawer: \(phone.visibleTexts())")
                return nil
            }
            return (phone, panel, panel.panelView.convert(panel.panelView.bounds, to: nil).minY)
        }

        func top(of panel: DrawerPanel) -> CGFloat { panel.panelView.convert(panel.panelView.bounds, to: nil).minY }

        /// A 250 pt drag down starting 100 pt into `frame`, then a lift and the frames until
        /// still; returns the drawer's top while the finger was still down at the end.
        @discardableResult
        func dragDown(in frame: CGRect, _ phone: SwiftUIPhone, panel: DrawerPanel) async -> CGFloat {
            let start = CGPoint(x: frame.midX, y: frame.minY + 100)
            phone.moveFinger(from: start, to: CGPoint(x: start.x, y: start.y + 250), duration: 0.5)
            let held = top(of: panel)
            phone.window.doubleTouchUp()
            await phone.runLoop()
            await phone.settle()
            return held
        }

        @Test func aDragDownInATextEditorLeavesTheDrawerAtItsLargestDetent() async {
            guard let (phone, panel, before) = await open(.editor) else { return }
            guard let editor = phone.visibleViews(of: UITextView.self).first else {
                Issue.record("no text view")
                return
            }
            #expect(panel.trackedScrollView == nil, "the text view is not tracked")
            #expect(phone.visibleViews(of: UITextField.self).first?.view.text == "Groceries", "the title field shows")
            let held = await dragDown(in: editor.frame, phone, panel: panel)
            #expect(abs(held - before) < 1, "the drawer stayed under the finger: \(before) → \(held)")
            #expect(abs(top(of: panel) - before) < 1, "the drawer stayed: \(before) → \(top(of: panel))")
            #expect(editor.view.contentOffset.y == 0, "the text bounced back to its top")
        }

        @Test func aDragDownOnAWheelPickerLeavesTheDrawerAtItsLargestDetent() async {
            guard let (phone, panel, before) = await open(.wheel) else { return }
            guard let picker = phone.visibleViews(of: UIPickerView.self).first else {
                Issue.record("no picker")
                return
            }
            #expect(picker.view.doubleRows == 5)
            #expect(panel.trackedScrollView == nil, "the wheel is not tracked")
            let held = await dragDown(in: picker.frame, phone, panel: panel)
            #expect(abs(held - before) < 1, "the drawer stayed under the finger: \(before) → \(held)")
            #expect(abs(top(of: panel) - before) < 1, "the drawer stayed: \(before) → \(top(of: panel))")
        }

        @Test func aListStillHandsTheDragToTheDrawer() async {
            guard let (phone, panel, before) = await open(.list), let row = phone.frame(ofText: "Row 2") else {
                Issue.record("no list")
                return
            }
            #expect(panel.trackedScrollView != nil, "the list is tracked")
            await dragDown(in: CGRect(x: 0, y: row.midY - 100, width: 390, height: 200), phone, panel: panel)
            #expect(top(of: panel) > before + 100, "the drawer moved down: \(before) → \(top(of: panel))")
        }

        @Test func aTextEditorMarkedWithDrawerScrollTrackingIsTracked() async {
            guard let (phone, panel, before) = await open(.markedEditor) else { return }
            guard let editor = phone.visibleViews(of: UITextView.self).first else {
                Issue.record("no text view")
                return
            }
            #expect(panel.trackedScrollView === editor.view, "the marked text view is tracked")
            await dragDown(in: editor.frame, phone, panel: panel)
            #expect(top(of: panel) > before + 100, "the drawer moved down: \(before) → \(top(of: panel))")
        }

        @Test func aListsInsetsAreLeftAloneWithoutTheOptIn() async {
            guard let (phone, panel, _) = await open(.list) else { return }
            let lists = phone.visibleViews(of: UIScrollView.self).filter { !($0.view is UITextView) }
            #expect(!lists.isEmpty && lists.allSatisfy { $0.view === panel.trackedScrollView })
            #expect(lists.allSatisfy { $0.view.contentInsetAdjustmentBehavior == .automatic }, "SwiftUI's choice stays")
        }
    }
}
