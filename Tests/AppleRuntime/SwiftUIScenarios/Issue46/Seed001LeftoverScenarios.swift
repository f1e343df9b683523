import DrawerCore
import DrawerSwiftUI
import Foundation
import SwiftUI
import Testing
import UIKit

@testable import DrawerUIKit

/// Seed 001's empty background behind a condition, and its state shown as text, as an app
/// writes them.
struct ConditionalEmptyBackgroundScreen: View {
    @State var state: ResizableSheetState = .hidden
    @State var taps = 0

    var body: some View {
        VStack {
            Button("Show sheet") { state = .medium }
            Button("Behind") { taps += 1 }
            Text("Behind tapped \(taps)")
            Text("State \(state)")
            Spacer()
        }
        .resizableSheet($state) { builder in
            builder.content { context in Text("Sheet at \(context.state)").frame(height: 200) }
                .background { context in
                    if context.state == .large { EmptyView() }
                }
        }
    }
}

extension SwiftUIScenarios {
    /// Issue 46, seed 001 leftovers.
    @MainActor
    @Suite struct Seed001LeftoverScenarios {
        /// An `EmptyView` behind an `if` is no background: a tap beside the sheet reaches the
        /// button behind it (it was an opaque custom background that took the tap).
        @Test func emptyViewBehindAnIfLetsTouchesThrough() async {
            let phone = SwiftUIPhone(ConditionalEmptyBackgroundScreen())
            await phone.settle()
            await phone.tap(button: "Show sheet")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Sheet at medium"), "\(phone.visibleTexts())")
            await phone.tap(button: "Behind")
            #expect(phone.visibleTexts().contains("Behind tapped 1"), "the tap did not get through: \(phone.visibleTexts())")
            #expect(phone.visibleTexts().contains("Sheet at medium"), "the sheet stays: \(phone.visibleTexts())")
        }

        /// `ResizableSheetState` prints as ResizableSheet's does: `hidden`, not `closed`.
        @Test func hiddenPrintsAsHidden() async {
            let phone = SwiftUIPhone(ConditionalEmptyBackgroundScreen())
            await phone.settle()
            #expect(phone.visibleTexts().contains("State hidden"), "\(phone.visibleTexts())")
            await phone.tap(button: "Show sheet")
            await phone.settle()
            #expect(phone.visibleTexts().contains("State medium"), "\(phone.visibleTexts())")
            #expect("\(ResizableSheetState.hidden)" == "hidden" && "\(ResizableSheetState.large)" == "large")
        }
    }
}
