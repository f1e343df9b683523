import DrawerCore
import Testing
import UIKit

@testable import DrawerUIKit

extension UIKitScenarios {
    /// Issue 35: where the UIKit double became as strict as UIKit (VoiceOver's modality, the
    /// display link's rate on ProMotion, the keyboard's animation block, a list's safe-area inset
    /// and its bounce at the end of a glide), the adapter's behaviour under the stricter rule.
    @MainActor
    @Suite struct StrictDoubleScenarios {
        /// An accessibility element named `label` at `frame`.
        static func element(_ label: String, _ frame: CGRect = CGRect(x: 0, y: 100, width: 390, height: 44)) -> UIView {
            let view = UIView(frame: frame)
            view.isAccessibilityElement = true
            view.accessibilityLabel = label
            return view
        }

        @Test func theDoubleHidesOnlyTheSiblingsOfAModalView() {
            let phone = Phone()
            let a = Self.element("A")
            let b = UIView(frame: phone.root.bounds)
            let c = Self.element("C")
            let d = Self.element("D")
            phone.root.addSubview(a)
            phone.root.addSubview(b)
            b.addSubview(c)
            b.addSubview(d)
            c.accessibilityViewIsModal = true
            // The "accessibilityViewIsModal" page's example: a modal C inside B leaves A readable.
            let reachable = AccessibilityDouble.elements(in: phone.window)
            #expect(reachable.contains { $0 === a })
            #expect(reachable.contains { $0 === c })
            #expect(!reachable.contains { $0 === d })
            b.accessibilityViewIsModal = true
            #expect(!AccessibilityDouble.elements(in: phone.window).contains { $0 === a })
        }

        @Test func aDimmedDrawerHidesTheAppBesideItsHostAndTheDrawersUnderIt() {
            let phone = Phone()
            let behind = Self.element("Row behind")
            phone.root.addSubview(behind)
            let host = DrawerHostView(frame: .zero)
            phone.show(host)
            host.addDrawer(id: "list", contentView: UIView(), configuration: seed004Configuration(), initialDetent: .medium)
            phone.settle()
            let listGrabber = host.panels["list"]!.grabberView
            #expect(AccessibilityDouble.elements(in: phone.window).contains { $0 === behind }, "undimmed: reachable")
            host.addDrawer(id: "detail", contentView: UIView(), configuration: seed004Configuration(), initialDetent: .large)
            phone.settle()
            let reachable = AccessibilityDouble.elements(in: phone.window)
            #expect(!reachable.contains { $0 === behind }, "the app beside the host")
            #expect(!reachable.contains { $0 === listGrabber }, "the drawer under the dimmed one")
            #expect(reachable.contains { $0 === host.panels["detail"]!.grabberView })
            host.move("detail", to: .default)
            phone.settle()
            let afterwards = AccessibilityDouble.elements(in: phone.window)
            #expect(afterwards.contains { $0 === behind } && afterwards.contains { $0 === listGrabber })
        }

        @Test func theKeyboardsAnimationBlockAnimatesNothingOfTheSheetTheSpringMovesIt() {
            let phone = Phone()
            let sheet = DrawerSheetView(contentView: UIView(), configuration: seed004Configuration())
            phone.show(sheet)
            phone.settle()
            let resting = sheet.panelFrame.minY
            let keyboard = CGRect(x: 0, y: Phone.size.height - 336, width: Phone.size.width, height: 336)
            UIKitDouble.postKeyboardFrame(keyboard, screen: UIScreen())
            #expect(UIKitDouble.animatedWrites == 0, "no implicit animation under the display link's spring")
            UIKitDouble.advance(seconds: 0.1)
            let midway = sheet.panelFrame.minY
            #expect(midway < resting && midway > keyboard.minY - 100, "the spring is on its way")
            phone.settle()
            #expect(close(sheet.panelFrame.minY, keyboard.minY - 100))
        }

        /// A phone showing seed 004's sheet at `detent` with a tracked list of 60 rows.
        static func trackedList(at detent: DrawerDetent.Identifier) -> (Phone, UIScrollView, DrawerSheetView) {
            let phone = Phone()
            let list = makeList()
            let sheet = DrawerSheetView(contentView: list, configuration: seed004Configuration(), initialDetent: detent)
            sheet.track(scrollView: list)
            phone.show(sheet)
            return (phone, list, sheet)
        }

        @Test func aFlickThatGlidesTheListPastItsTopBouncesItAndLeavesTheDrawerWhereItIs() {
            let (phone, list, sheet) = Self.trackedList(at: .large)
            list.contentOffset.y = 150
            phone.settle()
            let top = sheet.panelFrame.minY
            // A quick flick down: the list takes it, glides to its top and past it.
            phone.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 420), duration: 0.05)
            var lowest = list.contentOffset.y
            var highestPanel = sheet.panelFrame.minY
            for _ in 0..<240 {
                UIKitDouble.advanceFrame()
                lowest = min(lowest, list.contentOffset.y)
                highestPanel = max(highestPanel, sheet.panelFrame.minY)
            }
            #expect(lowest < -list.adjustedContentInset.top - 5, "the glide overshoots the top")
            #expect(close(list.contentOffset.y, -list.adjustedContentInset.top, 0.5), "and springs back")
            #expect(close(highestPanel, top, 0.5), "the drawer stays at large throughout")
            #expect(sheet.detent == .large)
        }

        @Test func aListsAdjustedInsetIncludesTheSafeAreaOnItsScrollingAxis() {
            let phone = Phone()
            let list = makeList()
            let sheet = DrawerSheetView(contentView: list, configuration: seed004Configuration(), initialDetent: .large)
            phone.show(sheet)
            phone.settle()
            // At large the panel's top (40 pt) is under the 47 pt status bar: an untracked list
            // takes the 7 pt in its adjusted inset; with `.never` it does not.
            #expect(close(list.adjustedContentInset.top, Phone.safeArea.top - 40, 0.5))
            list.contentInsetAdjustmentBehavior = .never
            #expect(list.adjustedContentInset.top == 0)
        }

        @Test func aTrackedListDoesNotSlideAsThePanelPassesUnderTheStatusBar() {
            let (phone, list, sheet) = Self.trackedList(at: .medium)
            phone.settle()
            // One finger from medium up to large's top, 7 pt under the 47 pt status bar (the
            // pan's 10 pt slop and a step added to the travel).
            let start = CGPoint(x: 200, y: sheet.panelFrame.minY + 100)
            let travel = Phone.size.height / 2 - 40 + UIPanGestureRecognizer.doubleHysteresis + 4
            phone.drag(from: start, to: CGPoint(x: 200, y: start.y - travel), duration: 0.5, lift: false)
            #expect(sheet.panelFrame.minY < Phone.safeArea.top)
            // The list was not pushed down under the status bar by a safe-area inset that grew
            // mid-drag: its first row is at the panel's top, or above it if the list scrolled.
            #expect(list.adjustedContentInset.top == 0)
            #expect(list.contentOffset.y > -0.5)
            phone.window.doubleTouchUp()
            phone.settle()
            #expect(list.contentOffset.y > -0.5)
        }

        /// Display-link callbacks during the first quarter second of a spring to `.large`.
        static func callbacksInASpring(_ phone: Phone) -> Int {
            let sheet = DrawerSheetView(contentView: UIView(), configuration: seed004Configuration())
            phone.show(sheet)
            phone.settle()
            let before = UIKitDouble.displayLinkCallbacks
            sheet.move(to: .large)
            UIKitDouble.advance(seconds: 0.25)
            return UIKitDouble.displayLinkCallbacks - before
        }

        @Test func onProMotionTheSpringIsDrawnAt120Hz() {
            // 0.25 s of a 120 Hz display: 30 frames (the first may fall before the link starts).
            let callbacks = Self.callbacksInASpring(Phone())
            #expect(callbacks >= 29)
        }

        @Test func withoutTheAppsInfoPlistKeyTheLinkRunsAt60Hz() {
            let callbacks = Self.callbacksInASpring(Phone(allowsHighFrameRates: false))
            #expect(callbacks >= 14 && callbacks <= 16)
        }
    }
}
