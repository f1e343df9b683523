import DrawerCore
import Testing
import UIKit

@testable import DrawerUIKit

extension UIKitScenarios {
    /// Issue 35: what a new app's first screens hit, written as an app developer would against the
    /// public API — a sheet listing `.closed`, a move in `viewDidLoad`, a negative detent, a list
    /// at its end at full height — and the API added for them (an initial detent, the drawer
    /// controller's `dismiss(animated:)`, identifiers for UI tests).
    @MainActor
    @Suite struct FirstScreenScenarios {
        let phone = Phone()

        @Test func bug7ASheetListingClosedFirstAppearsAtItsFirstOpenDetent() {
            let sheet = DrawerSheetView(contentView: UIView(), configuration: closableSeed004Configuration())
            phone.show(sheet)
            #expect(sheet.detent == .default)
            #expect(close(sheet.panelFrame.minY, Phone.size.height - 100))
        }

        @Test func anInitialDetentIsWhereTheSheetFirstAppears() {
            let sheet = DrawerSheetView(
                contentView: UIView(), configuration: closableSeed004Configuration(), initialDetent: .medium)
            phone.show(sheet)
            #expect(sheet.detent == .medium)
            #expect(close(sheet.panelFrame.minY, Phone.size.height / 2))
        }

        @Test func bug8AMoveInViewDidLoadIsKeptAndReportsNoDismissal() {
            var events: [DrawerEvent] = []
            let sheet = DrawerSheetView(contentView: UIView(), configuration: closableSeed004Configuration())
            sheet.onEvent = { events.append($0) }
            // `viewDidLoad`: the sheet exists but has never been laid out.
            let moved = sheet.move(to: .large, animated: false)
            #expect(moved)
            phone.show(sheet)
            phone.settle()
            #expect(sheet.detent == .large)
            #expect(close(sheet.panelFrame.minY, 40))
            #expect(!events.contains { if case .didDismiss = $0 { true } else { false } })
        }

        @Test func bug8ADrawerControllerMovedBeforeItsViewIsShownStartsThere() {
            let content = UIViewController(nibName: nil, bundle: nil)
            let drawer = DrawerViewController(content: content, configuration: closableSeed004Configuration())
            let log = DismissalLog()
            drawer.delegate = log
            drawer.move(to: .medium, animated: false)
            phone.show(drawer.view)
            phone.settle()
            #expect(drawer.sheetView.detent == .medium)
            #expect(log.dismissals == 0)
        }

        @Test func aDrawerControllerStartsAtItsInitialDetentAndDismissesItself() {
            let content = UIViewController(nibName: nil, bundle: nil)
            let drawer = DrawerViewController(
                content: content, configuration: closableSeed004Configuration(), initialDetent: .large)
            let log = DismissalLog()
            drawer.delegate = log
            phone.show(drawer.view)
            #expect(drawer.sheetView.detent == .large)
            let dismissed = drawer.close(animated: true)
            #expect(dismissed)
            phone.settle()
            #expect(drawer.sheetView.detent == .closed)
            #expect(drawer.sheetView.panelFrame.minY >= Phone.size.height - 0.5)
            #expect(log.dismissals == 1)
        }

        @Test func bug9ANegativeDetentNeverLosesTheSheetOffScreen() {
            var configuration = seed004Configuration()
            configuration.detents[0] = .points(-60, identifier: .default)
            let sheet = DrawerSheetView(contentView: UIView(), configuration: configuration, initialDetent: .medium)
            phone.show(sheet)
            #expect(!sheet.engine.stops.contains { $0.identifier == .default })
            // A hard flick down from medium.
            let start = CGPoint(x: 200, y: sheet.panelFrame.minY + 10)
            phone.drag(from: start, to: CGPoint(x: 200, y: Phone.size.height - 5), duration: 0.08)
            phone.settle()
            #expect(sheet.panelFrame.minY < Phone.size.height - DrawerGrabberView.stripLength + 1)
            // And the grabber is still there to drag it back up.
            let grab = CGPoint(x: 200, y: sheet.panelFrame.minY + 8)
            phone.drag(from: grab, to: CGPoint(x: 200, y: 60), duration: 0.4, hold: 0.1)
            phone.settle()
            #expect(sheet.detent == .large)
        }

        @Test func bug10AtFullHeightAListAtItsEndBouncesAndTheDrawerStays() {
            let list = makeList()
            let sheet = DrawerSheetView(contentView: list, configuration: seed004Configuration(), initialDetent: .large)
            sheet.track(scrollView: list)
            phone.show(sheet)
            phone.settle()
            let end = list.contentSize.height + list.adjustedContentInset.bottom - list.bounds.height
            list.contentOffset.y = end
            phone.settle()
            let start = CGPoint(x: 200, y: 600)
            phone.drag(from: start, to: CGPoint(x: 200, y: 400), duration: 0.4, lift: false)
            #expect(close(sheet.panelFrame.minY, sheet.top(of: .large), 0.5), "the drawer does not rubber-band")
            #expect(list.contentOffset.y > end + 20, "the list bounces past its end")
            phone.window.doubleTouchUp()
            phone.settle()
            #expect(sheet.detent == .large)
            #expect(close(list.contentOffset.y, end, 0.5), "the list springs back to its end")
        }

        @Test func thePanelGrabberAndDimmingCarryIdentifiersForUITests() {
            let sheet = DrawerSheetView(contentView: UIView(), configuration: seed004Configuration())
            phone.show(sheet)
            guard let panel = sheet.panels[DrawerSheetView.drawerID] else {
                Issue.record("no panel")
                return
            }
            #expect(panel.panelView.accessibilityIdentifier == "DrawerKit.sheet.panel")
            #expect(panel.grabberView.accessibilityIdentifier == "DrawerKit.sheet.grabber")
            #expect(panel.dimmingView.accessibilityIdentifier == "DrawerKit.sheet.dimming")
        }
    }
}

/// A delegate that counts the dismissals it hears.
@MainActor
final class DismissalLog: DrawerViewControllerDelegate {
    var dismissals = 0
    func drawerViewControllerDidDismiss(_ controller: DrawerViewController) { dismissals += 1 }
}
