#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import QuartzCore
    import UIKit

    /// A rectangle with four independent corner radii as a Core Graphics path: the panel's shadow
    /// path, and its backgrounds' mask before iOS 26 (where UIKit has no per-corner radii; Core
    /// Animation's `cornerRadius` is one radius for all masked corners).
    @MainActor
    enum DrawerPanelOutline {
        /// `rect` with `corners` (limited to half its shorter side, as DrawerCore's radii already
        /// are), drawn clockwise from the top-left corner: each corner an arc tangent to its two sides.
        static func path(_ rect: CGRect, corners: DrawerCornerRadii) -> CGPath {
            let limit = max(0, min(rect.width, rect.height) / 2)
            let topLeft = min(corners.topLeft, limit)
            let topRight = min(corners.topRight, limit)
            let bottomRight = min(corners.bottomRight, limit)
            let bottomLeft = min(corners.bottomLeft, limit)
            let path = CGMutablePath()
            path.move(to: CGPoint(x: rect.minX + topLeft, y: rect.minY))
            path.addArc(
                tangent1End: CGPoint(x: rect.maxX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.maxY),
                radius: topRight)
            path.addArc(
                tangent1End: CGPoint(x: rect.maxX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.maxY),
                radius: bottomRight)
            path.addArc(
                tangent1End: CGPoint(x: rect.minX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.minY),
                radius: bottomLeft)
            path.addArc(
                tangent1End: CGPoint(x: rect.minX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.minY),
                radius: topLeft)
            path.closeSubpath()
            return path
        }

        /// Rounds and clips `view` (its subviews included) to its bounds with `corners`: iOS 26's `cornerConfiguration` (which a glass
        /// effect view also draws its edge highlights along) where `support` has it, else a
        /// shape-layer mask on the view itself (UIVisualEffectView.h: a mask on an effect view's
        /// superview makes the effect fail, one on the effect view is forwarded to its internal views).
        /// `cornersChanged` false: only the view's size changed, which fixed radii do not depend on.
        static func round(
            _ view: UIView, corners: DrawerCornerRadii, drawing: DrawerCornerDrawings, support: DrawerPanelDrawingSupport,
            cornersChanged: Bool = true
        ) {
            if !view.clipsToBounds { view.clipsToBounds = true }
            // Swift 6.2 is Xcode 26's, the first with the iOS 26 SDK: older Xcodes build the fallback only.
            #if compiler(>=6.2)
                if support.cornerConfiguration, #available(iOS 26.0, *) {
                    guard cornersChanged else { return }
                    view.cornerConfiguration = .corners(
                        topLeftRadius: radius(drawing.topLeft), topRightRadius: radius(drawing.topRight),
                        bottomLeftRadius: radius(drawing.bottomLeft), bottomRightRadius: radius(drawing.bottomRight))
                    return
                }
            #endif
            // In the view's own bounds, whose origin is not zero for the panel's clip view.
            let mask = view.layer.mask as? CAShapeLayer ?? CAShapeLayer()
            mask.path = path(view.bounds, corners: corners)
            if view.layer.mask !== mask { view.layer.mask = mask }
        }

        #if compiler(>=6.2)
            /// One corner as UIKit takes it: a fixed radius, or one UIKit resolves concentric with the
            /// view's container (the display, for a panel in a full-screen window) above a minimum.
            @available(iOS 26.0, *)
            private static func radius(_ corner: DrawerCornerDrawing) -> UICornerRadius {
                switch corner {
                case .fixed(let radius): .fixed(Double(radius))
                case .containerConcentric(let minimum): .containerConcentric(minimum: minimum)
                }
            }
        #endif

        /// The panel's material for partial heights: Liquid Glass where `support` has it, the
        /// system's adaptive blur material before iOS 26.
        static func material(_ support: DrawerPanelDrawingSupport) -> UIVisualEffect {
            #if compiler(>=6.2)
                if support.glass, #available(iOS 26.0, *) {
                    return UIGlassEffect(style: .regular)
                }
            #endif
            return UIBlurEffect(style: .systemMaterial)
        }
    }
#endif
