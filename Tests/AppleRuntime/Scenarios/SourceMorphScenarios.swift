import DrawerCore
import Testing
import UIKit

@testable import DrawerUIKit

/// A view that acts on a tap, as a button does.
@MainActor
final class TapButton: UIView {
    var onTap: () -> Void = {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { onTap() }
}

extension UIKitScenarios {
    /// A sheet that grows out of the button that opens it and shrinks back into it (issue 24's
    /// "growing out of a source"), read off the panel view the double draws.
    @MainActor
    @Suite struct SourceMorphScenarios {
        let phone = Phone()
        let host = DrawerHostView(frame: .zero)
        let button = TapButton(frame: CGRect(x: 20, y: 100, width: 120, height: 44))

        init() {
            button.layer.cornerRadius = 22
            phone.root.addSubview(button)
            phone.show(host)
            host.addDrawer(
                id: "grown", contentView: UIView(),
                configuration: DrawerSheetConfiguration(detents: [.closed, .medium, .large]), initialDetent: .closed)
            phone.settle()
            button.onTap = { [host, button] in host.present("grown", from: button) }
        }

        /// The button's rectangle moved towards `end` by `t`.
        func mix(_ end: CGRect, _ t: CGFloat) -> CGRect {
            let a = button.frame
            return CGRect(
                x: a.minX + (end.minX - a.minX) * t, y: a.minY + (end.minY - a.minY) * t,
                width: a.width + (end.width - a.width) * t, height: a.height + (end.height - a.height) * t)
        }

        func near(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 0.5) -> Bool {
            close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance) && close(a.width, b.width, tolerance)
                && close(a.height, b.height, tolerance)
        }

        @Test func aTapGrowsThePanelOutOfTheButtonAndADismissalShrinksItBack() {
            phone.tap(CGPoint(x: 80, y: 122))
            let first = host.panelFrame("grown")
            #expect(first.width < 390, "the first frame is near the button: \(first)")
            let content = host.panels["grown"]!.contentView
            // The morph ends at medium: the bottom half, full width.
            let end = CGRect(x: 0, y: 422, width: 390, height: 422)
            var growing = 0
            var lastWidth: CGFloat = 0
            for _ in 0..<240 {
                UIKitDouble.advanceFrame()
                guard let morph = host.model.morph(of: "grown"), morph.progress < 1 else { break }
                growing += 1
                let drawn = host.panelFrame("grown")
                #expect(near(drawn, mix(end, morph.progress)), "at \(morph.progress): \(drawn)")
                #expect(drawn.width >= lastWidth - 0.5, "it grows")
                lastWidth = drawn.width
                #expect(close(content.alpha, morph.contentOpacity, 0.001))
            }
            #expect(growing >= 5, "frames drawn mid-morph: \(growing)")
            phone.settle()
            #expect(host.detent("grown") == .medium)
            #expect(close(host.panelFrame("grown").minY, 422) && content.alpha == 1)
            #expect(host.panels["grown"]!.panelView.clipsToBounds == false)

            host.dismiss("grown")
            let last = lastShownFrame()
            #expect(near(last.frame, button.frame, 4), "shrunk back into the button: \(last.frame)")
            #expect(last.alpha < 0.05)
        }

        /// Runs frames until the drawer is no longer shown; its panel's frame and content alpha in
        /// the last frame it was shown.
        func lastShownFrame() -> (frame: CGRect, alpha: CGFloat) {
            var last = (frame: host.panelFrame("grown"), alpha: host.panels["grown"]!.contentView.alpha)
            for _ in 0..<1200 where host.model.isShown("grown") {
                last = (host.panelFrame("grown"), host.panels["grown"]!.contentView.alpha)
                UIKitDouble.advanceFrame()
            }
            return last
        }

        @Test func aDismissalDragEndsInTheButton() {
            phone.tap(CGPoint(x: 80, y: 122))
            phone.settle()
            phone.drag(from: CGPoint(x: 200, y: 520), to: CGPoint(x: 200, y: 800), duration: 0.15)
            let last = lastShownFrame()
            #expect(host.detent("grown") == .closed)
            #expect(near(last.frame, button.frame, 4), "\(last.frame)")
        }

        @Test func aDragCatchesTheMorphWhereItIsDrawn() {
            phone.tap(CGPoint(x: 80, y: 122))
            for _ in 0..<60 {
                UIKitDouble.advanceFrame()
                if (host.model.morph(of: "grown")?.progress ?? 1) >= 0.4 { break }
            }
            let before = host.panelFrame("grown")
            #expect(host.model.morph(of: "grown")!.progress < 1)
            let end = CGRect(x: 0, y: 422, width: 390, height: 422)
            // A finger down in the middle of the growing outline, then moved down frame by frame.
            let start = CGPoint(x: before.midX, y: before.midY)
            phone.window.doubleTouchDown(at: start)
            var previous = before
            var largest: CGFloat = 0
            for step in 1...24 {
                UIKitDouble.advanceFrame()
                phone.window.doubleTouchMove(to: CGPoint(x: start.x, y: start.y + CGFloat(step) * 3))
                let drawn = host.panelFrame("grown")
                largest = max(largest, abs(drawn.minY - previous.minY), abs(drawn.width - previous.width))
                previous = drawn
                if let morph = host.model.morph(of: "grown"), morph.progress < 1 {
                    #expect(near(drawn, mix(end, morph.progress)), "dragged, still the morph of its progress: \(drawn)")
                }
            }
            #expect(host.model.engine(of: "grown")!.dragState == .tracking, "the finger holds it")
            #expect(largest < 30, "no jump when caught: \(largest)")
            phone.window.doubleTouchUp()
            phone.settle()
            #expect(host.detent("grown") != nil)
        }
    }
}
