import DrawerCore
import Testing
import UIKit

@testable import DrawerUIKit

extension UIKitScenarios {
    /// Issue 47, UIKit: `present(drawer, animated: true)` through UIKit's presentation machinery, and
    /// every way out of it, read through the window, the controller hierarchy, the appearance
    /// callbacks UIKit sent and the presentation delegate's calls.
    @MainActor
    @Suite struct ModalPresentationScenarios {
        let phone = Phone()
        let presenter = UIViewController(nibName: nil, bundle: nil)
        let listener = PresentationListener()
        let drawerEvents = DrawerEventLog()

        init() {
            phone.window.rootViewController = presenter
            phone.window.layoutIfNeeded()
        }

        /// A drawer at medium and large, 60 pt below the window's top (no closed detent: the
        /// presentation adds it).
        func makeDrawer(configure: (DrawerViewController) -> Void = { _ in }) -> DrawerViewController {
            let drawer = DrawerViewController(
                content: UIViewController(nibName: nil, bundle: nil),
                configuration: DrawerSheetConfiguration(detents: [.medium, .offsetFromFarEdge(60, identifier: .large)]))
            drawer.delegate = drawerEvents
            configure(drawer)
            return drawer
        }

        /// Presents `drawer` with its presentation delegate set first, as UIKit users do, and waits
        /// until it rests.
        func present(_ drawer: DrawerViewController) {
            drawer.presentationController?.delegate = listener
            var completed = false
            presenter.present(drawer, animated: true) { completed = true }
            phone.settle()
            #expect(completed)
        }

        /// A swipe from inside the panel to near the bottom of the window.
        func swipeDown(_ drawer: DrawerViewController) {
            let top = drawer.sheetView.panelFrame.minY
            phone.drag(from: CGPoint(x: 200, y: top + 20), to: CGPoint(x: 200, y: Phone.size.height - 10), duration: 0.2)
        }

        /// Whether the drawer's view is in the window.
        func isOnScreen(_ drawer: DrawerViewController) -> Bool { drawer.view.window === phone.window }

        @Test func presentingOpensTheDrawerOnItsSpringAndEndsWhenItRests() {
            let drawer = makeDrawer()
            drawer.presentationController?.delegate = listener
            var completed = false
            presenter.present(drawer, animated: true) { completed = true }
            #expect(presenter.presentedViewController === drawer)
            #expect(drawer.presentingViewController === presenter)
            #expect(drawer.isBeingPresented)
            #expect(!completed, "UIKit's presentation runs as long as the spring")
            #expect(isOnScreen(drawer))
            #expect(drawer.sheetView.panelFrame.minY > Phone.size.height - 1, "it starts closed")
            #expect(PresentationDouble.appearances(of: drawer) == [.viewWillAppear])
            UIKitDouble.advance(seconds: 0.1)
            let rising = drawer.sheetView.panelFrame.minY
            #expect(rising < Phone.size.height - 50 && rising > Phone.size.height / 2, "on its way up: \(rising)")
            phone.settle()
            #expect(completed)
            #expect(!drawer.isBeingPresented)
            #expect(drawer.sheetView.engine.frame.restingDetent == .medium)
            #expect(close(drawer.sheetView.panelFrame.minY, Phone.size.height / 2))
            #expect(PresentationDouble.appearances(of: drawer) == [.viewWillAppear, .viewDidAppear])
            #expect(drawer.presentationController is DrawerPresentationController)
            #expect(drawer.presentationController?.shouldRemovePresentersView == false)
            #expect(presenter.view.window === phone.window, "the presenter's view stays under the drawer")
            #expect(PresentationDouble.appearances(of: presenter).isEmpty, "its view was never removed")
            #expect(listener.calls.isEmpty)
            #expect(PresentationDouble.log.isEmpty)
        }

        @Test func aSwipeDownDismissesThroughUIKitAndTheDelegateHearsWillThenDid() {
            let drawer = makeDrawer()
            present(drawer)
            swipeDown(drawer)
            #expect(listener.calls == ["should", "will"], "will-dismiss at the release, before the spring")
            #expect(drawer.isBeingDismissed)
            #expect(presenter.presentedViewController === drawer, "UIKit's dismissal runs with the spring")
            #expect(PresentationDouble.appearances(of: drawer).last == .viewWillDisappear)
            phone.settle()
            #expect(listener.calls == ["should", "will", "did"])
            #expect(presenter.presentedViewController == nil)
            #expect(drawer.presentingViewController == nil)
            #expect(!isOnScreen(drawer))
            #expect(
                PresentationDouble.appearances(of: drawer)
                    == [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear])
            #expect(PresentationDouble.appearances(of: presenter).isEmpty)
            #expect(drawerEvents.dismissals == [.swipe], "the drawer's own delegate hears it as in the child form")
            #expect(!UIKitDouble.hasActiveDisplayLink)
        }

        @Test func aDimmingTapDismissesThroughUIKit() {
            let drawer = makeDrawer()
            present(drawer)
            drawer.move(to: .large, animated: false)
            phone.settle()
            #expect(drawer.sheetView.dimming(DrawerSheetView.drawerID) > 0)
            phone.tap(CGPoint(x: 200, y: 20))
            #expect(listener.calls == ["should", "will"])
            phone.settle()
            #expect(listener.calls == ["should", "will", "did"])
            #expect(presenter.presentedViewController == nil)
            #expect(drawerEvents.dismissals == [.dimmingTap])
        }

        @Test func voiceOversEscapeDismissesAsAPerson() {
            let drawer = makeDrawer()
            present(drawer)
            AccessibilityDouble.focus(on: drawer.sheetView)
            #expect(AccessibilityDouble.performEscape())
            #expect(listener.calls == ["should", "will"])
            phone.settle()
            #expect(listener.calls == ["should", "will", "did"])
            #expect(presenter.presentedViewController == nil)
            #expect(drawerEvents.dismissals == [.escape])
        }

        @Test func modalInPresentationBeforeTheDrawerHasOpenedRefusesToo() {
            let drawer = makeDrawer()
            drawer.isModalInPresentation = true
            drawer.presentationController?.delegate = listener
            presenter.present(drawer, animated: true)
            UIKitDouble.advance(seconds: 0.15)
            #expect(drawer.isBeingPresented, "still opening")
            let top = drawer.sheetView.panelFrame.minY
            phone.drag(from: CGPoint(x: 200, y: top + 20), to: CGPoint(x: 200, y: Phone.size.height - 10), duration: 0.2)
            phone.settle()
            #expect(presenter.presentedViewController === drawer)
            #expect(!drawer.isBeingPresented, "a person took hold: the presentation ended")
            #expect(listener.calls == ["attempt"])
            #expect(drawer.sheetView.engine.frame.restingDetent == .medium)
        }

        @Test func whileModalInPresentationASwipeSpringsBackAndTheDelegateHearsTheAttempt() {
            let drawer = makeDrawer()
            present(drawer)
            drawer.isModalInPresentation = true
            swipeDown(drawer)
            phone.settle()
            #expect(listener.calls == ["attempt"], "not asked: UIKit refuses before the delegate")
            #expect(drawer.sheetView.engine.frame.restingDetent == .medium)
            #expect(close(drawer.sheetView.panelFrame.minY, Phone.size.height / 2))
            #expect(presenter.presentedViewController === drawer)
            #expect(drawerEvents.attempts == [.swipe])

            drawer.move(to: .large, animated: false)
            phone.settle()
            phone.tap(CGPoint(x: 200, y: 20))
            phone.settle()
            #expect(listener.calls == ["attempt", "attempt"], "a dimming tap is refused too")
            #expect(drawer.sheetView.engine.frame.restingDetent == .large)

            // Modal set on the content controller counts as well; cleared everywhere, a swipe works.
            drawer.isModalInPresentation = false
            drawer.contentViewController.isModalInPresentation = true
            swipeDown(drawer)
            phone.settle()
            #expect(listener.calls.last == "attempt")
            drawer.contentViewController.isModalInPresentation = false
            drawer.move(to: .medium, animated: false)
            swipeDown(drawer)
            phone.settle()
            #expect(listener.calls.suffix(3) == ["should", "will", "did"])
            #expect(presenter.presentedViewController == nil)
        }

        @Test func theDelegatesNoRefusesAPersonsDismissalButNotTheApps() {
            let drawer = makeDrawer()
            present(drawer)
            listener.allowsDismissal = false
            swipeDown(drawer)
            phone.settle()
            #expect(listener.calls == ["should", "attempt"])
            #expect(presenter.presentedViewController === drawer)
            var completed = false
            presenter.dismiss(animated: true) { completed = true }
            phone.settle()
            #expect(completed, "the app's own dismissal is not the person's")
            #expect(presenter.presentedViewController == nil)
            #expect(listener.calls == ["should", "attempt"], "no will/did for a programmatic dismissal")
        }

        @Test func aHeldDismissalIsAnAttemptAndTheConfirmedCloseIsTheApps() throws {
            let drawer = makeDrawer { $0.confirmsDismissal = true }
            present(drawer)
            swipeDown(drawer)
            phone.settle()
            let hold = try #require(drawer.dismissalHold)
            #expect(listener.calls == ["should", "attempt"])
            #expect(presenter.presentedViewController === drawer)
            #expect(drawer.confirmDismissal(hold: hold.id))
            #expect(drawer.isBeingDismissed)
            phone.settle()
            #expect(presenter.presentedViewController == nil)
            #expect(listener.calls == ["should", "attempt"], "the app confirmed: a programmatic dismissal")
            #expect(drawerEvents.dismissals == [.swipe])
        }

        @Test func theAppsDismissFollowsTheSpringAndCallsNoDismissDelegateMethods() {
            let drawer = makeDrawer()
            present(drawer)
            var completed = false
            drawer.dismiss(animated: true) { completed = true }
            #expect(drawer.isBeingDismissed)
            #expect(!completed)
            UIKitDouble.advance(seconds: 0.1)
            #expect(drawer.sheetView.panelFrame.minY > Phone.size.height / 2 + 20, "on its way down")
            phone.settle()
            #expect(completed)
            #expect(presenter.presentedViewController == nil)
            #expect(listener.calls.isEmpty)
            #expect(drawerEvents.dismissals == [.programmatic])
        }

        @Test func dismissAnimatedOnAPresentedDrawerIsUIKits() {
            let drawer = makeDrawer()
            present(drawer)
            // UIKit's `dismiss(animated:completion:)`: the deprecated drawer close no longer wins.
            let result: Void = drawer.dismiss(animated: true)
            _ = result
            #expect(drawer.isBeingDismissed)
            phone.settle()
            #expect(presenter.presentedViewController == nil)
            #expect(!isOnScreen(drawer))
        }

        @Test func closeEndsThePresentationThroughUIKit() {
            let drawer = makeDrawer()
            present(drawer)
            #expect(drawer.close(animated: true))
            #expect(drawer.isBeingDismissed)
            phone.settle()
            #expect(presenter.presentedViewController == nil)
            #expect(listener.calls.isEmpty)
            #expect(PresentationDouble.appearances(of: drawer).last == .viewDidDisappear)
        }

        @Test func aDrawerCaughtOnItsWayOutStaysPresented() {
            let drawer = makeDrawer()
            present(drawer)
            // A flick down from medium: released 250 pt lower, heading for closed.
            let start = drawer.sheetView.panelFrame.minY + 20
            phone.drag(from: CGPoint(x: 200, y: start), to: CGPoint(x: 200, y: start + 250), duration: 0.1)
            #expect(drawer.isBeingDismissed)
            UIKitDouble.advanceFrame()
            let top = drawer.sheetView.panelFrame.minY
            #expect(top < Phone.size.height - 100, "still on screen: \(top)")
            phone.drag(from: CGPoint(x: 200, y: top + 60), to: CGPoint(x: 200, y: 150), duration: 0.3)
            phone.settle()
            #expect(presenter.presentedViewController === drawer)
            #expect(drawer.sheetView.engine.frame.restingDetent == .large)
            #expect(listener.calls == ["should", "will"], "no did-dismiss for a dismissal undone")
            #expect(
                PresentationDouble.appearances(of: drawer)
                    == [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewWillAppear, .viewDidAppear])
            // Dismissed again, it goes.
            swipeDown(drawer)
            phone.settle()
            #expect(presenter.presentedViewController == nil)
            #expect(listener.calls.suffix(1) == ["did"])
        }

        @Test func aRotationWhilePresentedKeepsTheDetentAndTheSwipe() {
            let drawer = makeDrawer()
            present(drawer)
            phone.window.doubleResize(
                to: CGSize(width: 844, height: 390), safeArea: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
            phone.settle()
            #expect(drawer.view.frame.size == CGSize(width: 844, height: 390))
            #expect(drawer.sheetView.engine.frame.restingDetent == .medium)
            #expect(close(drawer.sheetView.panelFrame.minY, 195))
            #expect(presenter.presentedViewController === drawer)
            let top = drawer.sheetView.panelFrame.minY
            phone.drag(from: CGPoint(x: 420, y: top + 20), to: CGPoint(x: 420, y: 385), duration: 0.2)
            phone.settle()
            #expect(presenter.presentedViewController == nil)
            #expect(listener.calls == ["should", "will", "did"])
        }

        @Test func atAnUndimmedDetentThePresentersViewTakesTouchesBesideTheDrawer() {
            let button = TouchRecorder(frame: CGRect(x: 20, y: 100, width: 120, height: 44))
            presenter.view.addSubview(button)
            let drawer = makeDrawer()
            present(drawer)
            #expect(drawer.sheetView.dimming(DrawerSheetView.drawerID) == 0, "medium, the first detent, is undimmed")
            phone.tap(CGPoint(x: 60, y: 120))
            #expect(button.ended == 1, "the tap went through to the presenter")
            #expect(presenter.presentedViewController === drawer)
            drawer.move(to: .large, animated: false)
            phone.settle()
            phone.tap(CGPoint(x: 60, y: 20))
            #expect(button.ended == 1, "dimmed: the tap is the dimming's")
            phone.settle()
            #expect(presenter.presentedViewController == nil)
        }

        @Test func withoutAnimationThePresentationAndTheDismissalEndAtOnce() {
            let drawer = makeDrawer()
            drawer.presentationController?.delegate = listener
            var presented = false
            presenter.present(drawer, animated: false) { presented = true }
            #expect(presented)
            #expect(drawer.sheetView.engine.frame.restingDetent == .medium)
            #expect(close(drawer.sheetView.panelFrame.minY, Phone.size.height / 2))
            #expect(!UIKitDouble.hasActiveDisplayLink)
            var dismissed = false
            presenter.dismiss(animated: false) { dismissed = true }
            #expect(dismissed)
            #expect(!isOnScreen(drawer))
            #expect(drawerEvents.dismissals == [.programmatic])
            // Presented again, with animation, it opens from closed once more.
            present(drawer)
            #expect(drawer.sheetView.engine.frame.restingDetent == .medium)
            #expect(PresentationDouble.log.isEmpty)
        }
    }
}

/// The calls a presentation delegate gets, and its answer to `presentationControllerShouldDismiss`.
@MainActor
final class PresentationListener: NSObject, UIAdaptivePresentationControllerDelegate {
    var calls: [String] = []
    var allowsDismissal = true

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        calls.append("should")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { calls.append("will") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { calls.append("did") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        calls.append("attempt")
    }
}

/// What a drawer controller's delegate hears of dismissals.
@MainActor
final class DrawerEventLog: DrawerViewControllerDelegate {
    var dismissals: [DrawerDismissalCause] = []
    var attempts: [DrawerDismissalCause] = []

    func drawerViewController(_ controller: DrawerViewController, didDismissBecauseOf cause: DrawerDismissalCause) {
        dismissals.append(cause)
    }
    func drawerViewController(_ controller: DrawerViewController, didAttemptToDismissBecauseOf cause: DrawerDismissalCause) {
        attempts.append(cause)
    }
}
