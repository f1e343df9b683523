#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import QuartzCore
    import UIKit

    extension DrawerHostView {
        // MARK: Bottom bar

        /// Adds a sheet whose closed state is a compact bar (libadwaita's `AdwBottomSheet`, a
        /// mini player), on top of the other drawers. Returns `false` for an id already here.
        ///
        /// The sheet rests at its bar (`barHeight` points above the home indicator) and opens to
        /// the configuration's detents (a closed detent there is ignored: the bar is the closed
        /// sheet). While its progress from the bar to its largest detent is below 15 % the bar
        /// shows; past it the sheet's content does, the two cross-fading when the model's switch
        /// flips (`DrawerHostModel.isBottomBarShown(_:)`). Dragging the bar opens the sheet; a tap
        /// on the bar (not on a control in it) opens it one detent.
        ///
        /// ```swift
        /// host.addBottomBarDrawer(
        ///     id: "player", barView: miniPlayer, barHeight: 64, contentView: nowPlaying,
        ///     configuration: DrawerSheetConfiguration(detents: [.large]))
        /// ```
        ///
        /// - Parameters:
        ///   - id: the drawer's name in the model, commands and events.
        ///   - barView: the bar, laid out at the top of the panel, `barHeight` tall.
        ///   - barHeight: the bar's height in points, above the safe area.
        ///   - contentView: the sheet's content, shown once the sheet opens past 15 %.
        ///   - configuration: the open detents, colours and the engine's settings. Unless it names
        ///     a largest un-dimmed detent, the bar dims nothing.
        ///   - scalesBackBehind: whether the open sheet pushes back ``scaledBackView``.
        @discardableResult
        public func addBottomBarDrawer(
            id: String, barView: UIView, barHeight: CGFloat, contentView: UIView,
            configuration: DrawerSheetConfiguration, scalesBackBehind: Bool = false
        ) -> Bool {
            insert(
                DrawerPanel(contentView: contentView, look: configuration, barView: barView, barHeight: barHeight), id: id,
                initialDetent: .bottomBar,
                options: DrawerHostDrawerOptions(
                    handleLength: DrawerGrabberView.stripLength, scalesBackBehind: scalesBackBehind, hasBottomBar: true))
        }

        /// Lays the bar out at the top of the content rectangle and shows the bar or the content
        /// as the model's switch says, cross-fading over 0.2 s when it flips.
        func renderBottomBar(_ panel: DrawerPanel, id: String, contentRect: CGRect) {
            guard let barView = panel.barView, let showsBar = model.isBottomBarShown(id) else { return }
            barView.setFrameIfChanged(
                CGRect(x: contentRect.minX, y: contentRect.minY, width: contentRect.width, height: panel.barHeight))
            guard panel.drawnBarShown != showsBar else { return }
            let first = panel.drawnBarShown == nil
            panel.drawnBarShown = showsBar
            barView.isUserInteractionEnabled = showsBar
            barView.accessibilityElementsHidden = !showsBar
            panel.contentView.accessibilityElementsHidden = showsBar
            let fade = {
                barView.alpha = showsBar ? 1 : 0
                panel.contentView.alpha = showsBar ? 0 : 1
            }
            if first { fade() } else { UIView.animate(withDuration: 0.2, animations: fade) }
        }

        // MARK: Scale-back

        /// Whether the drawer `id` pushes back what lies behind it as it opens (the model's
        /// `DrawerHostDrawerOptions.scalesBackBehind`): ``scaledBackView``, or the drawer below.
        public func setScalesBackBehind(_ scalesBack: Bool, for id: String) {
            guard var options = model.drawerOptions(of: id), options.scalesBackBehind != scalesBack else { return }
            options.scalesBackBehind = scalesBack
            update { $0.setDrawerOptions(options, for: id, time: CACurrentMediaTime()) }
        }

        /// Draws the model's scale-back of the content on ``scaledBackView``: a transform (scale
        /// about its centre, then the model's translation) and a corner radius with clipping,
        /// given back as they were when nothing pushes.
        func renderScaleBack() {
            guard let view = scaledBackView else { return }
            let scaleBack = model.scaleBack
            guard scaleBack.content != .none else {
                restoreScaledBackView(view)
                return
            }
            if scaledBackOriginal == nil {
                scaledBackOriginal = (view.layer.cornerRadius, view.clipsToBounds)
            }
            view.setTransformIfChanged(
                Self.transform(scaleBack.content, translation: scaleBack.contentTranslation, pivot: nil, in: nil))
            if view.layer.cornerRadius != scaleBack.content.cornerRadius { view.layer.cornerRadius = scaleBack.content.cornerRadius }
            if !view.clipsToBounds { view.clipsToBounds = true }
        }

        /// Gives `view` back its transform, corner radius and clipping from before it was pushed;
        /// a view that was never pushed is left alone (the window host scales back the app's
        /// screen, whose own transform must survive every frame no drawer pushes it).
        func restoreScaledBackView(_ view: UIView) {
            guard let original = scaledBackOriginal else { return }
            view.setTransformIfChanged(.identity)
            view.layer.cornerRadius = original.cornerRadius
            view.clipsToBounds = original.clipsToBounds
            scaledBackOriginal = nil
        }

        /// The view transform for `effect`: a scale about `pivot`'s centre (the view's own centre
        /// when `nil`; `frame` is the view's untransformed frame), then `translation`. A view's
        /// transform applies about its centre, so a pivot elsewhere adds its offset from the
        /// centre times (1 − scale).
        static func transform(_ effect: DrawerScaleBack, translation: CGPoint, pivot: CGRect?, in frame: CGRect?)
            -> CGAffineTransform
        {
            guard effect != .none else { return .identity }
            let scale = effect.scale
            var dx = translation.x
            var dy = translation.y
            if let pivot, let frame, !pivot.isNull {
                dx += (pivot.midX - frame.midX) * (1 - scale)
                dy += (pivot.midY - frame.midY) * (1 - scale)
            }
            return CGAffineTransform(scale, 0, 0, scale, dx, dy)
        }

        // MARK: VoiceOver focus (issue 14)

        /// Moves VoiceOver focus as the model's modal rule says (`DrawerModalFocus`): into a
        /// drawer that came to rest modal (a screen change with its panel), remembering the
        /// element VoiceOver was on; back to that element when the drawer rests no longer modal,
        /// or to the platform's choice when that element is gone, off the window or hidden.
        func updateAccessibilityFocus() {
            for (id, panel) in panels {
                let step = model.updateModalFocus(&panel.modalFocus, of: id) {
                    let object = UIAccessibility.focusedElement(using: .notificationVoiceOver) as? NSObject
                    let inside = (object as? UIView)?.isDescendant(of: panel.panelView) ?? false
                    return (DrawerFocusedElement(object: object), inside)
                }
                switch step {
                case .none:
                    break
                case .moveIntoDrawer:
                    UIAccessibility.post(notification: DrawerAccessibilityConstants.screenChanged, argument: panel.panelView)
                case .returnFocus(let element):
                    UIAccessibility.post(notification: DrawerAccessibilityConstants.screenChanged, argument: Self.focusable(element?.object))
                }
            }
        }

        /// `object` if VoiceOver can still go there: a view must be in a window and not hidden;
        /// another element is taken as it is. `nil` otherwise.
        static func focusable(_ object: NSObject?) -> NSObject? {
            guard let object else { return nil }
            if let view = object as? UIView, view.window == nil || view.isHidden { return nil }
            return object
        }
    }
#endif
