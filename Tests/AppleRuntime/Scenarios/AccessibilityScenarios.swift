import DrawerCore
import Testing
import UIKit

@testable import DrawerUIKit

extension UIKitScenarios {
    /// VoiceOver over a sheet: the grabber is an adjustable element that says where the sheet is
    /// and moves it, and a dimmed sheet hides what is behind it.
    @MainActor
    @Suite struct AccessibilityScenarios {
        let phone = Phone()
        let behind = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 44))
        let sheet = DrawerSheetView(contentView: UIView(), configuration: seed004Configuration())
        var grabber: UIView { sheet.panels[DrawerSheetView.drawerID]!.grabberView }

        init() {
            behind.isAccessibilityElement = true
            behind.accessibilityLabel = "Row behind"
            phone.root.addSubview(behind)
            phone.show(sheet)
            sheet.move(to: .default, animated: false)
            phone.settle()
        }

        @Test func theGrabberIsAnAdjustableElementWithTheDetentAsItsValue() {
            let elements = AccessibilityDouble.elements(in: phone.window)
            #expect(elements.contains { $0 === grabber })
            #expect(grabber.accessibilityTraits.contains(.adjustable))
            let atDefault = grabber.accessibilityValue
            #expect(atDefault?.isEmpty == false)
            sheet.move(to: .large)
            phone.settle()
            #expect(grabber.accessibilityValue != atDefault)
        }

        @Test func swipingUpAndDownOnTheGrabberStepsThroughTheDetents() {
            grabber.accessibilityIncrement()
            phone.settle()
            #expect(sheet.detent == .medium)
            grabber.accessibilityIncrement()
            phone.settle()
            #expect(sheet.detent == .large)
            grabber.accessibilityIncrement()
            phone.settle()
            #expect(sheet.detent == .large, "no step past the largest")
            grabber.accessibilityDecrement()
            phone.settle()
            #expect(sheet.detent == .medium)
        }

        @Test func aDimmedSheetHidesWhatIsBehindItFromVoiceOver() {
            #expect(AccessibilityDouble.elements(in: phone.window).contains { $0 === behind }, "undimmed: reachable")
            sheet.move(to: .large)
            phone.settle()
            let reachable = AccessibilityDouble.elements(in: phone.window)
            #expect(!reachable.contains { $0 === behind })
            #expect(reachable.contains { $0 === grabber })
        }

        @Test func everyDetentActionMovesTheSheetThere() {
            // One action per detent; performed in turn, they visit every one.
            let names = (grabber.accessibilityCustomActions ?? []).map(\.name)
            let stops = Set(sheet.engine.stops.map(\.identifier))
            #expect(names.count == stops.count)
            var visited: Set<DrawerDetent.Identifier> = []
            for name in names {
                let action = grabber.accessibilityCustomActions?.first { $0.name == name }
                #expect(action?.doublePerform() == true)
                phone.settle()
                if let detent = sheet.detent { visited.insert(detent) }
            }
            #expect(visited == stops)
        }
    }
}
