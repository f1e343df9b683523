import DrawerCore
import Foundation
import SwiftUI
import Testing
import UIKit

@testable import DrawerUIKit

/// What the seed, documentation and storm scenarios read off the screen besides
/// ``SwiftUIPhone``'s texts and buttons: the drawers' panels wherever they are drawn (the
/// window's shared host, or the own host of a drawer drawn in place), and where they are.
extension SwiftUIPhone {
    /// Every drawer host in the window, the window's shared one included, outermost first.
    var drawerHosts: [DrawerHostView] {
        window.subviewsRecursive.compactMap { $0 as? DrawerHostView }
    }

    /// Every panel of every host, each host's bottom to top.
    var allPanels: [DrawerPanel] {
        drawerHosts.flatMap { host in host.model.ids.compactMap { host.panels[$0] } }
    }

    /// The panel whose content (or pushed page) draws `text` where a person sees it.
    func panel(showing text: String) -> DrawerPanel? {
        guard let frame = frame(ofText: text) else { return nil }
        return allPanels.last { panel in
            panel.panelView.subviewsRecursive.contains { ($0 as? DoubleTextView)?.text == text }
                && panel.panelView.convert(panel.panelView.bounds, to: nil).intersects(frame)
        }
    }

    /// The panel's drawn rectangle in window coordinates.
    func frame(of panel: DrawerPanel) -> CGRect {
        panel.panelView.convert(panel.panelView.bounds, to: nil)
    }

    /// The part of the panel inside the window, `nil` when none of it is (off screen or hidden).
    func visibleFrame(of panel: DrawerPanel) -> CGRect? {
        guard !panel.panelView.isHidden, panel.panelView.alpha >= 0.01, panel.panelView.window != nil else { return nil }
        let visible = frame(of: panel).intersection(window.bounds)
        return visible.isNull || visible.width < 1 || visible.height < 1 ? nil : visible
    }

    /// The panels a person sees, with their visible rectangles.
    var visiblePanels: [(panel: DrawerPanel, frame: CGRect)] {
        allPanels.compactMap { panel in visibleFrame(of: panel).map { (panel, $0) } }
    }

    /// A finger drag from `start` to `end` that stops there for a moment before it lifts, so the
    /// drawer is released without velocity and rests at the detent nearest to where it was put.
    func place(from start: CGPoint, to end: CGPoint, duration: Double = 0.4) async {
        moveFinger(from: start, to: end, duration: duration)
        for _ in 0..<24 {
            UIKitDouble.advanceFrame()
            window.doubleTouchMove(to: end)
        }
        window.doubleTouchUp()
        await runLoop()
        await settle()
    }

    /// A quick swipe (0.12 s) from `start` to `end`, then the drawers settle.
    func swipe(from start: CGPoint, to end: CGPoint) async {
        await drag(from: start, to: end, duration: 0.12)
        await settle()
    }

    /// Whether a tap at the centre of the visible text `text` reaches a view inside `container`.
    func tapReaches(text: String, inside container: UIView) -> Bool {
        guard let frame = frame(ofText: text), let hit = hit(CGPoint(x: frame.midX, y: frame.midY)) else { return false }
        return hit.isDescendant(of: container)
    }

    /// Whether a tap at the centre of the visible button titled `title` reaches that button (not
    /// a panel or a dimming drawn over it).
    func tapReachesButton(_ title: String) -> Bool {
        guard
            let button = visibleViews(of: DoubleButtonView.self).first(where: { entry in
                entry.view.subviewsRecursive.contains { ($0 as? DoubleTextView)?.text == title }
            })
        else { return false }
        return hit(CGPoint(x: button.frame.midX, y: button.frame.midY))?.isDescendant(of: button.view) ?? false
    }

    /// The topmost view a tap at `point` reaches.
    func hit(_ point: CGPoint) -> UIView? {
        window.hitTest(point, with: nil)
    }

    /// Whether the dimming of a panel covers `point` (drawn, not transparent).
    func isDimmed(at point: CGPoint) -> Bool {
        allPanels.contains { panel in
            let dimming = panel.dimmingView
            return !dimming.isHidden && dimming.alpha >= 0.01 && dimming.window != nil
                && dimming.convert(dimming.bounds, to: nil).contains(point)
        }
    }
}

extension DrawerPanel {
    /// The alpha the dimming is drawn with (0 when hidden or not in a window).
    var drawnDimming: CGFloat {
        dimmingView.isHidden || dimmingView.window == nil ? 0 : dimmingView.alpha
    }
}
