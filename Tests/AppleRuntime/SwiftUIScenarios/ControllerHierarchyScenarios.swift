import DrawerCore
import DrawerSwiftUI
import Foundation
import SwiftUI
import Testing
import UIKit

@testable import DrawerUIKit

/// A drawer whose content presents a `.sheet` of its own, as a settings button in a drawer does;
/// the presenting view can be taken out of the tree.
struct SheetInDrawerScreen: View {
    @State var showsDrawerHost = true
    @State var isPresented: Bool
    @State var showsSettings = false
    @State var dismissals = 0

    init(isPresented: Bool = true) { _isPresented = State(initialValue: isPresented) }

    var body: some View {
        VStack {
            Button("Remove host") { showsDrawerHost = false }
            if showsDrawerHost {
                Text("Host")
                    .drawer(isPresented: $isPresented) { _ in
                        VStack {
                            Text("Drawer content")
                            Button("Settings") { showsSettings = true }
                        }
                        .sheet(isPresented: $showsSettings, onDismiss: { dismissals += 1 }) {
                            VStack {
                                Text("Settings sheet")
                                Button("Done") { showsSettings = false }
                            }
                        }
                    }
            }
            Text("Dismissals \(dismissals)")
        }
    }
}

extension SwiftUIScenarios {
    /// Issue 34 item 3: the drawer's hosting controllers are children of the presenting view's
    /// controller, so what SwiftUI presents from drawer content is presented from inside the
    /// app's controller hierarchy.
    @MainActor
    @Suite struct ControllerHierarchyScenarios {
        /// The hosted drawer's controllers (content, fill, handle) are the app's root
        /// controller's children, each told so (`didMove(toParent:)` after `addChild`).
        @Test func hostedControllersAreChildrenOfThePresentingController() async {
            let phone = SwiftUIPhone(SheetInDrawerScreen())
            await phone.settle()
            let hosted = phone.controller.children
            #expect(hosted.count >= 2, "content and fill at least: \(hosted.map { type(of: $0) })")
            let contentView = phone.panels.first?.contentView
            #expect(
                hosted.contains { contentView != nil && $0.view.isDescendant(of: contentView!) },
                "the content's controller is a child")
            #expect(hosted.allSatisfy { $0.parent === phone.controller })
        }

        /// A `.sheet` in drawer content: the tap presents it from a controller in the hierarchy
        /// (no "detached" warning), "Done" dismisses it and `onDismiss` runs once.
        @Test func sheetFromDrawerContentPresentsFromTheHierarchy() async {
            let phone = SwiftUIPhone(SheetInDrawerScreen())
            await phone.settle()
            #expect(phone.visibleTexts().contains("Drawer content"), "\(phone.visibleTexts())")
            await phone.tap(button: "Settings")
            await phone.settle()
            #expect(phone.visibleTexts().contains("Settings sheet"), "the sheet is up: \(phone.visibleTexts())")
            #expect(PresentationDouble.log.isEmpty, "UIKit's log: \(PresentationDouble.log)")
            let presenter = phone.controller.children.first { $0.presentedViewController != nil }
            #expect(presenter != nil, "a hosted controller of the drawer presents the sheet")
            await phone.tap(button: "Done")
            await phone.settle()
            #expect(!phone.visibleTexts().contains("Settings sheet"), "dismissed: \(phone.visibleTexts())")
            #expect(phone.visibleTexts().contains("Dismissals 1"), "onDismiss ran once: \(phone.visibleTexts())")
            #expect(PresentationDouble.log.isEmpty, "UIKit's log: \(PresentationDouble.log)")
        }

        /// The presenting view leaves the tree: its drawer's controllers leave the app's
        /// controller, none is left behind. (The drawer does not dim, so "Remove presenter"
        /// behind it takes the tap; a closed drawer has no controllers since issue 46.)
        @Test func controllersLeaveWithThePresentingView() async {
            let phone = SwiftUIPhone(RemovablePresenterScreen())
            await phone.settle()
            #expect(!phone.controller.children.isEmpty)
            await phone.tap(button: "Remove presenter")
            await phone.settle()
            #expect(DoubleSwiftUI.representableCounts.dismantles > 0, "dismantled \(phone.visibleTexts())")
            #expect(phone.controller.children.isEmpty, "left: \(phone.controller.children.map { type(of: $0) })")
        }
    }
}
