import DrawerCore
import DrawerSwiftUI
import Foundation
import SwiftUI
import Testing
import UIKit

@testable import DrawerUIKit

/// Content whose own state adds rows: a fitted sheet must follow it.
struct GrowingRows: View {
    @State private var rows = 2

    var body: some View {
        VStack(spacing: 0) {
            Button("Add row") { rows += 1 }
            ForEach(0..<rows, id: \.self) { row in
                Text("Row \(row)").frame(height: 44)
            }
        }
    }
}

struct FittedSheetScreen: View {
    @State var isPresented = true

    var body: some View {
        Text("Behind")
            .drawer(isPresented: $isPresented, configuration: DrawerConfiguration(detents: [.closed, .fit, .large])) { _ in
                GrowingRows()
            }
    }
}

extension SwiftUIScenarios {
    @MainActor
    @Suite struct FitScenarios {
        /// The visible height of the first panel.
        func visibleHeight(_ phone: SwiftUIPhone) -> CGFloat {
            guard let panel = phone.panels.first else { return -1 }
            return SwiftUIPhone.size.height - panel.panelView.convert(panel.panelView.bounds, to: nil).minY
        }

        /// Item 5: a fit detent follows content that grows by its own state (no update of the
        /// presenting view): three taps add three 44 pt rows, the sheet rises by 132 pt.
        @Test func item5FitFollowsContentThatGrows() async {
            let phone = SwiftUIPhone(FittedSheetScreen())
            await phone.settle()
            let before = visibleHeight(phone)
            #expect(before > 100 && before < 400, "fitted: \(before)")
            for _ in 0..<3 {
                await phone.tap(button: "Add row")
                await phone.settle()
            }
            await phone.settle()
            #expect(phone.visibleTexts().contains("Row 4"))
            #expect(close(visibleHeight(phone) - before, 132, 2), "rose by \(visibleHeight(phone) - before)")
        }
    }
}
