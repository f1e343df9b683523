#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import UIKit

    extension DrawerHostView {
        /// Draws every drawer's frame, bottom to top, writing only the view properties whose value
        /// changed (a resting panel costs no write; `UIView+ChangedWrites.swift`): dimming, panel (pushed back when a drawer
        /// above pushes it), content and bottom bar, grabber (on the free edge, whatever the
        /// edge); then the scale-back of ``scaledBackView``. A tracked list's offset is the scroll
        /// tracker's (the host shows what the model returns after each update).
        func render() {
            let scaleBack = model.scaleBack
            let ids = model.ids
            restackPanelsIfNeeded(ids)
            for id in ids {
                guard let panel = panels[id], let engine = model.engine(of: id) else { continue }
                let frame = engine.frame
                let origin = frame.panelRect.origin
                // Bounds and centre rather than frame: the panel may carry a transform.
                panel.panelView.setBoundsIfChanged(CGRect(origin: .zero, size: frame.panelRect.size))
                panel.panelView.setCenterIfChanged(CGPoint(x: frame.panelRect.midX, y: frame.panelRect.midY))
                let pushed = scaleBack.drawer(id)
                panel.panelView.setTransformIfChanged(
                    Self.transform(
                        pushed, translation: scaleBack.drawerTranslation(id), pivot: frame.visibleRect, in: frame.panelRect))
                // Corners concentric with the display are UIKit's to resolve where it can and the
                // app gave no display radius (DrawerCore's `cornerDrawing(of:raisedTo:)` says which).
                panel.renderShape(
                    outline: engine.layout.drawnRect(of: frame).offsetBy(dx: -origin.x, dy: -origin.y),
                    corners: frame.shape.corners.raised(to: pushed.cornerRadius),
                    drawing: drawingSupport.cornerConfiguration
                        ? engine.layout.cornerDrawing(of: frame, raisedTo: pushed.cornerRadius) : nil,
                    materialBlend: frame.shape.materialBlend)
                panel.contentView.setFrameIfChanged(frame.contentRect.offsetBy(dx: -origin.x, dy: -origin.y))
                renderBottomBar(panel, id: id, contentRect: frame.contentRect.offsetBy(dx: -origin.x, dy: -origin.y))
                // A bottom-bar sheet's content takes no touches while its bar is drawn over it.
                let interactive = model.isContentInteractive(id) && panel.drawnBarShown != true
                if panel.contentView.isUserInteractionEnabled != interactive { panel.contentView.isUserInteractionEnabled = interactive }
                for page in panel.pageViews {
                    page.view.setFrameIfChanged(panel.contentView.frame)
                    if page.view.isUserInteractionEnabled != interactive { page.view.isUserInteractionEnabled = interactive }
                }
                renderGrabber(panel, id: id, origin: origin)
                panel.layoutHostedViews()
                let spoken = model.accessibilityValue(of: id)
                if panel.grabberView.accessibilityValue != spoken { panel.grabberView.accessibilityValue = spoken }
                // A dimmed drawer hides the drawers under it from VoiceOver as it does from a
                // finger (the host's own flag, below, hides the app behind); where VoiceOver's
                // focus goes is `updateAccessibilityFocus()`'s.
                let hidden = model.isBehindModal(id)
                if panel.panelView.accessibilityElementsHidden != hidden { panel.panelView.accessibilityElementsHidden = hidden }
                panel.dimmingView.setFrameIfChanged(bounds)
                renderDimming(panel, dimming: frame.dimming, shown: model.isShown(id))
                if panel.dimmingView.isUserInteractionEnabled == frame.passesThroughBackground {
                    panel.dimmingView.isUserInteractionEnabled = !frame.passesThroughBackground
                }
            }
            // UIKit hides a modal view's siblings only: the host's are the app behind it.
            accessibilityViewIsModal = model.hasModalDrawer
            renderSourceMorphs()
            renderScaleBack()
        }

        /// The dimming: the colour's opacity, or, for an app's own dimming view, full opacity
        /// while the drawer is shown (none once it rests closed: a view that ignores the value it
        /// is handed, as seed 001's `background {}` does, is the drawer's, not the screen's) and
        /// the value handed to the view when it changed.
        private func renderDimming(_ panel: DrawerPanel, dimming: CGFloat, shown: Bool) {
            guard panel.dimmingContentView != nil else {
                panel.dimmingView.setAlphaIfChanged(dimming)
                return
            }
            panel.dimmingView.setAlphaIfChanged(shown ? 1 : 0)
            guard panel.sentDimming != dimming else { return }
            panel.sentDimming = dimming
            panel.dimmingChanged?(dimming)
        }

        /// The grabber: the app's handle across the whole handle strip, or the pill where the
        /// model places the style's grabber metrics (DrawerCore's `grabberRect(of:)`), rounded to
        /// a capsule.
        private func renderGrabber(_ panel: DrawerPanel, id: String, origin: CGPoint) {
            let strip = model.handleRect(of: id)
            guard !strip.isNull else {
                panel.grabberView.setFrameIfChanged(.zero)
                return
            }
            let rect = panel.handleView != nil ? strip : model.grabberRect(of: id)
            panel.grabberView.setFrameIfChanged(rect.isNull ? .zero : rect.offsetBy(dx: -origin.x, dy: -origin.y))
            let radius = min(rect.width, rect.height) / 2
            if panel.handleView == nil, panel.grabberView.layer.cornerRadius != radius {
                panel.grabberView.layer.cornerRadius = radius
            }
        }

        /// Measures each drawer's content along its axis for fit-to-content detents (the length
        /// that fits the panel's width, plus the grabber's strip).
        ///
        /// Frame-based content is asked `sizeThatFits`; content that answers with its current size
        /// (the default, which here is the panel's) is measured by its constraints
        /// (`systemLayoutSizeFitting`, the panel's width required, the height as small as they
        /// allow). The choice is DrawerCore's `DrawerContentMeasurement`.
        func measureContent() {
            for id in panels.keys { measureContent(of: id) }
        }

        /// ``measureContent()`` for the drawer `id` alone: also when its content has just come
        /// into being, before the model opens it.
        func measureContent(of id: String) {
            guard let panel = panels[id], let engine = model.engine(of: id),
                engine.configuration.detents.contains(where: { if case .fitToContent = $0.kind { true } else { false } })
            else { return }
            let content = panel.pageViews.last?.view ?? panel.contentView
            let length = fittingLength(of: content, engine: engine, options: model.drawerOptions(of: id))
            if let page = panel.pageViews.last {
                update { $0.setFittingLength(length, ofPage: page.id, in: id, time: CACurrentMediaTime()) }
            } else {
                update { $0.setContentFittingLength(length, for: id, time: CACurrentMediaTime()) }
            }
        }

        /// The length `content` fits along the drawer's axis at the panel's width, plus the
        /// handle strip unless the content already clears it (DrawerCore's
        /// `fittingChrome(forMeasurement:)`; ``measureContent()``'s rule, for the drawer's content
        /// or a page's).
        func fittingLength(of content: UIView, engine: DrawerEngine, options: DrawerHostDrawerOptions?) -> CGFloat {
            let vertical = engine.layout.side.isVertical
            let across = vertical ? engine.frame.panelRect.width : engine.frame.panelRect.height
            let limit = CGFloat.greatestFiniteMagnitude
            let fitted = content.sizeThatFits(
                vertical ? CGSize(width: across, height: limit) : CGSize(width: limit, height: across))
            let compressed = UIView.layoutFittingCompressedSize
            let byConstraints =
                vertical
                ? content.systemLayoutSizeFitting(
                    CGSize(width: across, height: compressed.height), withHorizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSizeLevel
                ).height
                : content.systemLayoutSizeFitting(
                    CGSize(width: compressed.width, height: across), withHorizontalFittingPriority: .fittingSizeLevel,
                    verticalFittingPriority: .required
                ).width
            let natural = DrawerContentMeasurement.naturalLength(
                selfMeasured: vertical ? fitted.height : fitted.width,
                current: vertical ? content.bounds.height : content.bounds.width, byConstraints: byConstraints)
            return natural + (options ?? DrawerHostDrawerOptions()).fittingChrome(forMeasurement: true)
        }
    }
#endif
