import DrawerCore
import Testing
import UIKit

@testable import DrawerUIKit

extension UIKitScenarios {
    /// An app's own `UIScrollViewDelegate` on a list the drawer tracks (issue 35): the adapter
    /// reads the list's pan recognizer and never takes the delegate, so the app keeps hearing its
    /// list's scrolling at the moments UIKit's pages state, and the hand-off between drawer and
    /// list still works.
    @MainActor
    @Suite struct ScrollDelegateScenarios {
        let phone = Phone()
        let list = makeList()
        let log = ScrollLog()
        let sheet: DrawerSheetView

        init() {
            list.delegate = log
            sheet = DrawerSheetView(contentView: list, configuration: seed004Configuration(), initialDetent: .medium)
            sheet.track(scrollView: list)
            phone.show(sheet)
            phone.settle()
            log.calls = []
            log.offsets = []
        }

        /// A point on the list, `below` points under the panel's top.
        func inList(_ below: CGFloat = 150) -> CGPoint { CGPoint(x: 200, y: sheet.panelFrame.minY + below) }

        @Test func aFlickOnTheListTellsTheAppsDelegateEachMomentInOrder() {
            sheet.move(to: .large, animated: false)
            phone.settle()
            log.calls = []
            let start = inList(400)
            phone.drag(from: start, to: CGPoint(x: start.x, y: start.y - 200), duration: 0.15)
            #expect(list.delegate === log, "tracking kept the app's delegate")
            #expect(sheet.detent == .large, "the list took the flick")
            // Dragging: will-begin once, before the first offset change of the drag.
            #expect(log.calls.first == "willBeginDragging")
            #expect(log.calls.filter { $0 == "willBeginDragging" }.count == 1)
            #expect(log.calls.contains("didScroll"))
            // The lift: will-end (velocity in points per millisecond, up the content), did-end
            // with deceleration, will-begin-decelerating, in that order.
            let lift = log.calls.drop { $0 != "willEndDragging" }
            #expect(Array(lift.prefix(3)) == ["willEndDragging", "didEndDragging true", "willBeginDecelerating"])
            let velocity = log.velocity ?? .zero
            #expect(velocity.y > 0.5 && velocity.y < 5, "points per millisecond: \(velocity.y)")
            #expect(!log.calls.contains("didEndDecelerating"), "still gliding")
            let expected = log.target ?? .zero
            phone.settle()
            #expect(log.calls.last == "didEndDecelerating", "the glide's halt is told last")
            #expect(log.calls.filter { $0 == "didEndDecelerating" }.count == 1)
            #expect(close(list.contentOffset.y, expected.y, 2), "rests where will-end expected: \(list.contentOffset.y) vs \(expected.y)")
            #expect(log.offsets.last == list.contentOffset.y, "the last did-scroll saw the resting offset")
        }

        @Test func aTargetTheAppChangesIsWhereTheGlideStops() {
            sheet.move(to: .large, animated: false)
            phone.settle()
            log.replacementTarget = CGPoint(x: 0, y: 440)
            let start = inList(400)
            phone.drag(from: start, to: CGPoint(x: start.x, y: start.y - 200), duration: 0.15)
            phone.settle()
            #expect(close(list.contentOffset.y, 440, 2), "the app's target: \(list.contentOffset.y)")
        }

        @Test func aSlowDragEndsWithoutDeceleration() {
            sheet.move(to: .large, animated: false)
            phone.settle()
            log.calls = []
            let start = inList(400)
            phone.drag(from: start, to: CGPoint(x: start.x, y: start.y - 120), duration: 0.4, hold: 0.2)
            phone.settle()
            let lift = log.calls.drop { $0 != "willEndDragging" }
            #expect(Array(lift) == ["willEndDragging", "didEndDragging false"], "\(Array(lift))")
        }

        @Test func theHandOffStillWorksAndTheDelegateSeesThePinnedList() {
            // From medium, one finger up on the list: the drawer takes the drag and rises to
            // large while the list is held at its top, then the list scrolls; no lift between.
            let start = inList(150)
            let travel = sheet.panelFrame.minY - 40 + 150
            log.calls = []
            phone.window.doubleTouchDown(at: start)
            var lastReadingsPerFrame: [CGFloat] = []
            var excursions: [CGFloat] = []
            let steps = 60
            for step in 1...steps {
                UIKitDouble.advanceFrame()
                let before = log.offsets.count
                phone.window.doubleTouchMove(
                    to: CGPoint(x: start.x, y: start.y - travel * CGFloat(step) / CGFloat(steps)))
                guard sheet.panelFrame.minY > 40.5, log.offsets.count > before else { continue }
                // The drawer owns this frame: what the delegate saw of the list.
                lastReadingsPerFrame.append(log.offsets.last ?? .nan)
                excursions.append(log.offsets[before...].map(abs).max() ?? 0)
            }
            #expect(close(sheet.panelFrame.minY, 40, 1), "the drawer reached large")
            #expect(list.contentOffset.y > 50, "then the list scrolled: \(list.contentOffset.y)")
            #expect(!lastReadingsPerFrame.isEmpty, "the delegate heard the list during the drawer's part")
            #expect(lastReadingsPerFrame.allSatisfy { $0 == 0 }, "each frame ends with the list pinned at its top")
            // What the app's did-scroll sees while the drawer owns the drag: the scroll view's own
            // pan moves the list first, then the host pins it back within the same touch report.
            print("drawer-owned frames: \(excursions.count), largest excursion seen by didScroll: \(excursions.max() ?? 0)")
            #expect((excursions.max() ?? 0) < UIPanGestureRecognizer.doubleHysteresis + 8, "no more than one report's travel")
            phone.window.doubleTouchUp()
            phone.settle()
            #expect(list.delegate === log)
            #expect(log.calls.contains("didEndDragging true") || log.calls.contains("didEndDragging false"))
        }
    }
}

/// An app's scroll-view delegate that logs what it hears.
@MainActor
final class ScrollLog: NSObject, UIScrollViewDelegate {
    var calls: [String] = []
    /// The list's vertical offset at every `scrollViewDidScroll`.
    var offsets: [CGFloat] = []
    var velocity: CGPoint?
    var target: CGPoint?
    /// Where the app moves the glide's end to, if anywhere.
    var replacementTarget: CGPoint?

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        if calls.last != "didScroll" { calls.append("didScroll") }
        offsets.append(scrollView.contentOffset.y)
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        calls.append("willEndDragging")
        self.velocity = velocity
        target = targetContentOffset.pointee
        if let replacementTarget { targetContentOffset.pointee = replacementTarget }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging \(decelerate)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
}
