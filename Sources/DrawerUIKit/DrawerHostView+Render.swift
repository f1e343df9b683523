#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import UIKit

    extension DrawerHostView {
        /// Draws every drawer's frame, bottom to top: dimming, panel, content, grabber (on the
        /// free edge, whatever the edge), the tracked scroll offset.
        func render() {
            for id in model.ids {
                guard let panel = panels[id], let engine = model.engine(of: id) else { continue }
                let frame = engine.frame
                let origin = frame.panelRect.origin
                panel.panelView.frame = frame.panelRect
                panel.panelView.layer.cornerRadius = frame.cornerRadius
                panel.contentView.frame = frame.contentRect.offsetBy(dx: -origin.x, dy: -origin.y)
                panel.contentView.isUserInteractionEnabled = model.isContentInteractive(id)
                let strip = model.handleRect(of: id).offsetBy(dx: -origin.x, dy: -origin.y)
                let vertical = engine.layout.side.isVertical
                let pill = CGSize(width: vertical ? 36 : 5, height: vertical ? 5 : 36)
                panel.grabberView.frame =
                    strip.isNull
                    ? .zero
                    : CGRect(
                        x: strip.midX - pill.width / 2, y: strip.midY - pill.height / 2, width: pill.width, height: pill.height)
                panel.grabberView.accessibilityValue = model.accessibilityValue(of: id)
                let modal = model.isModal(id)
                if panel.panelView.accessibilityViewIsModal != modal {
                    // A dimmed drawer hides what is behind it from VoiceOver as it does from a
                    // finger; the screen change moves VoiceOver into it, or back out when it goes.
                    panel.panelView.accessibilityViewIsModal = modal
                    UIAccessibility.post(notification: .screenChanged, argument: modal ? panel.panelView : nil)
                }
                panel.dimmingView.frame = bounds
                panel.dimmingView.alpha = frame.dimming
                panel.dimmingView.isUserInteractionEnabled = !frame.passesThroughBackground
                if let scrollView = panel.trackedScrollView, model.isBusy(id) {
                    scrollView.contentOffset.y = frame.contentOffset - scrollView.adjustedContentInset.top
                }
            }
        }

        /// Measures each drawer's content along its axis for fit-to-content detents (the length
        /// that fits the panel's width, plus the grabber's strip).
        func measureContent() {
            for (id, panel) in panels {
                guard let engine = model.engine(of: id),
                    engine.configuration.detents.contains(where: { if case .fitToContent = $0.kind { true } else { false } })
                else { continue }
                let vertical = engine.layout.side.isVertical
                let across = vertical ? engine.frame.panelRect.width : engine.frame.panelRect.height
                let limit = CGFloat.greatestFiniteMagnitude
                let fitted = panel.contentView.sizeThatFits(
                    vertical ? CGSize(width: across, height: limit) : CGSize(width: limit, height: across))
                let length = (vertical ? fitted.height : fitted.width) + DrawerGrabberView.stripLength
                update { $0.setContentFittingLength(length, for: id, time: CACurrentMediaTime()) }
            }
        }
    }
#endif
