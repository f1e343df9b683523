#if os(Linux)
import CGtk
import DrawerCore
import Foundation

extension DrawerSlot {
    /// Draws the engine's frame: dimming, panel visibility, corner radius, accessibility value
    /// and (while the engine owns scrolling) the content offset. The panel's rectangle is
    /// applied by the host's `get-child-position` handler after `gtk_widget_queue_allocate`.
    func render() {
        let frame = engine.frame
        gtk_widget_set_opacity(dimming, Double(frame.dimming))
        gtk_widget_set_can_target(dimming, frame.passesThroughBackground ? 0 : 1)
        let visible = isOpen
        if (gtk_widget_get_visible(panel) != 0) != visible { gtk_widget_set_visible(panel, visible ? 1 : 0) }
        CSSClass.set("dragging", engine.dragState == .tracking, on: panel)
        restyleIfNeeded()
        if let scroll, isBusy, engine.scroll.contentLength > 0, abs(scroll.offset - frame.contentOffset) > 0.25 {
            scroll.apply(offset: frame.contentOffset)
        }
    }

    /// Reloads the drawer's CSS when its side or corner radius changed.
    func restyleIfNeeded() {
        let side = engine.layout.side
        let radius = Double(engine.frame.cornerRadius)
        guard side != renderedSide || radius != renderedRadius else { return }
        renderedSide = side
        renderedRadius = radius
        DrawerPanelCSS.set(
            DrawerPanelCSS.rules(className: className, side: side, cornerRadius: radius, appearance: appearance),
            for: className)
    }
}
#endif
