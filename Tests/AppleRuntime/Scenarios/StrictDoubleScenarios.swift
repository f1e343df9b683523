import DrawerCore
import Testing
import UIKit

@testable import DrawerUIKit

extension UIKitScenarios {
    /// Issue 35: where the UIKit double became as strict as UIKit (VoiceOver's modality, the
    /// display link's rate on ProMotion), the adapter's behaviour under the stricter rule.
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
