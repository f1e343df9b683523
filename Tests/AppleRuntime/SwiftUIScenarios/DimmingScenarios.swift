import DrawerCore
import DrawerSwiftUI
import Foundation
import SwiftUI
import Testing
import UIKit

@testable import DrawerUIKit

struct GrayDimmedScreen: View {
    @State var isPresented = true

    var body: some View {
        Text("Behind")
            .drawer(isPresented: $isPresented, background: .dimmed(.gray)) { _ in Text("Dimmed by gray") }
    }
}

extension SwiftUIScenarios {
    /// Issue 34 item 9 (the colours): what SwiftUI asks to dim with is what UIKit's host draws
    /// (`DrawerNavigationView`'s `overlayColor`: Seed003Scenarios.theOverlayIsDrawnInTheAppsColour).
    @MainActor
    @Suite struct DimmingScenarios {
        @Test func item9DimmedColorIsDrawn() async {
            let phone = SwiftUIPhone(GrayDimmedScreen())
            await phone.settle()
            #expect(phone.panels.first?.dimmingView.backgroundColor?.doubleName == "gray")
            #expect((phone.panels.first?.dimmingView.alpha ?? 0) > 0, "dimmed at its detent")
        }
    }
}
