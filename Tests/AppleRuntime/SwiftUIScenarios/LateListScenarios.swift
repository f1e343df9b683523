import DrawerCore
import DrawerSwiftUI
import Foundation
import SwiftUI
import Testing
import UIKit

@testable import DrawerUIKit

/// Content that shows a button until it "loads", then a list (its own state, no update of the
/// presenting view).
struct LoadingList: View {
    @State private var loaded = false

    var body: some View {
        if loaded {
            DrawerScrollView {
                ForEach(0..<60, id: \.self) { row in
                    Text("Item \(row)").frame(height: 44)
                }
            }
        } else {
            Button("Load") { loaded = true }
        }
    }
}

struct LateListScreen: View {
    @State var isPresented = true
    @State var detent: DrawerDetent.Identifier = .large

    var body: some View {
        Text("Behind")
            .drawer(isPresented: $isPresented, detent: $detent) { _ in LoadingList() }
    }
}

extension SwiftUIScenarios {
    @MainActor
    @Suite struct LateListScenarios {
        /// Item 4: a list that appears after the drawer attached (after loading) is tracked: a
        /// drag down on it while it is at its top moves the drawer instead of bouncing the list.
        @Test func item4AListThatAppearsLaterIsTracked() async {
            let phone = SwiftUIPhone(LateListScreen())
            await phone.settle()
            await phone.tap(button: "Load")
            await phone.settle()
            guard let panel = phone.panels.first, let item = phone.frame(ofText: "Item 3") else {
                Issue.record("no list: \(phone.visibleTexts())")
                return
            }
            #expect(panel.trackedScrollView != nil, "the list is tracked")
            let top = panel.panelView.convert(panel.panelView.bounds, to: nil).minY
            await phone.drag(from: CGPoint(x: 195, y: item.midY), to: CGPoint(x: 195, y: item.midY + 250), duration: 0.5)
            await phone.settle()
            let after = panel.panelView.convert(panel.panelView.bounds, to: nil).minY
            #expect(after > top + 100, "the drawer moved down: \(top) → \(after)")
        }
    }
}
