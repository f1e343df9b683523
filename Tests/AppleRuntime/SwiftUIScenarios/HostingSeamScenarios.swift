import DrawerCore
import DrawerSwiftUI
import Foundation
import SwiftUI
import Testing
import UIKit

@testable import DrawerUIKit

/// A button that presents a sheet of three lines, the binding held by the view.
struct SheetButtonScreen: View {
    @State var isPresented = false

    var body: some View {
        Button("Open") { isPresented = true }
            .drawer(isPresented: $isPresented) { _ in
                VStack {
                    Text("Sheet title")
                    Text("Second line")
                }
            }
    }
}

extension SwiftUIScenarios {
    /// Issue 34's ten findings at the SwiftUI/UIKit seam, one scenario each.
    @MainActor
    @Suite struct HostingSeamScenarios {
        /// Item 6: the presenting control gets its taps whether SwiftUI lets a representable's
        /// `nil` hit-test through or not (both behaviours are reported; the anchor must take no
        /// hit-testing area of the presenting view at all).
        @Test(arguments: [false, true])
        func item6PresentingControlKeepsItsTaps(passThrough: Bool) async {
            let phone = SwiftUIPhone(SheetButtonScreen(), passThrough: passThrough)
            #expect(phone.isTappable(text: "Open"), "the button under the drawer modifier takes the tap")
            await phone.tap(button: "Open")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Sheet title"), "the tap presented the sheet")
        }

        /// Item 1: the hosted content, handle and fill are transparent, so the panel's fill and
        /// corners show through (UIHostingController's default background is opaque).
        @Test func item1HostedViewsAreTransparent() async {
            let phone = SwiftUIPhone(SheetButtonScreen(), passThrough: true)
            await phone.tap(button: "Open")
            await phone.settle()
            guard let panel = phone.panels.first else {
                Issue.record("no panel")
                return
            }
            #expect(
                panel.contentView.backgroundColor?.doubleName ?? "clear" == "clear",
                "content: \(String(describing: panel.contentView.backgroundColor?.doubleName))")
            #expect(panel.handleView?.backgroundColor?.doubleName ?? "clear" == "clear", "handle")
            #expect(panel.backgroundView?.backgroundColor?.doubleName ?? "clear" == "clear", "fill")
        }
    }
}
