import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension DrawerHostModel {
    /// What `point` (container coordinates) is over.
    ///
    /// The drawers are asked from the top down; the first one that covers the point takes it:
    /// - an open or moving drawer covers its *visible* panel (the part beyond the container or
    ///   behind the keyboard is not there to touch): its handle strip and any part whose content
    ///   does not take touches are `DrawerHitTarget.handle(_:)`; the rest is
    ///   `DrawerHitTarget.content(_:)`. Content drawn beyond the visible panel (pushed or
    ///   scrolled out of view) is never a target;
    /// - outside its panel, a drawer that dims covers everything below it
    ///   (`DrawerHitTarget.dimming(_:)`); one that does not lets the point through;
    /// - a closed drawer at rest covers only the edge region the app gave it
    ///   (``DrawerGestureOptions/edgeRegionFraction``, seed 003), within its edge-swipe scope
    ///   (``setEdgeSwipeScope(_:for:)``: its screen, while that is visible). The default region of a closed
    ///   sheet (``DrawerGestureOptions/defaultEdgeRegionLength``) is no target: a drag that starts
    ///   there still opens the sheet (``dragBegan(at:time:)``), but taps there reach the app (a
    ///   tab bar under a closed sheet), on toolkits where a target swallows them.
    ///
    /// Points with a non-finite coordinate, or outside the container, are over nothing.
    @_specialize(exported: true, where ID == String)
    @_specialize(exported: true, where ID == Int)
    package func hitTest(_ point: CGPoint) -> DrawerHitTarget<ID> {
        guard point.x.isFinite, point.y.isFinite, CGRect(origin: .zero, size: container.size).contains(point) else {
            return .passThrough
        }
        for layer in stack.layers.reversed() {
            // A drawer closing to be removed is on its way out: the point reaches what is below.
            guard let entry = entries[layer.id], !entry.isLeaving else { continue }
            let engine = layer.engine
            let frame = drawnFrame(engine, id: layer.id)
            if !isShown(layer.id) {
                if engine.configuration.gesture.edgeRegionFraction != nil, entry.edgeSwipeScope.admits(point),
                    isInEdgeRegion(point, engine: engine)
                {
                    return .edgeRegion(layer.id)
                }
                continue
            }
            let visible = frame.visibleRect.intersection(CGRect(origin: .zero, size: engine.container.size))
            if !visible.isNull, visible.contains(point) {
                if isOnHandle(point, visible: visible, side: engine.layout.side, length: entry.options.handleLength)
                    || !isContentInteractive(layer.id)
                {
                    return .handle(layer.id)
                }
                return .content(layer.id)
            }
            if !frame.passesThroughBackground { return .dimming(layer.id) }
        }
        return .passThrough
    }

    /// The rectangle of `id`'s content that can be touched now (container coordinates): its
    /// visible content rectangle inside the container, or `.null` when nothing can be. SwiftUI
    /// uses it as the content's hit-testing shape, since clipping does not clip hit-testing there.
    package func contentHitRect(of id: ID) -> CGRect {
        guard let engine = engine(of: id), isContentInteractive(id) else { return .null }
        let frame = drawnFrame(engine, id: id)
        return frame.contentRect.intersection(frame.visibleRect).intersection(CGRect(origin: .zero, size: engine.container.size))
    }

    /// The edge region of `id` while it rests closed and the app gave it one (container
    /// coordinates): where an adapter puts a strip that takes the edge swipe. `.null` otherwise.
    package func edgeRegionRect(of id: ID) -> CGRect {
        guard let engine = engine(of: id), !isShown(id), let fraction = engine.configuration.gesture.edgeRegionFraction,
            let open = engine.stops.interactiveRange?.upperBound, open > DrawerDetentResolver.collapseTolerance
        else { return .null }
        let context = engine.layout.context
        let size = engine.container.size
        let depth = min(fraction * context.containerLength + context.obstructionLength, engine.layout.side.axisLength(of: size))
        switch engine.layout.side {
        case .bottom: return CGRect(x: 0, y: size.height - depth, width: size.width, height: depth)
        case .top: return CGRect(x: 0, y: 0, width: size.width, height: depth)
        case .left: return CGRect(x: 0, y: 0, width: depth, height: size.height)
        case .right: return CGRect(x: size.width - depth, y: 0, width: depth, height: size.height)
        }
    }

    /// The handle's rectangle for `id` (container coordinates): a strip of
    /// ``DrawerHostDrawerOptions/handleLength`` along the visible panel's free edge, centred on
    /// it; an adapter draws its grabber there whatever the edge. `.null` without a handle.
    package func handleRect(of id: ID) -> CGRect {
        guard let engine = engine(of: id), let length = entries[id]?.options.handleLength, length > 0 else { return .null }
        return Self.handleStrip(in: drawnFrame(engine, id: id).visibleRect, side: engine.layout.side, length: length)
    }

    /// The strip of `length` at the free edge of `visible` for a drawer on `side`.
    static func handleStrip(in visible: CGRect, side: DrawerPhysicalEdge, length: CGFloat) -> CGRect {
        switch side {
        case .bottom: CGRect(x: visible.minX, y: visible.minY, width: visible.width, height: min(length, visible.height))
        case .top:
            CGRect(
                x: visible.minX, y: visible.maxY - min(length, visible.height), width: visible.width,
                height: min(length, visible.height))
        case .left:
            CGRect(
                x: visible.maxX - min(length, visible.width), y: visible.minY, width: min(length, visible.width),
                height: visible.height)
        case .right: CGRect(x: visible.minX, y: visible.minY, width: min(length, visible.width), height: visible.height)
        }
    }

    func isOnHandle(_ point: CGPoint, visible: CGRect, side: DrawerPhysicalEdge, length: CGFloat) -> Bool {
        guard length > 0 else { return false }
        return Self.handleStrip(in: visible, side: side, length: length).contains(point)
    }

    /// Whether `point` starts an edge swipe on the closed drawer `engine` (the engine's own
    /// acceptance rule: within its edge region, ``DrawerGestureOptions/edgeRegionFraction`` of the
    /// container or ``DrawerGestureOptions/defaultEdgeRegionLength``, and only when there is an
    /// open stop to pull it to).
    func isInEdgeRegion(_ point: CGPoint, engine: DrawerEngine) -> Bool {
        guard let open = engine.stops.interactiveRange?.upperBound, open > DrawerDetentResolver.collapseTolerance else {
            return false
        }
        let context = engine.layout.context
        let size = engine.container.size
        guard CGRect(origin: .zero, size: size).contains(point) else { return false }
        let region =
            engine.configuration.gesture.edgeRegionFraction.map { $0 * context.containerLength }
            ?? DrawerGestureOptions.defaultEdgeRegionLength
        let distance = engine.layout.side.distanceFromEdge(of: point, in: size) - context.obstructionLength
        return distance >= -1 && distance <= region
    }
}
