import DrawerCore
import Testing
import UIKit

@testable import DrawerUIKit

extension UIKitScenarios {
    /// Issue 25 item 3 in UIKit: a sheet that confirms its dismissals holds a person's close
    /// halfway down until the app answers.
    @MainActor
    @Suite struct DismissalHoldScenarios {
        let phone = Phone()

        /// Seed 004's closable sheet at medium, confirming its dismissals, with its events recorded.
        func confirmingSheet(_ events: @escaping (DrawerEvent) -> Void) -> DrawerSheetView {
            let sheet = DrawerSheetView(contentView: UIView(), configuration: closableSeed004Configuration())
            sheet.confirmsDismissal = true
            sheet.onEvent = events
            phone.show(sheet)
            sheet.move(to: .medium, animated: false)
            phone.settle()
            return sheet
        }

        /// Where the panel's top is drawn while the sheet waits at its threshold.
        func thresholdTop(_ sheet: DrawerSheetView) -> CGFloat {
            Phone.size.height - (sheet.engine.dismissalThreshold ?? .nan)
        }

        @Test func aSwipeDownWaitsHalfwayThenKeepSpringsBackAndDiscardCloses() throws {
            var events: [DrawerEvent] = []
            let sheet = confirmingSheet { events.append($0) }
            #expect(sheet.confirmsDismissal)
            phone.drag(from: CGPoint(x: 200, y: 440), to: CGPoint(x: 200, y: 830), duration: 0.2)
            phone.settle()
            let hold = try #require(sheet.dismissalHold)
            #expect(hold.cause == .swipe)
            #expect(events.contains(.didHoldDismissal(hold)))
            #expect(close(sheet.panelFrame.minY, thresholdTop(sheet)), "drawn halfway to closed: \(sheet.panelFrame)")
            #expect(!UIKitDouble.hasActiveDisplayLink, "waiting costs no frames")
            #expect(!events.contains { if case .didDismiss = $0 { true } else { false } })

            #expect(sheet.cancelDismissal(hold: hold.id))
            phone.settle()
            #expect(sheet.engine.frame.restingDetent == .medium)
            #expect(close(sheet.panelFrame.minY, Phone.size.height / 2))
            #expect(!sheet.cancelDismissal(hold: hold.id), "answered twice")

            phone.drag(from: CGPoint(x: 200, y: 440), to: CGPoint(x: 200, y: 830), duration: 0.2)
            phone.settle()
            let second = try #require(sheet.dismissalHold)
            #expect(second.id != hold.id)
            #expect(!sheet.confirmDismissal(hold: hold.id), "the first hold's answer is stale")
            #expect(sheet.confirmDismissal(hold: second.id))
            phone.settle()
            #expect(sheet.engine.frame.restingDetent == .closed)
            #expect(events.last == .didDismiss(cause: .swipe))
        }

        @Test func aDimmingTapWaitsThroughARotationAndTheDelegateHearsEverything() throws {
            final class Listener: DrawerViewControllerDelegate {
                var holds: [DrawerDismissalHold] = []
                var ends: [DrawerDismissalHold.Outcome] = []
                var dismissals: [DrawerDismissalCause] = []
                func drawerViewController(_ controller: DrawerViewController, didHoldDismissal hold: DrawerDismissalHold) {
                    holds.append(hold)
                }
                func drawerViewController(
                    _ controller: DrawerViewController, didEndDismissalHold hold: DrawerDismissalHold,
                    outcome: DrawerDismissalHold.Outcome
                ) { ends.append(outcome) }
                func drawerViewController(_ controller: DrawerViewController, didDismissBecauseOf cause: DrawerDismissalCause) {
                    dismissals.append(cause)
                }
            }
            let listener = Listener()
            let drawer = DrawerViewController(
                content: UIViewController(nibName: nil, bundle: nil), configuration: closableSeed004Configuration())
            drawer.confirmsDismissal = true
            drawer.delegate = listener
            phone.show(drawer.view)
            drawer.move(to: .large, animated: false)
            phone.settle()
            phone.tap(CGPoint(x: 200, y: 20))
            phone.settle()
            let hold = try #require(listener.holds.first)
            #expect(hold.cause == .dimmingTap)
            #expect(drawer.dismissalHold == hold)
            phone.tap(CGPoint(x: 200, y: 20))
            phone.settle()
            #expect(listener.holds.count == 1, "a second tap while it waits is ignored")

            phone.window.doubleResize(
                to: CGSize(width: 844, height: 390), safeArea: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
            phone.settle()
            #expect(drawer.dismissalHold == hold, "the hold survives the rotation")
            let threshold = try #require(drawer.sheetView.engine.dismissalThreshold)
            #expect(close(drawer.sheetView.panelFrame.minY, 390 - threshold), "at the landscape threshold")

            #expect(drawer.cancelDismissal(hold: hold.id))
            phone.settle()
            #expect(drawer.sheetView.engine.frame.restingDetent == .large)
            #expect(listener.ends == [.cancelled])
            #expect(listener.dismissals.isEmpty)
        }

        @Test func draggingTheWaitingSheetBackWithdrawsTheQuestion() throws {
            var events: [DrawerEvent] = []
            let sheet = confirmingSheet { events.append($0) }
            phone.drag(from: CGPoint(x: 200, y: 440), to: CGPoint(x: 200, y: 830), duration: 0.2)
            phone.settle()
            let hold = try #require(sheet.dismissalHold)
            let top = thresholdTop(sheet)
            phone.drag(from: CGPoint(x: 200, y: top + 10), to: CGPoint(x: 200, y: 300), duration: 0.4, hold: 0.1)
            phone.settle()
            #expect(sheet.dismissalHold == nil)
            #expect(events.contains(.didEndDismissalHold(hold, outcome: .withdrawn)))
            #expect(sheet.engine.frame.restingDetent == .medium)
            #expect(!sheet.confirmDismissal(hold: hold.id), "withdrawn: the answer comes too late")
        }
    }
}
