import DrawerCore
import Testing
import UIKit

@testable import DrawerUIKit

extension UIKitScenarios {
    /// The 2026 sheet's shape drawn by DrawerUIKit (issue 24): a floating glass panel at partial
    /// heights, anchored and opaque at full height, four corner radii, a narrow sheet placed in a
    /// wide window, and the look chosen by OS version. What is read is what the double holds on
    /// screen: the frames of the views that draw the panel's background, their corners, the
    /// material view and the fill's alpha.
    @MainActor
    @Suite struct ShapeScenarios {
        let phone = Phone()
        let host = DrawerHostView(frame: .zero)

        /// The display radius of a recent iPhone (issue 24: iPhone display radii are 47–62 pt).
        static let displayRadius: CGFloat = 55

        /// A sheet at medium and large that chose the iOS 26 look.
        static func iOS26Configuration(crossLength: CGFloat? = nil, placement: DrawerPlacement = .center)
            -> DrawerSheetConfiguration
        {
            var behavior = DrawerConfiguration()
            behavior.style = .iOS26Sheet()
            behavior.style.crossLength = crossLength
            behavior.style.placement = placement
            behavior.style.largestUndimmedDetent = .medium
            return DrawerSheetConfiguration(detents: [.medium, .large], largestUndimmedDetentIdentifier: .medium, behavior: behavior)
        }

        init() {
            phone.show(host)
            host.containerCornerRadius = Self.displayRadius
        }

        func add(_ configuration: DrawerSheetConfiguration, detent: DrawerDetent.Identifier = .medium) {
            host.addDrawer(id: "sheet", contentView: UIView(), configuration: configuration, initialDetent: detent)
            phone.window.layoutIfNeeded()
            phone.settle()
        }

        var panel: DrawerPanel { host.panels["sheet"]! }
        var frame: DrawerFrame { host.model.frame(of: "sheet")! }

        /// Where the panel's background is drawn, in window coordinates: the opaque fill's frame.
        var drawnFrame: CGRect { panel.fillView.convert(panel.fillView.bounds, to: nil) }

        /// The material's frame in window coordinates.
        var materialFrame: CGRect { panel.materialView.convert(panel.materialView.bounds, to: nil) }

        /// The corner radii `view` is rounded with on screen (top-left, top-right, bottom-left,
        /// bottom-right); empty when it has no per-corner configuration.
        static func radii(_ view: UIView) -> [CGFloat] {
            view.cornerConfiguration.doubleRadii.map { CGFloat($0?.doubleFixed ?? -1) }
        }

        static func radii(_ corners: DrawerCornerRadii) -> [CGFloat] {
            [corners.topLeft, corners.topRight, corners.bottomLeft, corners.bottomRight]
        }

        static func near(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 0.01) -> Bool {
            close(a.minX, b.minX, tolerance) && close(a.minY, b.minY, tolerance) && close(a.maxX, b.maxX, tolerance)
                && close(a.maxY, b.maxY, tolerance)
        }

        @Test func iOS26MediumFloatsInsetOnGlassWithItsOwnCorners() {
            add(Self.iOS26Configuration())
            let drawn = drawnFrame
            #expect(close(drawn.minX, 8, 0.01) && close(drawn.maxX, Phone.size.width - 8, 0.01), "8 pt from each side")
            #expect(close(drawn.maxY, Phone.size.height - 8, 0.01), "the panel ends 8 pt above the bottom: the gap is empty")
            #expect(Self.near(drawn, frame.visibleRect), "drawn where the model's outline is")
            #expect(Self.near(materialFrame, drawn))
            #expect(Self.radii(panel.fillView) == [38, 38, 47, 47], "top 38 pt; bottom concentric: 55 − 8")
            #expect(Self.radii(panel.fillView) == Self.radii(frame.shape.corners))
            #expect(Self.radii(panel.materialView) == Self.radii(frame.shape.corners))
            #expect(panel.materialView.effect is UIGlassEffect && !panel.materialView.isHidden, "glass shows")
            #expect(panel.fillView.alpha == 0, "no opaque fill over the glass")
            #expect(panel.panelView.layer.shadowOpacity == 0 && panel.panelView.layer.shadowPath == nil, "no shadow")
        }

        @Test func iOS26LargeIsAttachedOpaqueWithSquareBottomCorners() {
            add(Self.iOS26Configuration(), detent: .large)
            let drawn = drawnFrame
            #expect(close(drawn.minX, 0, 0.01) && close(drawn.width, Phone.size.width, 0.01), "full width")
            #expect(drawn.maxY >= Phone.size.height - 0.01, "down to the screen's edge")
            // The system sheet's large top is the safe-area top, below the status bar (it was the
            // window's top, under the status bar, before DrawerStyle.clearsFarSafeArea).
            #expect(close(drawn.minY, Phone.safeArea.top, 0.01), "the top at the status bar: \(drawn.minY)")
            #expect(Self.near(drawn, frame.panelRect), "the whole panel")
            #expect(Self.radii(panel.fillView) == [38, 38, 0, 0])
            #expect(panel.fillView.alpha == 1 && panel.materialView.isHidden, "opaque: the glass is covered and hidden")
        }

        @Test func theGrabberIsTheStylesOnTheOutline() {
            add(Self.iOS26Configuration())
            let grabber = panel.grabberView.convert(panel.grabberView.bounds, to: nil)
            let visible = frame.visibleRect
            #expect(Self.near(grabber, CGRect(x: visible.midX - 18, y: visible.minY + 5, width: 36, height: 5)))
            #expect(panel.grabberView.layer.cornerRadius == 2.5)
        }

        @Test func aDragFromMediumToLargeChangesTheShapeContinuously() {
            add(Self.iOS26Configuration())
            var samples: [(rect: CGRect, radii: [CGFloat], alpha: CGFloat)] = []
            var offModel = 0
            let start = CGPoint(x: 195, y: frame.visibleRect.minY + 8)
            phone.window.doubleTouchDown(at: start)
            let steps = 60
            for step in 1...steps {
                UIKitDouble.advanceFrame()
                phone.window.doubleTouchMove(
                    to: CGPoint(x: 195, y: start.y + (Phone.safeArea.top + 80 - start.y) * CGFloat(step) / CGFloat(steps)))
                samples.append((drawnFrame, Self.radii(panel.fillView), panel.fillView.alpha))
                if !Self.near(drawnFrame, frame.visibleRect) || Self.radii(panel.fillView) != Self.radii(frame.shape.corners) {
                    offModel += 1
                }
            }
            // Released short of large with the finger's speed: the spring carries it the rest of
            // the way (and past, if it overshoots); that is drawn and checked too.
            phone.window.doubleTouchUp()
            while UIKitDouble.hasActiveDisplayLink {
                UIKitDouble.advanceFrame()
                samples.append((drawnFrame, Self.radii(panel.fillView), panel.fillView.alpha))
                if !Self.near(drawnFrame, frame.visibleRect) || Self.radii(panel.fillView) != Self.radii(frame.shape.corners) {
                    offModel += 1
                }
            }
            #expect(offModel == 0, "every frame drawn as the model says")
            var largest = (inset: CGFloat(0), radius: CGFloat(0), alpha: CGFloat(0))
            for (a, b) in zip(samples, samples.dropFirst()) {
                largest.inset = max(largest.inset, abs(b.rect.minX - a.rect.minX), abs(b.rect.maxY - a.rect.maxY))
                largest.radius = max(largest.radius, zip(a.radii, b.radii).map { abs($0 - $1) }.max() ?? 0)
                largest.alpha = max(largest.alpha, abs(b.alpha - a.alpha))
            }
            // The finger travels about 5 pt per frame, the spring at most a little more; the shape
            // follows the extent linearly over the ~420 pt between medium and large, so no value
            // may jump.
            #expect(largest.inset < 1 && largest.radius < 3 && largest.alpha < 0.1, "no step: \(largest)")
            let first = samples.first!
            let last = samples.last!
            #expect(last.rect.minX < first.rect.minX && last.alpha > first.alpha, "the shape did move towards large")
            #expect(host.detent("sheet") == .large)
        }

        @Test func beforeIOS26ABlurAndAShapeMaskRoundEachCorner() {
            host.drawingSupport = .beforeIOS26
            add(Self.iOS26Configuration())
            #expect(panel.materialView.effect is UIBlurEffect && !panel.materialView.isHidden, "the blur stands in for glass")
            for view in [panel.materialView, panel.fillView] {
                let mask = view.layer.mask as? CAShapeLayer
                let path = mask?.path as? CGMutablePath
                // The outline's path goes clockwise from the top-left: top-right, bottom-right,
                // bottom-left, top-left.
                #expect(path?.doubleArcRadii == [38, 47, 47, 38], "each corner its own radius")
                #expect(path?.boundingBox == view.bounds, "the mask covers the view's own outline")
                #expect(view.clipsToBounds)
            }
            #expect(Self.near(drawnFrame, frame.visibleRect))
            host.move("sheet", to: .large)
            phone.settle()
            let path = (panel.fillView.layer.mask as? CAShapeLayer)?.path as? CGMutablePath
            #expect(path?.doubleArcRadii == [38, 0, 0, 38], "square bottom corners at large")
            #expect(path?.boundingBox == panel.fillView.bounds, "the mask follows the panel's new size")
        }

        @Test func aNarrowCentredSheetInAWideWindowLetsATapBesideItThrough() {
            phone.window.doubleResize(
                to: CGSize(width: 1024, height: 768), safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
            let button = TouchRecorder(frame: CGRect(x: 40, y: 600, width: 120, height: 60))
            phone.root.insertBehind(button, host)
            add(Self.iOS26Configuration(crossLength: 500))
            let drawn = drawnFrame
            #expect(close(drawn.width, 500, 0.01) && close(drawn.midX, 512, 0.01), "500 pt wide, centred")
            phone.tap(CGPoint(x: 100, y: 630))
            #expect(button.ended == 1, "the tap beside the sheet reached the button behind")
            phone.tap(CGPoint(x: 512, y: 700))
            #expect(button.ended == 1, "a tap on the sheet stays with it")
        }

        @Test func aTrailingSheetIsMirroredRightToLeft() {
            phone.window.doubleResize(to: CGSize(width: 1024, height: 768), safeArea: .zero)
            add(Self.iOS26Configuration(crossLength: 400, placement: .trailing))
            #expect(close(drawnFrame.maxX, 1024 - 8, 0.01), "trailing is the right side left-to-right")
            phone.window.doubleSetLayoutDirection(.rightToLeft)
            phone.window.layoutIfNeeded()
            phone.settle()
            #expect(close(drawnFrame.minX, 8, 0.01), "and the left side right-to-left")
            #expect(close(drawnFrame.width, 400, 0.01))
            #expect(Self.radii(panel.fillView) == Self.radii(frame.shape.corners))
        }

        @Test func theOSVersionChoosesTheLookUnlessTheAppChose() {
            #expect(DrawerSystemSheet.matching(osMajorVersion: 26) == .iOS26)
            host.automaticSheet = .iOS26
            add(DrawerSheetConfiguration(detents: [.medium, .large]))
            #expect(close(drawnFrame.maxY, Phone.size.height - 8, 0.01), "no shape chosen, iOS 26: floating")
            #expect(!panel.materialView.isHidden && panel.fillView.alpha == 0, "on glass")
            host.automaticSheet = .iOS15
            phone.settle()
            #expect(drawnFrame.maxY > Phone.size.height, "iOS 15–18: attached, running on past the edge")
            #expect(panel.materialView.isHidden && panel.fillView.alpha == 1, "opaque")
            #expect(Self.radii(panel.fillView) == [12, 12, 0, 0])
            #expect(panel.panelView.layer.shadowOpacity > 0 && panel.panelView.layer.shadowPath != nil, "with its shadow")
            var chosen = DrawerSheetConfiguration(detents: [.medium, .large])
            chosen.behavior.style.shape = .iOS15Sheet(cornerRadius: 20)
            host.setConfiguration(chosen, for: "sheet")
            host.automaticSheet = .iOS26
            phone.settle()
            #expect(drawnFrame.maxY > Phone.size.height, "the app's explicit choice wins on iOS 26")
            #expect(Self.radii(panel.fillView) == [20, 20, 0, 0])
        }
    }
}
