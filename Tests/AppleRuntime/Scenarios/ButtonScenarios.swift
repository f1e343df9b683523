import DrawerCore
import Testing
import UIKit

@testable import DrawerUIKit

/// Counts the actions a control sends it (a button's `.touchUpInside`).
@MainActor
final class ActionCounter: NSObject, SelectorPerforming {
    static let fire = Selector("fire")
    var count = 0
    func perform(_ selector: Selector) { count += 1 }
}

extension UIKitScenarios {
    /// A `UIButton` in drawer content: a tap is the button's, a drag that starts on it is the
    /// sheet's (the host's pan recognizes and cancels the button's touch), in both recognizer
    /// orders; and a button in a bottom bar keeps its tap from the bar's tap recognizer.
    @MainActor
    @Suite struct ButtonScenarios {
        let phone = Phone()
        let content = UIView()
        let button = UIButton(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
        let taps = ActionCounter()
        let sheet: DrawerSheetView

        init() {
            content.addSubview(button)
            button.addTarget(taps, action: ActionCounter.fire, for: .touchUpInside)
            sheet = DrawerSheetView(contentView: content, configuration: seed004Configuration())
            phone.show(sheet)
            sheet.move(to: .medium, animated: false)
            phone.settle()
        }

        var buttonCenter: CGPoint {
            let frame = button.convert(button.bounds, to: nil)
            return CGPoint(x: frame.midX, y: frame.midY)
        }

        @Test(arguments: [UIKitDouble.RecognizerOrder.hitViewFirst, .windowFirst])
        func aTapOnAButtonTriggersItsActionAndLeavesTheSheet(order: UIKitDouble.RecognizerOrder) {
            UIKitDouble.recognizerOrder = order
            let before = sheet.panelFrame
            #expect(sheet.panelFrame.contains(buttonCenter))
            phone.tap(buttonCenter)
            phone.settle()
            #expect(taps.count == 1)
            #expect(sheet.panelFrame == before)
            #expect(sheet.detent == .medium)
        }

        @Test(arguments: [UIKitDouble.RecognizerOrder.hitViewFirst, .windowFirst])
        func aDragThatStartsOnAButtonMovesTheSheetAndFiresNothing(order: UIKitDouble.RecognizerOrder) {
            UIKitDouble.recognizerOrder = order
            let start = buttonCenter
            phone.drag(from: start, to: CGPoint(x: start.x, y: start.y - 300), duration: 0.3)
            phone.settle()
            #expect(taps.count == 0, "the pan cancelled the button's touch")
            #expect(sheet.detent == .large)
        }

        @Test func aDragThatLeavesTheButtonAndComesBackBeforeTheSlopIsStillATap() {
            let start = buttonCenter
            phone.drag(from: start, to: CGPoint(x: start.x + 4, y: start.y - 4), duration: 0.05)
            phone.settle()
            #expect(taps.count == 1, "4 pt is below the pan's threshold: the touch stayed the button's")
            #expect(sheet.detent == .medium)
        }

        @Test func aButtonOnABottomBarKeepsItsTapAndTheBarStays() {
            let host = DrawerHostView(frame: .zero)
            phone.show(host)
            let bar = UIView()
            let play = UIButton(frame: CGRect(x: 300, y: 10, width: 44, height: 44))
            let plays = ActionCounter()
            play.addTarget(plays, action: ActionCounter.fire, for: .touchUpInside)
            bar.addSubview(play)
            host.addBottomBarDrawer(
                id: "player", barView: bar, barHeight: 64, contentView: UIView(),
                configuration: DrawerSheetConfiguration(detents: [.large]))
            phone.settle()
            let frame = play.convert(play.bounds, to: nil)
            phone.tap(CGPoint(x: frame.midX, y: frame.midY))
            phone.settle()
            #expect(plays.count == 1)
            #expect(host.detent("player") == .bottomBar, "the bar's tap recognizer left the button's tap alone")
            #expect(bar.alpha == 1)
        }
    }
}
