import DrawerCore
import Testing
import UIKit

@testable import DrawerUIKit

extension UIKitScenarios {
    /// Issue 47, FloatingPanel's habit: a drawer added over a parent's content and removed again in
    /// one call each way (`addPanel(toParent:)`, `removePanelFromParent(animated:)` there), read
    /// through the window and the controller hierarchy.
    @MainActor
    @Suite struct ParentDrawerScenarios {
        let phone = Phone()
        let parent = UIViewController(nibName: nil, bundle: nil)
        let events = DrawerSettleLog()

        init() {
            phone.window.rootViewController = parent
            phone.window.layoutIfNeeded()
        }

        /// A drawer at a 120-pt tip, medium and large, with a closed detent to rise from.
        func makeDrawer(closable: Bool = true) -> DrawerViewController {
            let detents: [DrawerDetent] = [.points(120, identifier: "tip"), .medium, .large]
            let drawer = DrawerViewController(
                content: UIViewController(nibName: nil, bundle: nil),
                configuration: DrawerSheetConfiguration(detents: closable ? [.closed] + detents : detents),
                initialDetent: "tip")
            drawer.delegate = events
            return drawer
        }

        func top(_ drawer: DrawerViewController) -> CGFloat { drawer.sheetView.panelFrame.minY }

        /// Added with animation: a child filling the parent's view, rising from closed to its tip;
        /// the completion runs once it rests; no dismissal is reported on the way.
        @Test func addedAnimatedRisesToItsInitialDetent() {
            let drawer = makeDrawer()
            var completed = 0
            drawer.addDrawer(toParent: parent, animated: true) { completed += 1 }
            #expect(drawer.parent === parent && parent.children.contains(drawer))
            #expect(drawer.view.superview === parent.view && drawer.view.frame == parent.view.bounds)
            #expect(completed == 0, "not before it rests")
            UIKitDouble.advance(seconds: 0.05)
            let rising = top(drawer)
            #expect(rising > Phone.size.height - 120 + 1 && rising < Phone.size.height, "rising: \(rising)")
            phone.settle()
            #expect(close(top(drawer), Phone.size.height - 120), "at its tip: \(top(drawer))")
            #expect(completed == 1)
            #expect(events.dismissals == 0, "showing is no dismissal")
        }

        /// Added without animation: at its tip at once, the completion at once; a second add is
        /// ignored (the completion still runs); `at: 0` puts it under the parent's other views.
        @Test func addedAtOnceAndOnlyOnce() {
            let label = UIView(frame: parent.view.bounds)
            parent.view.addSubview(label)
            let drawer = makeDrawer()
            var completed = 0
            drawer.addDrawer(toParent: parent, at: 0) { completed += 1 }
            #expect(completed == 1)
            #expect(parent.view.subviews.first === drawer.view, "under the other views")
            #expect(close(top(drawer), Phone.size.height - 120))
            drawer.addDrawer(toParent: parent) { completed += 1 }
            #expect(completed == 2 && parent.children.count == 1 && parent.view.subviews.count == 2)
        }

        /// Removed with animation: it springs closed, then leaves the view and the controller
        /// hierarchy, and the completion runs once.
        @Test func removedAnimatedClosesThenLeaves() {
            let drawer = makeDrawer()
            drawer.addDrawer(toParent: parent)
            var removed = 0
            drawer.removeDrawerFromParent(animated: true) { removed += 1 }
            UIKitDouble.advance(seconds: 0.05)
            #expect(drawer.view.superview === parent.view, "still there while it closes")
            #expect(top(drawer) > Phone.size.height - 120 + 1, "closing: \(top(drawer))")
            phone.settle()
            #expect(removed == 1)
            #expect(drawer.parent == nil && drawer.view.superview == nil && parent.children.isEmpty)
        }

        /// A drawer without a closed detent has nothing to rise from or close to: it appears at its
        /// tip and leaves at once; removing a drawer without a parent only completes.
        @Test func withoutAClosedDetentItAppearsAndLeavesAtOnce() {
            let drawer = makeDrawer(closable: false)
            var calls = 0
            drawer.addDrawer(toParent: parent, animated: true) { calls += 1 }
            #expect(calls == 1 && close(top(drawer), Phone.size.height - 120))
            drawer.removeDrawerFromParent(animated: true) { calls += 1 }
            #expect(calls == 2 && drawer.parent == nil && drawer.view.superview == nil)
            drawer.removeDrawerFromParent(animated: false) { calls += 1 }
            #expect(calls == 3)
        }
    }
}

/// Counts the dismissals a drawer controller reports.
final class DrawerSettleLog: DrawerViewControllerDelegate {
    var dismissals = 0

    func drawerViewController(_ controller: DrawerViewController, didDismissBecauseOf cause: DrawerDismissalCause) {
        dismissals += 1
    }
}
