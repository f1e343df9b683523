import DrawerCore
import Testing
import UIKit

@testable import DrawerUIKit

extension UIKitScenarios {
    /// Issue 47, UIKit names: `DrawerSheetConfiguration`'s detents, largest undimmed detent, dimming
    /// and corner radius are one value with `behavior`'s (before, the outer values silently replaced
    /// `behavior.detents` and `behavior.style` when the drawer was configured).
    @MainActor
    @Suite struct SheetConfigurationRuleScenarios {
        let phone = Phone()

        @Test func behaviorsStyleIsKeptWhenTheInitializerIsNotGivenItsOwnValue() {
            var behavior = DrawerConfiguration(detents: [.medium])
            behavior.style.maximumDimming = 0.6
            behavior.style.largestUndimmedDetent = .medium
            behavior.style.cornerRadius = 20
            let configuration = DrawerSheetConfiguration(detents: [.medium, .large], behavior: behavior)
            #expect(configuration.drawerConfiguration.detents.map(\.identifier) == [.medium, .large], "passed: it wins")
            #expect(configuration.drawerConfiguration.style.maximumDimming == 0.6, "left out: behavior's")
            #expect(configuration.largestUndimmedDetentIdentifier == .medium)
            #expect(configuration.cornerRadius == 20)

            // On screen: at large the sheet dims to behavior's 0.6 (0.3 before).
            let sheet = DrawerSheetView(contentView: UIView(), configuration: configuration, initialDetent: .large)
            phone.show(sheet)
            phone.settle()
            #expect(close(sheet.dimming(DrawerSheetView.drawerID), 0.6, 0.01))
        }

        @Test func aValuePassedOrSetEitherWayIsTheOneTheDrawerUses() {
            var configuration = DrawerSheetConfiguration(
                detents: [.medium, .large], largestUndimmedDetentIdentifier: .medium, maximumDimmingAlpha: 0.5)
            #expect(configuration.behavior.style.largestUndimmedDetent == .medium)
            #expect(configuration.behavior.style.maximumDimming == 0.5)
            configuration.behavior.detents = [.points(200, identifier: .small), .large]
            #expect(configuration.detents.map(\.identifier) == [.small, .large], "one value, two spellings")
            configuration.behavior.style.maximumDimming = 0.7
            #expect(configuration.maximumDimmingAlpha == 0.7)
            configuration.largestUndimmedDetentIdentifier = .small

            let sheet = DrawerSheetView(contentView: UIView(), configuration: configuration, initialDetent: .small)
            phone.show(sheet)
            phone.settle()
            #expect(close(sheet.panelFrame.minY, Phone.size.height - 200), "behavior.detents set later is drawn")
            #expect(sheet.dimming(DrawerSheetView.drawerID) == 0, "undimmed at small")
            sheet.move(to: .large, animated: false)
            phone.settle()
            #expect(close(sheet.dimming(DrawerSheetView.drawerID), 0.7, 0.01), "behavior's dimming set later")
        }
    }
}
