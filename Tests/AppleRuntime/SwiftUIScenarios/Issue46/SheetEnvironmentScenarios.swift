import DrawerCore
import DrawerSwiftUI
import Foundation
import SwiftUI
import Testing
import UIKit

/// A `.sheet` whose content reads an app-defined environment value set above the modifier
/// (`AccentReader` shows it).
struct SheetEnvironmentScreen: View {
    @State var showsSheet = false

    var body: some View {
        Button("Show sheet") { showsSheet = true }
            .sheet(isPresented: $showsSheet) { AccentReader() }
            .environment(\.accentName, "sheet accent")
    }
}

extension SwiftUIScenarios {
    /// Issue 46 item 6: the SwiftUI double's `.sheet` content inherits the presenting view's
    /// environment, as SwiftUI's does from the iOS 14.0 SDK (oleb.net/2020/sheet-environment).
    @MainActor
    @Suite struct SheetEnvironmentScenarios {
        @Test func sheetContentInheritsTheEnvironment() async {
            let phone = SwiftUIPhone(SheetEnvironmentScreen())
            await phone.settle()
            await phone.tap(button: "Show sheet")
            await phone.settle()
            #expect(phone.visibleTexts().contains("sheet accent"), "\(phone.visibleTexts())")
        }
    }
}
