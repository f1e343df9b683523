import DrawerCore
import Testing
import UIKit

@testable import DrawerUIKit

extension UIKitScenarios {
    /// One scenario per finding of issue 21's reading of DrawerUIKit, named after it. Each failed on
    /// the adapter as it was before the fixes (docs/APPLE.md lists which and how).
    @MainActor
    @Suite struct FindingScenarios {
        let phone = Phone()

        /// 1. A rotation (or a Split View resize) resizes the host with its superview, and the
        /// detents follow the new container.
        @Test func finding1_hostFollowsItsSuperviewThroughARotation() {
            let sheet = DrawerSheetView(contentView: UIView(), configuration: seed004Configuration())
            phone.show(sheet)
            sheet.move(to: .medium, animated: false)
            let landscape = CGSize(width: 844, height: 390)
            phone.window.doubleResize(to: landscape, safeArea: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
            phone.settle()
            #expect(sheet.frame.size == landscape)
            #expect(sheet.engine.container.size == landscape)
            #expect(sheet.detent == .medium)
            #expect(close(sheet.panelFrame.minY, landscape.height / 2))
        }

        /// 2. A fit-to-content detent measures Auto Layout content by its natural height, not by the
        /// panel's current frame.
        @Test func finding2_fitToContentMeasuresAutoLayoutContent() {
            let content = IntrinsicContent()
            content.translatesAutoresizingMaskIntoConstraints = false
            content.naturalHeight = 300
            let sheet = DrawerSheetView(
                contentView: content, configuration: DrawerSheetConfiguration(detents: [.fit, .large]))
            phone.show(sheet)
            phone.settle()
            sheet.move(to: .fit, animated: false)
            phone.settle()
            let fitted = sheet.engine.stops.first { $0.identifier == .fit }?.extent ?? 0
            // The content's 300 pt, the grabber's strip and the home indicator under it.
            #expect(close(fitted, 300 + DrawerGrabberView.stripLength + Phone.safeArea.bottom, 1)
                || close(fitted, 300 + DrawerGrabberView.stripLength, 1))
            #expect(close(Phone.size.height - sheet.panelFrame.minY, fitted))
            content.naturalHeight = 200
            sheet.setNeedsLayout()
            phone.settle()
            let refitted = sheet.engine.stops.first { $0.identifier == .fit }?.extent ?? 0
            #expect(close(fitted - refitted, 100, 1))
        }

        /// 2, the other protocol. Frame-based content that answers `sizeThatFits` itself is
        /// measured by that answer, not by its (empty) constraints or the panel's frame.
        @Test func finding2_fitToContentAsksFrameBasedContentItsSize() {
            let sheet = DrawerSheetView(
                contentView: SelfSizingContent(), configuration: DrawerSheetConfiguration(detents: [.fit, .large]))
            phone.show(sheet)
            // Measured again while the panel (and so the content's frame) is at its largest.
            sheet.move(to: .large, animated: false)
            phone.settle()
            sheet.setNeedsLayout()
            phone.settle()
            let fitted = sheet.engine.stops.first { $0.identifier == .fit }?.extent ?? 0
            #expect(close(fitted, 240 + DrawerGrabberView.stripLength + Phone.safeArea.bottom, 1))
            sheet.move(to: .fit, animated: false)
            phone.settle()
            #expect(close(Phone.size.height - sheet.panelFrame.minY, fitted))
        }

        /// 3. A horizontal swipe on a carousel inside the drawer's content scrolls the carousel and
        /// leaves the drawer alone, whichever recognizer hears the touch first.
        @Test(arguments: [UIKitDouble.RecognizerOrder.hitViewFirst, .windowFirst])
        func finding3_horizontalCarouselKeepsItsSwipe(order: UIKitDouble.RecognizerOrder) {
            let phone = Phone(order: order)
            let content = UIView()
            let carousel = UIScrollView(frame: CGRect(x: 0, y: 40, width: 390, height: 120))
            carousel.contentSize = CGSize(width: 1200, height: 120)
            content.addSubview(carousel)
            let sheet = DrawerSheetView(contentView: content, configuration: seed004Configuration())
            phone.show(sheet)
            sheet.move(to: .medium, animated: false)
            phone.window.layoutIfNeeded()
            let y = sheet.panelFrame.minY + 100
            phone.drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 100, y: y + 12), duration: 0.3)
            phone.settle()
            #expect(carousel.contentOffset.x > 150)
            #expect(sheet.detent == .medium)
            #expect(close(sheet.panelFrame.minY, Phone.size.height / 2))
        }

        /// 4. A closed side drawer does not take taps at the screen's leading edge: the navigation
        /// bar's back button under its edge region still works, and an edge swipe still opens it.
        @Test func finding4_leadingButtonWorksBesideAClosedSideDrawer() {
            let button = TouchRecorder(frame: CGRect(x: 8, y: 50, width: 44, height: 44))
            phone.root.addSubview(button)
            let host = DrawerHostView(frame: .zero)
            phone.show(host)
            host.addDrawer(
                id: "menu", contentView: UIView(),
                configuration: DrawerSheetConfiguration(
                    detents: [.closed, .fraction(0.8, identifier: "open")],
                    behavior: .navigationDrawer(edge: .leading)),
                initialDetent: .closed)
            phone.window.layoutIfNeeded()
            phone.tap(CGPoint(x: 20, y: 70))
            #expect(button.ended == 1)
            phone.drag(from: CGPoint(x: 10, y: 400), to: CGPoint(x: 260, y: 400), duration: 0.3)
            phone.settle()
            #expect(host.detent("menu") == "open")
        }

        /// 5. The panel's shadow has an explicit path (no offscreen pass per frame), kept to the
        /// panel's bounds and radius while it moves.
        @Test func finding5_panelShadowHasAnExplicitPath() {
            let sheet = DrawerSheetView(contentView: UIView(), configuration: seed004Configuration())
            phone.show(sheet)
            sheet.move(to: .large)
            var framesWithoutPath = 0
            var mismatched = 0
            while UIKitDouble.hasActiveDisplayLink {
                UIKitDouble.advanceFrame()
                let layer = sheet.panels[DrawerSheetView.drawerID]!.panelView.layer
                if layer.doubleNeedsOffscreenShadowPass { framesWithoutPath += 1 }
                if let path = layer.shadowPath,
                    path.boundingBox != sheet.panels[DrawerSheetView.drawerID]!.panelView.bounds
                {
                    mismatched += 1
                }
            }
            #expect(framesWithoutPath == 0)
            #expect(mismatched == 0)
        }

        /// 6. Turning Reduce Motion on is seen at once (its notification), without waiting for a
        /// layout pass: the next move already takes the reduced spring, as long as a move made
        /// with Reduce Motion on from the start, and shorter than the normal spring.
        @Test func finding6_reduceMotionChangeIsObserved() {
            func framesOfAMoveToLarge(_ sheet: DrawerSheetView) -> Int {
                let before = UIKitDouble.displayLinkCallbacks
                sheet.move(to: .large)
                phone.settle()
                #expect(sheet.detent == .large)
                return UIKitDouble.displayLinkCallbacks - before
            }
            let normal = DrawerSheetView(contentView: UIView(), configuration: seed004Configuration())
            phone.show(normal)
            let normalFrames = framesOfAMoveToLarge(normal)
            normal.removeFromSuperview()

            AccessibilityDouble.setReduceMotion(true)
            let fromTheStart = DrawerSheetView(contentView: UIView(), configuration: seed004Configuration())
            phone.show(fromTheStart)
            let reducedFrames = framesOfAMoveToLarge(fromTheStart)
            fromTheStart.removeFromSuperview()
            AccessibilityDouble.setReduceMotion(false)

            let switched = DrawerSheetView(contentView: UIView(), configuration: seed004Configuration())
            phone.show(switched)
            AccessibilityDouble.setReduceMotion(true)
            // No layout pass between the switch and the move.
            #expect(switched.doubleLayoutCount == 1)
            let switchedFrames = framesOfAMoveToLarge(switched)
            #expect(reducedFrames < normalFrames)
            #expect(switchedFrames == reducedFrames)
        }

        /// 7. On iOS 16.0 the keyboard notification has no screen object; the sheet still lifts.
        @Test func finding7_keyboardWithoutAScreenObjectLiftsTheSheet() {
            let sheet = DrawerSheetView(contentView: UIView(), configuration: seed004Configuration())
            phone.show(sheet)
            sheet.move(to: .default, animated: false)
            let keyboard = CGRect(x: 0, y: Phone.size.height - 336, width: Phone.size.width, height: 336)
            UIKitDouble.postKeyboardFrame(keyboard, screen: nil)
            phone.settle()
            #expect(sheet.panelFrame.minY <= keyboard.minY - 100 + 1)
        }

        /// 8. VoiceOver reaches the drawer's "move to" actions on an element it visits.
        @Test func finding8_voiceOverOffersTheDetentActions() {
            let sheet = DrawerSheetView(contentView: UIView(), configuration: seed004Configuration())
            phone.show(sheet)
            let actions = AccessibilityDouble.elements(in: phone.window).flatMap { $0.accessibilityCustomActions ?? [] }
            #expect(actions.count >= 2)
            let toLarge = actions.first { $0.name.localizedCaseInsensitiveContains("large") || $0.name.contains("40") }
                ?? actions.last
            #expect(toLarge?.doublePerform() == true)
            phone.settle()
            #expect(sheet.detent != .default)
        }

        /// 9. A host removed while it animates is released: the display link does not keep it.
        @Test func finding9_displayLinkDoesNotRetainTheHost() {
            weak var released: DrawerSheetView?
            do {
                let sheet = DrawerSheetView(contentView: UIView(), configuration: seed004Configuration())
                phone.show(sheet)
                sheet.move(to: .large)
                UIKitDouble.advanceFrame()
                #expect(UIKitDouble.hasActiveDisplayLink)
                sheet.removeFromSuperview()
                released = sheet
            }
            UIKitDouble.advanceFrame()
            #expect(released == nil)
            UIKitDouble.advance(seconds: 0.1)
            #expect(!UIKitDouble.hasActiveDisplayLink)
        }
    }
}
