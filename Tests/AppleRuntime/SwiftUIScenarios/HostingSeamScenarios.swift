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

/// A sheet that opens at large with a title at the top of its content.
struct LargeSheetScreen: View {
    @State var isPresented = true
    @State var detent: DrawerDetent.Identifier = .large

    var body: some View {
        Text("Behind")
            .drawer(isPresented: $isPresented, detent: $detent) { _ in
                VStack {
                    Text("Large title")
                    Spacer()
                }
            }
    }
}

extension SwiftUIScenarios.HostingSeamScenarios {
    /// Item 8: hosted content does not take the window's safe area as the panel moves (status
    /// bar, home indicator): the title keeps its place in the panel through a drag.
    @Test func item8ContentDoesNotJitterWithTheSafeArea() async {
        let phone = SwiftUIPhone(LargeSheetScreen())
        await phone.settle()
        guard let panel = phone.panels.first, let start = phone.frame(ofText: "Large title") else {
            Issue.record("no sheet: \(phone.visibleTexts())")
            return
        }
        func offsetInPanel() -> CGFloat? {
            guard let title = phone.frame(ofText: "Large title") else { return nil }
            return title.minY - panel.panelView.convert(panel.panelView.bounds, to: nil).minY
        }
        let resting = offsetInPanel()
        phone.window.doubleTouchDown(at: CGPoint(x: 195, y: start.minY - 15))
        var offsets: [CGFloat] = []
        for step in 1...30 {
            UIKitDouble.advanceFrame()
            phone.window.doubleTouchMove(to: CGPoint(x: 195, y: start.minY - 15 + CGFloat(step) * 8))
            phone.window.layoutIfNeeded()
            if let offset = offsetInPanel() { offsets.append(offset) }
        }
        phone.window.doubleTouchUp()
        #expect(!offsets.isEmpty)
        #expect(
            offsets.allSatisfy { close($0, resting ?? -1, 0.5) },
            "title offsets in the panel: \(offsets) (at rest \(String(describing: resting)))")
    }
}
