import DrawerCore
import Testing
import UIKit

@testable import DrawerUIKit

extension UIKitScenarios {
    /// What the world does to a sheet at rest: rotations, Split View resizes, the keyboard.
    @MainActor
    @Suite struct EnvironmentScenarios {
        let phone = Phone()
        let sheet = DrawerSheetView(contentView: UIView(), configuration: seed004Configuration())

        init() {
            phone.show(sheet)
        }

        static let landscape = CGSize(width: 844, height: 390)
        static let landscapeSafeArea = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)

        @Test(arguments: [DrawerDetent.Identifier.default, .medium, .large])
        func aRotationKeepsTheDetentBothWays(detent: DrawerDetent.Identifier) {
            sheet.move(to: detent, animated: false)
            phone.settle()
            let portraitTop = sheet.panelFrame.minY
            phone.window.doubleResize(to: Self.landscape, safeArea: Self.landscapeSafeArea)
            phone.settle()
            #expect(sheet.detent == detent)
            let extent = sheet.engine.stops.first { $0.identifier == detent }?.extent ?? .nan
            #expect(close(sheet.panelFrame.minY, Self.landscape.height - extent))
            #expect(close(sheet.panelFrame.width, Self.landscape.width))
            phone.window.doubleResize(to: Phone.size, safeArea: Phone.safeArea)
            phone.settle()
            #expect(sheet.detent == detent)
            #expect(close(sheet.panelFrame.minY, portraitTop))
        }

        @Test func aSplitViewResizeNarrowsThePanelWithTheWindow() {
            sheet.move(to: .medium, animated: false)
            let narrow = CGSize(width: 320, height: 844)
            phone.window.doubleResize(to: narrow, safeArea: Phone.safeArea)
            phone.settle()
            #expect(close(sheet.panelFrame.width, 320))
            #expect(close(sheet.panelFrame.minY, 422))
        }

        @Test func theKeyboardLiftsTheSheetAndLowersItWhenItGoes() {
            sheet.move(to: .default, animated: false)
            phone.settle()
            let resting = sheet.panelFrame.minY
            let keyboard = CGRect(x: 0, y: Phone.size.height - 336, width: Phone.size.width, height: 336)
            UIKitDouble.postKeyboardFrame(keyboard, screen: UIScreen())
            phone.settle()
            #expect(close(sheet.panelFrame.minY, keyboard.minY - 100), "its 100 pt shown above the keyboard")
            #expect(sheet.model.frame(of: DrawerSheetView.drawerID).map { $0.visibleRect.maxY <= keyboard.minY + 1 } == true)
            let hidden = keyboard.offsetBy(dx: 0, dy: keyboard.height)
            UIKitDouble.postKeyboardFrame(hidden, screen: UIScreen())
            phone.settle()
            #expect(close(sheet.panelFrame.minY, resting))
            #expect(sheet.detent == .default)
        }

        @Test func aSheetRemovedFromItsWindowStopsFollowingTheKeyboard() {
            sheet.move(to: .default, animated: false)
            phone.settle()
            sheet.removeFromSuperview()
            let frameBefore = sheet.panelFrame
            let keyboard = CGRect(x: 0, y: Phone.size.height - 336, width: Phone.size.width, height: 336)
            UIKitDouble.postKeyboardFrame(keyboard, screen: UIScreen())
            UIKitDouble.advance(seconds: 0.5)
            #expect(sheet.panelFrame == frameBefore)
            #expect(!UIKitDouble.hasActiveDisplayLink)
        }
    }
}
