import DrawerCore
import Testing
import UIKit

@testable import DrawerUIKit

extension UIKitScenarios {
    /// Issue 35's iOS 26 items: the floating sheet's bottom corners nest in the display's without
    /// the app giving its radius (UIKit resolves `UICornerRadius.containerConcentric(minimum:)`),
    /// the app's `containerCornerRadius` still wins, and the content is clipped to the panel's
    /// outline. The display's radius is the double's (`UIKitDouble.displayCornerRadius`); what
    /// is read is what the double resolves on screen.
    @MainActor
    @Suite struct ConcentricCornerScenarios {
        let phone = Phone()
        let host = DrawerHostView(frame: .zero)
        let content = UIView()
        /// A view in the content's top-left corner, where a rounded panel's corner cuts it.
        let corner = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))

        init() {
            UIKitDouble.displayCornerRadius = ShapeScenarios.displayRadius
            content.addSubview(corner)
            phone.show(host)
        }

        func add(_ configuration: DrawerSheetConfiguration = ShapeScenarios.iOS26Configuration()) {
            host.addDrawer(id: "sheet", contentView: content, configuration: configuration, initialDetent: .medium)
            phone.window.layoutIfNeeded()
            phone.settle()
        }

        var panel: DrawerPanel { host.panels["sheet"]! }
        var frame: DrawerFrame { host.model.frame(of: "sheet")! }

        @Test func withoutADisplayRadiusIOS26NestsTheBottomCornersInTheDisplays() {
            add()
            for view in [panel.fillView, panel.materialView, panel.clipView] {
                #expect(view.doubleResolvedCornerRadii == [38, 38, 47, 47], "top 38; bottom 55 − 8, resolved by UIKit")
                let bottom = view.cornerConfiguration.doubleRadii[2]
                #expect(bottom?.doubleConcentricMinimum == 0, "handed over as container-concentric")
            }
            #expect(ShapeScenarios.radii(frame.shape.corners) == [38, 38, 0, 0], "DrawerCore alone knows no display radius")
        }

        @Test func theAppsContainerRadiusWins() {
            host.containerCornerRadius = 40
            add()
            for view in [panel.fillView, panel.clipView] {
                #expect(view.doubleResolvedCornerRadii == [38, 38, 32, 32], "the app's 40 − 8, not the display's 55 − 8")
                #expect(view.cornerConfiguration.doubleRadii.allSatisfy { $0?.doubleConcentricMinimum == nil }, "all fixed")
            }
        }

        @Test func beforeIOS26TheMaskKeepsDrawerCoresRadii() {
            host.drawingSupport = .beforeIOS26
            add()
            for view in [panel.fillView, panel.clipView] {
                let path = (view.layer.mask as? CAShapeLayer)?.path as? CGMutablePath
                #expect(path?.doubleArcRadii == [38, 0, 0, 38], "as before: no display radius, square bottom corners")
                #expect(path?.boundingBox == view.bounds, "in the view's own bounds")
            }
        }

        @Test func growingTowardsLargeKeepsTheBottomCornersConcentric() {
            add()
            let start = CGPoint(x: 195, y: frame.visibleRect.minY + 8)
            phone.window.doubleTouchDown(at: start)
            var checked = 0
            for step in 1...40 {
                UIKitDouble.advanceFrame()
                phone.window.doubleTouchMove(to: CGPoint(x: 195, y: start.y - 8 * CGFloat(step)))
                let inset = frame.shape.insets
                let distance = max(inset.bottom, inset.left)
                let resolved = panel.fillView.doubleResolvedCornerRadii
                #expect(close(resolved[2], ShapeScenarios.displayRadius - distance, 0.01), "bottom-left nests: \(resolved)")
                #expect(close(resolved[3], ShapeScenarios.displayRadius - distance, 0.01), "bottom-right nests")
                checked += 1
            }
            phone.window.doubleTouchUp()
            phone.settle()
            #expect(checked == 40)
            #expect(host.model.engine(of: "sheet")?.detent == .large)
            #expect(panel.fillView.doubleResolvedCornerRadii == [38, 38, 0, 0], "resting at large: the style's square corners")
        }

        // MARK: Clipping

        @Test func contentUnderTheIOS26PanelsRoundedCornerIsClipped() {
            add()
            let contentFrame = content.convert(content.bounds, to: panel.panelView)
            let origin = frame.panelRect.origin
            #expect(contentFrame == frame.contentRect.offsetBy(dx: -origin.x, dy: -origin.y), "the content's frame is unchanged")
            let outline = frame.visibleRect
            let inCorner = corner.convert(CGPoint(x: 2, y: 2), to: nil)
            #expect(close(inCorner.x, outline.minX + 2, 0.01) && close(inCorner.y, outline.minY + 2, 0.01), "under the corner")
            #expect(!Self.shows(inCorner, of: corner), "cut by the 38 pt corner")
            let inside = corner.convert(CGPoint(x: 19, y: 19), to: nil)
            #expect(Self.shows(inside, of: content), "the content's middle shows")
            #expect(Self.shows(CGPoint(x: outline.midX, y: outline.minY + 2), of: content))
        }

        @Test func contentIsClippedBeforeIOS26AndTheShadowStaysOutsideTheClip() {
            host.drawingSupport = .beforeIOS26
            add(seed004Configuration())
            let outline = host.model.engine(of: "sheet")!.layout.drawnRect(of: frame)
            let inCorner = corner.convert(CGPoint(x: 1, y: 1), to: nil)
            #expect(close(inCorner.y, frame.visibleRect.minY + 1, 0.01))
            #expect(!Self.shows(inCorner, of: corner), "cut by the 12 pt corner")
            #expect(Self.shows(CGPoint(x: outline.midX, y: frame.visibleRect.minY + 1), of: content))
            // The shadow is the panel view's, which clips nothing.
            #expect(panel.panelView.layer.shadowOpacity > 0 && panel.panelView.layer.shadowPath != nil)
            #expect(!panel.panelView.clipsToBounds && panel.panelView.layer.mask == nil)
            #expect(!Self.clipChain(of: corner).contains { $0 === panel.panelView })
        }

        // MARK: Reading the clips

        /// The views between `view` and its window that clip what they hold, nearest first.
        static func clipChain(of view: UIView) -> [UIView] {
            var chain: [UIView] = []
            var current = view.superview
            while let candidate = current {
                if candidate.clipsToBounds || candidate.layer.mask != nil { chain.append(candidate) }
                current = candidate.superview
            }
            return chain
        }

        /// Whether `point` (window coordinates) shows through every clip around `view`.
        static func shows(_ point: CGPoint, of view: UIView) -> Bool {
            clipChain(of: view).allSatisfy { clip in
                inside(point, clip.convert(clip.bounds, to: nil), radii: roundedCorners(of: clip))
            }
        }

        /// A clip's corner radii, top-left, top-right, bottom-left, bottom-right: its mask path's
        /// arcs (drawn clockwise from the top right), else its resolved corner configuration.
        static func roundedCorners(of clip: UIView) -> [CGFloat] {
            if let path = (clip.layer.mask as? CAShapeLayer)?.path as? CGMutablePath {
                let arcs = path.doubleArcRadii
                guard arcs.count == 4 else { return [0, 0, 0, 0] }
                return [arcs[3], arcs[0], arcs[2], arcs[1]]
            }
            return clip.doubleResolvedCornerRadii
        }

        /// Whether `point` lies in `rect` rounded with `radii`.
        static func inside(_ point: CGPoint, _ rect: CGRect, radii: [CGFloat]) -> Bool {
            guard rect.contains(point) else { return false }
            let centres = [
                CGPoint(x: rect.minX + radii[0], y: rect.minY + radii[0]),
                CGPoint(x: rect.maxX - radii[1], y: rect.minY + radii[1]),
                CGPoint(x: rect.minX + radii[2], y: rect.maxY - radii[2]),
                CGPoint(x: rect.maxX - radii[3], y: rect.maxY - radii[3]),
            ]
            for (index, centre) in centres.enumerated() {
                let left = index % 2 == 0
                let top = index < 2
                let inCornerSquare = (left ? point.x < centre.x : point.x > centre.x) && (top ? point.y < centre.y : point.y > centre.y)
                if inCornerSquare && hypot(point.x - centre.x, point.y - centre.y) > radii[index] { return false }
            }
            return true
        }
    }
}
