import DrawerCore
import DrawerSwiftUI
import Foundation
import SwiftUI
import Testing
import UIKit

@testable import DrawerUIKit

/// A screen with a drawer of its own (its binding held by the test) that presents a `.sheet`
/// whose content presents a drawer too.
struct ModalOrderScreen: View {
    let rootDrawer: Binding<Bool>
    @State var showsSheet = false

    var body: some View {
        VStack {
            Button("Show sheet") { showsSheet = true }
            Spacer()
        }
        .drawer(
            isPresented: rootDrawer, id: "root", configuration: DrawerConfiguration(detents: [.medium]), background: .none
        ) { _ in
            VStack {
                Button("Root drawer") {}
                Spacer()
            }
        }
        .sheet(isPresented: $showsSheet) { SheetWithDrawer() }
    }
}

/// A `.sheet`'s content that presents a drawer at once.
struct SheetWithDrawer: View {
    @State var showsDrawer = true

    var body: some View {
        VStack {
            Text("Sheet body")
            Spacer()
        }
        .drawer(
            isPresented: $showsDrawer, id: "inSheet", configuration: DrawerConfiguration(detents: [.points(150, identifier: "low")]),
            background: .none
        ) { _ in
            Button("Sheet drawer") {}.frame(height: 200)
        }
    }
}

extension SwiftUIPhone {
    /// Whether a tap at the centre of the button titled `title` reaches that button (not another
    /// one over it).
    func tapReaches(button title: String) -> Bool {
        guard let frame = buttonFrame(title) else { return false }
        var view = window.hitTest(CGPoint(x: frame.midX, y: frame.midY), with: nil)
        while let current = view, !(current is DoubleButtonView) { view = current.superview }
        return view?.subviewsRecursive.contains { ($0 as? DoubleTextView)?.text == title } ?? false
    }
}

extension SwiftUIScenarios {
    /// Issue 46 item 5: a drawer presented inside a `.sheet` appears above the sheet, and the
    /// drawers of the screen under the sheet stay under it, whichever was presented first.
    @MainActor
    @Suite struct ModalOrderScenarios {
        /// The window's subviews' order: the hosts showing `text`, and the sheet's view.
        static func expectOrder(_ phone: SwiftUIPhone, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(phone.tapReaches(button: "Sheet drawer"), "the sheet's drawer is above the sheet", sourceLocation: sourceLocation)
            #expect(!phone.tapReaches(button: "Root drawer"), "the screen's drawer was lifted above the sheet", sourceLocation: sourceLocation)
            #expect(phone.visibleTexts().contains("Sheet body"), "\(phone.visibleTexts())", sourceLocation: sourceLocation)
        }

        /// The screen's drawer first, then the sheet and its drawer.
        @Test func screenDrawerFirst() async {
            let rootDrawer = TestState(true)
            let phone = SwiftUIPhone(ModalOrderScreen(rootDrawer: rootDrawer.binding))
            await phone.settle()
            #expect(phone.tapReaches(button: "Root drawer"))
            await phone.tap(button: "Show sheet")
            await phone.settle()
            Self.expectOrder(phone)
        }

        /// The sheet and its drawer first, then the screen's drawer (its binding set by the app
        /// while the sheet is up).
        @Test func sheetDrawerFirst() async {
            let rootDrawer = TestState(false)
            let phone = SwiftUIPhone(ModalOrderScreen(rootDrawer: rootDrawer.binding))
            await phone.settle()
            await phone.tap(button: "Show sheet")
            await phone.settle()
            rootDrawer.value = true
            phone.controller.rootView = AnyView(ModalOrderScreen(rootDrawer: rootDrawer.binding))
            await phone.settle()
            #expect(phone.frame(ofText: "Root drawer") != nil, "the screen's drawer is presented: \(phone.visibleTexts())")
            Self.expectOrder(phone)
        }
    }
}
