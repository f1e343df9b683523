import DrawerCore
import Testing
import UIKit

@testable import DrawerUIKit

extension UIKitScenarios {
    /// A window that does not start at its screen's origin (Stage Manager, Split View) and the
    /// keyboard, whose frame UIKit reports in the screen's coordinates: a 1024 × 1366 pt iPad, a
    /// Stage Manager window of 800 × 1100 pt at (50, 100), and a 300-pt keyboard along the
    /// screen's bottom. The window reaches 1200, so 134 pt of it lie behind the keyboard.
    @MainActor
    @Suite struct OffsetWindowKeyboardScenarios {
        static let screen = CGSize(width: 1024, height: 1366)
        static let window = CGRect(x: 50, y: 100, width: 800, height: 1100)
        static let keyboard = CGRect(x: 0, y: 1366 - 300, width: 1024, height: 300)
        let phone = Phone()
        let sheet = DrawerSheetView(contentView: UIView(), configuration: seed004Configuration())

        init() {
            phone.window.doubleResize(to: Self.window.size, safeArea: .zero, origin: Self.window.origin)
            phone.show(sheet)
            sheet.move(to: .default, animated: false)
            phone.settle()
        }

        @Test func theSheetLiftsByThePartOfTheKeyboardOverTheWindow() {
            let resting = sheet.panelFrame.minY
            #expect(close(resting, Self.window.height - 100))
            UIKitDouble.postKeyboardFrame(Self.keyboard, screen: UIScreen())
            phone.settle()
            let covered = Self.window.maxY - Self.keyboard.minY
            #expect(close(sheet.panelFrame.minY, resting - covered), "lifted by the 134 pt the keyboard covers")
            UIKitDouble.postKeyboardFrame(Self.keyboard.offsetBy(dx: 0, dy: Self.keyboard.height), screen: UIScreen())
            phone.settle()
            #expect(close(sheet.panelFrame.minY, resting))
        }

        @Test func aKeyboardBelowTheWindowLiftsNothing() {
            phone.window.doubleResize(to: CGSize(width: 800, height: 900), safeArea: .zero, origin: Self.window.origin)
            phone.settle()
            let resting = sheet.panelFrame.minY
            UIKitDouble.postKeyboardFrame(Self.keyboard, screen: UIScreen())
            phone.settle()
            #expect(close(sheet.panelFrame.minY, resting), "the window ends at 1000, above the keyboard at 1066")
        }

        @Test func theScreensCoordinateSpaceHonoursTheWindowsPlace() {
            let inSheet = UIScreen().coordinateSpace.convert(Self.keyboard, to: sheet)
            #expect(close(inSheet.minY, Self.keyboard.minY - Self.window.minY))
            #expect(close(inSheet.minX, -Self.window.minX))
            let back = sheet.convert(inSheet, to: UIScreen().coordinateSpace)
            #expect(close(back.minY, Self.keyboard.minY) && close(back.minX, Self.keyboard.minX))
        }
    }
}
