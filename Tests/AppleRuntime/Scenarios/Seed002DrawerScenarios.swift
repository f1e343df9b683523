import DrawerCore
import Testing
import UIKit

@testable import DrawerUIKit

extension UIKitScenarios {
    /// Seed 002's Shortcuts drawer through `DrawerViewController`: compressed, expanded and full
    /// height, a list inside whose scrolling shares the finger with the drawer.
    @MainActor
    @Suite struct Seed002DrawerScenarios {
        let phone = Phone()
        let list = makeList()
        let drawer: DrawerViewController
        let events = DelegateLog()

        init() {
            let content = UIViewController(nibName: nil, bundle: nil)
            content.view.addSubview(list)
            drawer = DrawerViewController(
                content: content,
                configuration: DrawerSheetConfiguration(detents: [
                    .points(120, identifier: "compressed"), .fraction(0.45, identifier: "expanded"),
                    .offsetFromFarEdge(40, identifier: "full"),
                ]))
            drawer.delegate = events
            drawer.track(scrollView: list)
            phone.show(drawer.view)
            drawer.move(to: "compressed", animated: false)
            phone.settle()
        }

        var sheet: DrawerSheetView { drawer.sheetView }
        /// A point inside the list, `below` points under the panel's top.
        func inList(_ below: CGFloat = 120) -> CGPoint { CGPoint(x: 200, y: sheet.panelFrame.minY + below) }

        @Test func theListFollowsThePanelAsItsContentResizes() {
            let content = drawer.contentViewController.view.convert(drawer.contentViewController.view.bounds, to: nil)
            #expect(list.convert(list.bounds, to: nil) == content)
            #expect(close(content.width, Phone.size.width))
            drawer.move(to: "full")
            phone.settle()
            let grown = drawer.contentViewController.view.convert(drawer.contentViewController.view.bounds, to: nil)
            #expect(list.convert(list.bounds, to: nil) == grown)
            #expect(grown.height > content.height)
        }

        @Test func draggingTheListUpOpensCompressedToExpanded() {
            let start = inList(60)
            phone.drag(from: start, to: CGPoint(x: start.x, y: start.y - 300), duration: 0.4, hold: 0.1)
            phone.settle()
            #expect(sheet.detent == "expanded")
            #expect(close(sheet.panelFrame.minY, sheet.top(of: "expanded")))
            #expect(list.contentOffset.y == 0, "the list did not scroll while the drawer moved")
        }

        @Test func atFullHeightTheListScrollsAndTheDrawerStays() {
            drawer.move(to: "full", animated: false)
            phone.settle()
            let start = inList(500)
            phone.drag(from: start, to: CGPoint(x: start.x, y: start.y - 300), duration: 0.5, hold: 0.1)
            phone.settle()
            #expect(sheet.detent == "full")
            #expect(close(sheet.panelFrame.minY, sheet.top(of: "full")))
            #expect(close(list.contentOffset.y, 300, 12), "the list scrolled by the finger's travel")
        }

        @Test func oneTouchMovesTheDrawerThenTheListAndBackAgain() {
            drawer.move(to: "expanded", animated: false)
            phone.settle()
            let start = inList(100)
            // Up: the drawer rises to full height, then the list scrolls, without lifting.
            let travelToFull = sheet.top(of: "expanded") - sheet.top(of: "full")
            let upEnd = CGPoint(x: start.x, y: start.y - travelToFull - 150)
            phone.drag(from: start, to: upEnd, duration: 0.6, lift: false)
            #expect(close(sheet.panelFrame.minY, sheet.top(of: "full"), 2))
            // The list's pan starts after its hysteresis (the double's 10 pt, crossed within one
            // 120 Hz step of the finger), and UIKit does not scroll the content over that slop.
            let step = (travelToFull + 150) / CGFloat(Int((0.6 / UIKitDouble.frameDuration).rounded()))
            let shortfall = 150 - list.contentOffset.y
            #expect(shortfall >= 0 && shortfall <= UIPanGestureRecognizer.doubleHysteresis + step + 1)
            // Down again in the same touch: the list returns to its top first, then the drawer follows.
            let downEnd = CGPoint(x: start.x, y: upEnd.y + 150 + 200)
            for step in 1...60 {
                UIKitDouble.advanceFrame()
                let t = CGFloat(step) / 60
                phone.window.doubleTouchMove(to: CGPoint(x: start.x, y: upEnd.y + (downEnd.y - upEnd.y) * t))
            }
            #expect(list.contentOffset.y == 0)
            // Handing back loses nothing: the finger's 350 pt down go first to the list (150 - shortfall), the rest to the drawer.
            #expect(close(sheet.panelFrame.minY, sheet.top(of: "full") + 200 + shortfall, 2))
            UIKitDouble.advance(seconds: 0.1)
            phone.window.doubleTouchUp()
            phone.settle()
            #expect(sheet.detent == "expanded" || sheet.detent == "full")
        }

        @Test func theDelegateHearsOneDragFromBeginningToRest() {
            events.lines.removeAll()
            let start = inList(60)
            phone.drag(from: start, to: CGPoint(x: start.x, y: start.y - 300), duration: 0.4, hold: 0.1)
            phone.settle()
            let kinds = events.lines.map { $0.split(separator: " ").first.map(String.init) ?? "" }.filter { $0 != "move" }
            #expect(kinds == ["willBegin", "willSettle", "didSettle"])
            #expect(events.lines.first == "willBegin compressed")
            #expect(events.lines.last { !$0.hasPrefix("move") } == "didSettle expanded")
            // Moves are reported per frame; any after the settle are at the resting extent.
            let settled = events.lines.lastIndex(of: "didSettle expanded") ?? events.lines.endIndex
            let rest = sheet.engine.stops.first { $0.identifier == "expanded" }?.extent ?? .nan
            #expect(events.lines[settled...].dropFirst().allSatisfy { $0 == "move \(rest)" })
            #expect(events.lines.filter { $0.hasPrefix("move") }.count > 10)
        }

        @Test func compressedIsClearAndFullHeightDims() {
            #expect(sheet.dimming(DrawerSheetView.drawerID) == 0)
            let behind = TouchRecorder(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
            phone.root.insertBehind(behind, drawer.view)
            phone.tap(CGPoint(x: 200, y: 200))
            #expect(behind.ended == 1, "the app behind a compressed drawer takes taps")
            drawer.move(to: "full")
            phone.settle()
            #expect(sheet.dimming(DrawerSheetView.drawerID) > 0)
            phone.tap(CGPoint(x: 200, y: 20))
            #expect(behind.ended == 1, "the dimming takes the tap")
        }
    }
}

/// A delegate that writes down what it hears, one line per call.
@MainActor
final class DelegateLog: DrawerViewControllerDelegate {
    var lines: [String] = []
    func drawerViewController(_ controller: DrawerViewController, willBeginDraggingFrom detent: DrawerDetent.Identifier?) {
        lines.append("willBegin \(detent.map { "\($0)" } ?? "-")")
    }
    func drawerViewController(_ controller: DrawerViewController, didMoveTo extent: CGFloat) { lines.append("move \(extent)") }
    func drawerViewController(_ controller: DrawerViewController, willSettleAt detent: DrawerDetent.Identifier) {
        lines.append("willSettle \(detent)")
    }
    func drawerViewController(_ controller: DrawerViewController, didSettleAt detent: DrawerDetent.Identifier) {
        lines.append("didSettle \(detent)")
    }
}
