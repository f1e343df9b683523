import DrawerCore
import Testing
import UIKit

@testable import DrawerUIKit

extension UIKitScenarios {
    /// Seed 004 (UCSheetView): a `DrawerSheetView` over a phone's content, driven by touches.
    @MainActor
    @Suite struct Seed004SheetScenarios {
        let phone = Phone()
        let sheet = DrawerSheetView(contentView: UIView(), configuration: seed004Configuration())

        init() { phone.show(sheet) }


        @Test func detentsComeFromTheConfigurationAndTheScreen() {
            let stops = sheet.engine.stops.filter { !$0.isClosed }.map(\.identifier)
            #expect(stops == [.default, .medium, .large])
            // The seed's three kinds: 100 pt tall, the container divided by 2, 40 pt from the top.
            #expect(sheet.top(of: .default) == Phone.size.height - 100)
            #expect(sheet.top(of: .medium) == Phone.size.height / 2)
            #expect(sheet.top(of: .large) == 40)
            #expect(sheet.detent == .default)
            #expect(sheet.panelFrame.minY == Phone.size.height - 100)
        }

        @Test func dragUpMovesTheSheetOneDetentAndTheDimmingFollows() {
            sheet.move(to: .medium, animated: false)
            phone.window.layoutIfNeeded()
            #expect(sheet.dimming(DrawerSheetView.drawerID) == 0)
            let start = CGPoint(x: 200, y: sheet.top(of: .medium) + 5)
            phone.drag(from: start, to: CGPoint(x: 200, y: sheet.top(of: .large) + 5), duration: 0.4, hold: 0.1)
            phone.settle()
            #expect(sheet.detent == .large)
            #expect(close(sheet.panelFrame.minY, sheet.top(of: .large)))
            #expect(close(sheet.dimming(DrawerSheetView.drawerID), 0.8, 0.01))
        }

        @Test func theGrabbedPointStaysUnderTheFinger() {
            sheet.move(to: .medium, animated: false)
            let start = CGPoint(x: 200, y: sheet.top(of: .medium) + 5)
            phone.drag(from: start, to: CGPoint(x: 200, y: start.y - 120), duration: 0.3, lift: false)
            #expect(close(sheet.panelFrame.minY, sheet.top(of: .medium) - 120, 1))
            phone.window.doubleTouchUp()
        }

        @Test func rubberBandPastTheLargestDetent() {
            sheet.move(to: .large, animated: false)
            let start = CGPoint(x: 200, y: sheet.top(of: .large) + 5)
            phone.drag(from: start, to: CGPoint(x: 200, y: start.y + 0), duration: 0.05, lift: false)
            phone.window.doubleTouchMove(to: CGPoint(x: 200, y: 20))
            phone.window.doubleTouchMove(to: CGPoint(x: 200, y: 5))
            let beyond = sheet.top(of: .large) - sheet.panelFrame.minY
            #expect(beyond > 0)
            #expect(beyond < sheet.top(of: .large) + 5 - 5)
            phone.window.doubleTouchUp()
            phone.settle()
            #expect(sheet.detent == .large)
            #expect(close(sheet.panelFrame.minY, sheet.top(of: .large)))
        }

        @Test func rubberBandBelowTheSmallestDetentWhenTheSheetCannotClose() {
            sheet.move(to: .default, animated: false)
            let start = CGPoint(x: 200, y: sheet.top(of: .default) + 5)
            phone.drag(from: start, to: CGPoint(x: 200, y: start.y + 80), duration: 0.3, lift: false)
            let below = sheet.panelFrame.minY - sheet.top(of: .default)
            #expect(below > 0 && below < 80)
            phone.window.doubleTouchUp()
            phone.settle()
            #expect(sheet.detent == .default)
        }

        @Test func duplicateIdentifiersAreIgnored() {
            var configuration = seed004Configuration()
            configuration.detents.append(.points(300, identifier: .medium))
            sheet.configuration = configuration
            phone.settle()
            #expect(sheet.engine.stops.filter { $0.identifier == .medium }.count == 1)
            #expect(close(sheet.top(of: .medium), Phone.size.height - 300, 1) == false)
        }

        @Test func aDetentValueChangedUnderTheSameIdentifierMovesTheSheet() {
            sheet.move(to: .default, animated: false)
            var configuration = seed004Configuration()
            configuration.detents[0] = .points(200, identifier: .default)
            sheet.configuration = configuration
            phone.settle()
            #expect(sheet.detent == .default)
            #expect(close(sheet.panelFrame.minY, sheet.top(of: .default)))
            #expect(close(Phone.size.height - sheet.panelFrame.minY, sheet.engine.stops.first { $0.identifier == .default }!.extent))
        }

        /// Beside an undimmed sheet (medium) a tap reaches the button behind; over the dimming of
        /// a dimmed one (large) it never does.
        @Test(arguments: [(DrawerDetent.Identifier.medium, 1), (.large, 0)])
        func aTapBehindTheSheetReachesTheAppOnlyWhereNothingDims(detent: DrawerDetent.Identifier, taps: Int) {
            let button = TouchRecorder(frame: CGRect(x: 20, y: 10, width: 80, height: 25))
            phone.root.insertBehind(button, sheet)
            sheet.move(to: detent, animated: false)
            phone.tap(CGPoint(x: 60, y: 20))
            #expect(button.ended == taps)
        }

        @Test func aFlickUpFromTheSmallestDetentGoesFurtherThanItsTravel() {
            sheet.move(to: .default, animated: false)
            let start = CGPoint(x: 200, y: sheet.top(of: .default) + 5)
            phone.drag(from: start, to: CGPoint(x: 200, y: start.y - 60), duration: 0.05)
            phone.settle()
            #expect(sheet.detent != .default)
        }

        @Test func aCancelledDragGoesBackToItsDetent() {
            sheet.move(to: .medium, animated: false)
            let start = CGPoint(x: 200, y: sheet.top(of: .medium) + 5)
            phone.drag(from: start, to: CGPoint(x: 200, y: start.y - 150), duration: 0.3, lift: false)
            phone.window.doubleTouchCancel()
            phone.settle()
            #expect(sheet.detent == .medium)
            #expect(close(sheet.panelFrame.minY, sheet.top(of: .medium)))
        }
    }
}

extension UIView {
    /// Adds `view` as a subview just behind `sibling` (content behind a drawer).
    func insertBehind(_ view: UIView, _ sibling: UIView) {
        addSubview(view)
        addSubview(sibling)
    }
}
