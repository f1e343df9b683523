import DrawerCore
import Testing
import UIKit

@testable import DrawerUIKit

extension UIKitScenarios {
    /// The display link runs only while something moves: it stops within a second of a release
    /// and hears nothing after.
    @MainActor
    @Suite struct DisplayLinkScenarios {
        let phone = Phone()
        let sheet = DrawerSheetView(contentView: UIView(), configuration: seed004Configuration())

        init() {
            phone.show(sheet)
            sheet.move(to: .medium, animated: false)
            phone.settle()
        }

        @Test func aSheetAtRestRunsNoDisplayLink() {
            let before = UIKitDouble.displayLinkCallbacks
            UIKitDouble.advance(seconds: 1)
            #expect(!UIKitDouble.hasActiveDisplayLink)
            #expect(UIKitDouble.displayLinkCallbacks == before)
        }

        @Test(arguments: [-3000.0, -800.0, 0.0, 800.0, 3000.0])
        func afterAReleaseTheLinkStopsWithinASecondAndHearsNothingAfter(speed: Double) {
            // A drag of 150 pt ending at `speed` (points per second, up negative), then the lift.
            let start = CGPoint(x: 200, y: 430)
            let duration = 0.25
            phone.window.doubleTouchDown(at: start)
            let frames = Int(duration / UIKitDouble.frameDuration)
            for frame in 1...frames {
                UIKitDouble.advanceFrame()
                let t = Double(frame) / Double(frames)
                // Slow first, then at `speed` for the last 50 ms.
                let lastStretch = speed * 0.05
                let y = t < 0.8 ? start.y - 150 * t / 0.8 : start.y - 150 + CGFloat(lastStretch * (t - 0.8) / 0.2)
                phone.window.doubleTouchMove(to: CGPoint(x: start.x, y: y))
            }
            phone.window.doubleTouchUp()
            let releasedAt = UIKitDouble.now
            while UIKitDouble.hasActiveDisplayLink && UIKitDouble.now - releasedAt < 2 { UIKitDouble.advanceFrame() }
            #expect(UIKitDouble.now - releasedAt <= 1.0, "stopped within a second")
            #expect(sheet.engine.stops.contains { close(Phone.size.height - $0.extent, sheet.panelFrame.minY) }, "at a stop")
            let after = UIKitDouble.displayLinkCallbacks
            UIKitDouble.advance(seconds: 2)
            #expect(UIKitDouble.displayLinkCallbacks == after)
        }

        @Test func aMoveInterruptedByATouchStopsTheLinkOnlyAfterTheNewRest() {
            sheet.move(to: .large)
            UIKitDouble.advance(seconds: 0.1)
            let caught = sheet.panelFrame.minY
            // Grab the moving panel and hold it still.
            phone.window.doubleTouchDown(at: CGPoint(x: 200, y: caught + 30))
            UIKitDouble.advance(seconds: 0.05)
            phone.window.doubleTouchUp()
            phone.settle()
            #expect(sheet.detent != nil)
            #expect(!UIKitDouble.hasActiveDisplayLink)
        }
    }
}
