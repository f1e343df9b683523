import DrawerCore
import DrawerSwiftUI
import Foundation
import Observation
import SwiftUI
import Testing
import UIKit

@testable import DrawerUIKit

/// Whether the presenting view is in the tree, set by the scenario while a finger is down (a
/// timer or a network answer in an app; no touch can press a button then).
@Observable @MainActor final class PresenterSwitch {
    var shows = true
}

/// A screen whose presenting view goes when ``PresenterSwitch/shows`` turns off.
struct SwitchedPresenterScreen: View {
    let presenter: PresenterSwitch
    @State private var isPresented = true

    var body: some View {
        VStack {
            Text("Screen")
            if presenter.shows {
                Text("Presenter")
                    .drawer(isPresented: $isPresented, background: .none) { _ in Text("Drawer body") }
            }
        }
    }
}

extension SwiftUIScenarios {
    /// Issue 49: the presenting view goes away in the middle of a drag on its drawer.
    @MainActor
    @Suite struct PresenterGoneMidDragScenarios {
        /// The drag ends there (DrawerHostModel's `closeForRemoval`: a release with no velocity,
        /// as a drag that loses its view), the drawer closes and is removed; the finger's later
        /// lift changes nothing.
        @Test func item7PresenterGoneMidDragEndsTheDragAndTheDrawerLeaves() async {
            let presenter = PresenterSwitch()
            let phone = SwiftUIPhone(SwitchedPresenterScreen(presenter: presenter))
            await phone.settle()
            guard let top = phone.panel(showing: "Drawer body").flatMap(phone.visibleFrame)?.minY, let host = phone.windowHost
            else {
                Issue.record("no drawer: \(phone.visibleTexts())")
                return
            }
            phone.moveFinger(from: CGPoint(x: 195, y: top + 12), to: CGPoint(x: 195, y: top - 120), duration: 0.2)
            #expect(host.model.dragOwner != nil, "the finger drags the drawer")
            presenter.shows = false
            await phone.runLoop()
            #expect(host.model.dragOwner == nil, "the drag ended with its presenter")
            phone.window.doubleTouchUp()
            await phone.settle()
            #expect(!phone.visibleTexts().contains("Drawer body"), "\(phone.visibleTexts())")
            #expect(phone.panels.isEmpty, "removed from the host once closed")
        }
    }
}
