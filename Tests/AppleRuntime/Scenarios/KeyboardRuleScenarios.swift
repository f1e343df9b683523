import DrawerCore
import Testing
import UIKit

@testable import DrawerUIKit

extension UIKitScenarios {
    /// The keyboard rule per detent through UIKit's keyboard notification (posted by the double):
    /// seed 004's sheet (100 pt, half, 40 pt from the top) over a 336-pt keyboard, one rule per
    /// detent; the panel and the content view as the double draws them.
    @MainActor
    @Suite struct KeyboardRuleScenarios {
        let phone = Phone()
        let content = UIView()
        let sheet: DrawerSheetView
        static let keyboard = CGRect(x: 0, y: Phone.size.height - 336, width: Phone.size.width, height: 336)

        init() {
            var configuration = seed004Configuration()
            configuration.behavior.keyboard = DrawerKeyboardRules(
                .lift, byDetent: [.default: .moveTo(.medium), .large: .shrinkContent])
            sheet = DrawerSheetView(contentView: content, configuration: configuration)
            phone.show(sheet)
        }

        func keyboardUp(_ frame: CGRect = Self.keyboard) {
            UIKitDouble.postKeyboardFrame(frame, screen: UIScreen())
        }

        func keyboardDown() {
            UIKitDouble.postKeyboardFrame(Self.keyboard.offsetBy(dx: 0, dy: Self.keyboard.height), screen: UIScreen())
        }

        var contentInWindow: CGRect { content.convert(content.bounds, to: nil) }

        @Test func mediumLiftsOntoTheKeyboardWithoutAJumpAndComesBack() {
            sheet.move(to: .medium, animated: false)
            phone.settle()
            let resting = sheet.panelFrame.minY
            keyboardUp()
            UIKitDouble.advanceFrame()
            #expect(close(sheet.panelFrame.minY, resting, 30), "the first frame starts from where it was")
            phone.settle()
            #expect(close(sheet.panelFrame.minY, Self.keyboard.minY - 422))
            #expect(close(contentInWindow.maxY, Self.keyboard.minY))
            keyboardDown()
            phone.settle()
            #expect(close(sheet.panelFrame.minY, resting))
        }

        @Test func largeStaysAndItsContentEndsAtTheKeyboard() {
            sheet.move(to: .large, animated: false)
            phone.settle()
            let top = sheet.panelFrame.minY
            let contentBefore = contentInWindow
            keyboardUp()
            phone.settle()
            #expect(close(sheet.panelFrame.minY, top), "the panel stays")
            #expect(close(contentInWindow.minY, contentBefore.minY))
            #expect(close(contentInWindow.maxY, Self.keyboard.minY), "the content ends at the keyboard")
            keyboardDown()
            phone.settle()
            #expect(close(contentInWindow.maxY, contentBefore.maxY))
        }

        @Test func theSmallestDetentGoesToMediumAndBack() {
            sheet.move(to: .default, animated: false)
            phone.settle()
            let resting = sheet.panelFrame.minY
            keyboardUp()
            phone.settle()
            #expect(sheet.detent == .medium)
            #expect(close(sheet.panelFrame.minY, Self.keyboard.minY - 422))
            keyboardDown()
            phone.settle()
            #expect(sheet.detent == .default)
            #expect(close(sheet.panelFrame.minY, resting))
        }

        @Test func aDragWithTheKeyboardUpFollowsTheFingerAndTheNewDetentsRule() {
            sheet.move(to: .medium, animated: false)
            keyboardUp()
            phone.settle()
            let top = sheet.panelFrame.minY
            // Up 60 pt from the grabber, held: the panel follows the finger from where it is drawn.
            phone.drag(
                from: CGPoint(x: 195, y: top + 10), to: CGPoint(x: 195, y: top - 50), duration: 0.3, hold: 0.1, lift: false)
            #expect(sheet.panelFrame.minY < top - 30, "moved with the finger: \(sheet.panelFrame.minY)")
            #expect(sheet.panelFrame.minY > top - 61, "no further than the finger: \(sheet.panelFrame.minY)")
            // On to the top and released there: large's rule (shrink content) takes over without a jump.
            for step in 1...36 {
                UIKitDouble.advanceFrame()
                phone.window.doubleTouchMove(to: CGPoint(x: 195, y: top - 50 - CGFloat(step) * 3))
            }
            UIKitDouble.advance(seconds: 0.2)
            phone.window.doubleTouchUp()
            var previous = sheet.panelFrame.minY
            var largest: CGFloat = 0
            for _ in 0..<600 {
                UIKitDouble.advanceFrame()
                largest = max(largest, abs(sheet.panelFrame.minY - previous))
                previous = sheet.panelFrame.minY
                if !UIKitDouble.hasActiveDisplayLink { break }
            }
            #expect(largest < 60, "largest step between frames: \(largest)")
            #expect(sheet.detent == .large)
            #expect(close(sheet.panelFrame.minY, 40))
            #expect(close(contentInWindow.maxY, Self.keyboard.minY))
        }

        @Test func aNonFiniteKeyboardFrameChangesNothing() {
            sheet.move(to: .medium, animated: false)
            phone.settle()
            let resting = sheet.panelFrame
            keyboardUp(CGRect(x: 0, y: CGFloat.nan, width: 390, height: .infinity))
            phone.settle()
            #expect(sheet.panelFrame == resting)
        }
    }
}
