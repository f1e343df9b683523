import DrawerCore
import DrawerSwiftUI
import Foundation
import SwiftUI
import Testing
import UIKit

@testable import DrawerUIKit

/// A sheet whose content reads its context, with a page pushed over it.
struct PagedSheetScreen: View {
    @State var isPresented = true
    @State var path: [DrawerPage] = [DrawerPage(id: "details", detents: [.medium, .large])]

    var body: some View {
        Text("Behind")
            .drawer(isPresented: $isPresented) { context in
                Text("Root at \(context.detent.rawValue)")
            }
            .drawerPages(path) { page, context in
                Text("Page \(page.id.rawValue) \(Int(context.openFraction * 100))")
            }
    }
}

/// An always-there drawer whose content does not read its context (seed 000's nullary form).
struct StillContentScreen: View {
    var body: some View {
        Drawer {
            Text("Still content")
        }
    }
}

extension SwiftUIScenarios {
    /// Issue 34 item 10: what a frame of a drag re-assigns to the hosting controllers' root views.
    @MainActor
    @Suite struct RootViewCostScenarios {
        /// Drags the first panel of `phone` by 200 pt over 30 frames and returns the root-view
        /// assignments each frame made.
        func assignmentsPerFrame(_ phone: SwiftUIPhone) -> [Int] {
            guard let panel = phone.panels.first else { return [] }
            let top = panel.panelView.convert(panel.panelView.bounds, to: nil).minY
            phone.window.doubleTouchDown(at: CGPoint(x: 195, y: top + 8))
            var counts: [Int] = []
            for step in 1...30 {
                let before = DoubleSwiftUI.rootViewAssignments
                UIKitDouble.advanceFrame()
                phone.window.doubleTouchMove(to: CGPoint(x: 195, y: top + 8 + CGFloat(step) * 7))
                phone.window.layoutIfNeeded()
                counts.append(DoubleSwiftUI.rootViewAssignments - before)
            }
            phone.window.doubleTouchUp()
            return counts
        }

        /// Content that reads nothing of the drawer's context is never given a new root view
        /// while the drawer moves.
        @Test func item10ContentThatReadsNoContextIsLeftAlone() async {
            let phone = SwiftUIPhone(StillContentScreen())
            await phone.settle()
            let counts = assignmentsPerFrame(phone)
            #expect(counts.allSatisfy { $0 == 0 }, "\(counts)")
        }

        /// With a page pushed, only the page on top (the one on screen) follows the context:
        /// one root view per frame, not the content under it, the handle or the fill.
        @Test func item10OnlyTheVisiblePageFollowsTheContext() async {
            let phone = SwiftUIPhone(PagedSheetScreen())
            await phone.settle()
            #expect(phone.visibleTexts().contains { $0.hasPrefix("Page details") }, "\(phone.visibleTexts())")
            let counts = assignmentsPerFrame(phone)
            #expect(counts.contains { $0 > 0 }, "the page follows the drag")
            #expect(counts.allSatisfy { $0 <= 1 }, "\(counts)")
        }
    }
}
