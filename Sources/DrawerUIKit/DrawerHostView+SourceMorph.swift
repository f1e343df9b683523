#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import QuartzCore
    import UIKit

    /// A view a drawer grows out of, held weakly: a button that goes away does not stay alive
    /// for the drawer's sake.
    struct DrawerMorphSourceView {
        weak var view: UIView?
        var cornerRadius: CGFloat
    }

    extension DrawerHostView {
        /// Opens `id` out of `sourceView` (the button that was tapped), as iOS 26's zoom
        /// transition does: the panel starts as the button's frame and corner radius and grows
        /// into the sheet on the drawer's own spring; every later dismissal, dragged or not,
        /// shrinks it back into the button (`DrawerHostModel.present(_:from:to:time:)`). The
        /// button is measured again whenever the host lays out, so one that moves with a resize
        /// is followed; one that leaves the window mid-morph leaves its last frame (the model's
        /// rule). `cornerRadius` defaults to the button's layer's. Returns whether the drawer moves.
        @discardableResult
        public func present(
            _ id: String, from sourceView: UIView, cornerRadius: CGFloat? = nil, to detent: DrawerDetent.Identifier? = nil
        ) -> Bool {
            let radius = cornerRadius ?? sourceView.layer.cornerRadius
            morphSourceViews[id] = DrawerMorphSourceView(view: sourceView, cornerRadius: radius)
            return present(id, fromRect: sourceView.convert(sourceView.bounds, to: self), cornerRadius: radius, to: detent)
        }

        /// Opens `id` out of `rect` (this view's coordinates) with `cornerRadius`: a source that is
        /// no view (a bar button item's frame, a map annotation's). Returns whether the drawer moves.
        @discardableResult
        public func present(
            _ id: String, fromRect rect: CGRect, cornerRadius: CGFloat = 0, to detent: DrawerDetent.Identifier? = nil
        ) -> Bool {
            var moved = false
            update {
                moved = $0.present(
                    id, from: DrawerMorphSource(rect: rect, cornerRadius: cornerRadius), to: detent, time: CACurrentMediaTime())
            }
            return moved
        }

        /// Moves the source of `id` (this view's coordinates), or removes it (`nil`): a drawer
        /// shown when its source goes still ends where the source was (the model's rule).
        public func setSourceRect(_ rect: CGRect?, cornerRadius: CGFloat = 0, for id: String) {
            if rect == nil { morphSourceViews[id] = nil }
            let source = rect.map { DrawerMorphSource(rect: $0, cornerRadius: cornerRadius) }
            guard source != model.morphSource(of: id) else { return }
            update { $0.setMorphSource(source, for: id) }
        }

        /// Measures every source view again (after a layout); a view no longer in this window is
        /// removed as a source.
        func syncMorphSourceViews() {
            guard !morphSourceViews.isEmpty else { return }
            for (id, source) in morphSourceViews {
                guard let view = source.view, view.window != nil, view.window === window else {
                    setSourceRect(nil, for: id)
                    continue
                }
                let next = DrawerMorphSource(rect: view.convert(view.bounds, to: self), cornerRadius: source.cornerRadius)
                if model.morphSource(of: id) != next { update { $0.setMorphSource(next, for: id) } }
            }
        }

        /// Draws each drawer that grows out of a source: while the morph runs the panel view is
        /// the morph's outline (its corner radius, clipping), the content keeps its end size and
        /// fades in as the model says; once it is over the panel is drawn as `render()` drew it.
        func renderSourceMorphs() {
            for id in model.ids {
                guard let panel = panels[id], model.morphSource(of: id) != nil, let frame = model.frame(of: id) else { continue }
                let morphing = model.isShown(id) && (model.morph(of: id)?.progress ?? 1) < 1
                if panel.panelView.clipsToBounds != morphing { panel.panelView.clipsToBounds = morphing }
                panel.contentView.setAlphaIfChanged(frame.contentOpacity)
                panel.grabberView.setAlphaIfChanged(frame.contentOpacity)
                guard morphing else { continue }
                let outline = frame.visibleRect
                panel.panelView.setTransformIfChanged(.identity)
                panel.panelView.setBoundsIfChanged(CGRect(origin: .zero, size: outline.size))
                panel.panelView.setCenterIfChanged(CGPoint(x: outline.midX, y: outline.midY))
                // The clip takes one radius; the material, fill and shadow take the morph's four.
                if panel.panelView.layer.cornerRadius != frame.cornerRadius { panel.panelView.layer.cornerRadius = frame.cornerRadius }
                panel.renderShape(
                    outline: CGRect(origin: .zero, size: outline.size), corners: frame.shape.corners,
                    materialBlend: frame.shape.materialBlend)
                panel.contentView.setFrameIfChanged(frame.contentRect.offsetBy(dx: -outline.minX, dy: -outline.minY))
            }
        }
    }
#endif
