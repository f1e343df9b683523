import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension DrawerHostModel {
    /// A finger or pointer went down at `point` (container coordinates). Returns the drawer that
    /// took the drag, or `nil` when it belongs to what is behind the drawers.
    ///
    /// The drawer is the one ``hitTest(_:)`` names (its handle or edge region, or its content
    /// unless ``DrawerHostDrawerOptions/dragsFromContent`` is off), or, on
    /// dimming, the dimming drawer when it accepts drags outside its panel (seed 003); where the
    /// point passes through, the topmost closed drawer whose default edge region holds it, else
    /// an open drawer that accepts drags anywhere. Exactly
    /// one drawer owns a drag: a press while another drag is in progress (its end was lost) first
    /// ends that one as a release at rest, and so does a wheel gesture still running on another
    /// drawer (on the pressed drawer the press takes the wheel's gesture over). A press inside a tracked scroll view
    /// (``trackScrollView(_:in:viewport:location:time:)``), or while such a view drives a drag,
    /// is the scroll view's: this returns `nil` and the adapter leaves the finger alone.
    @discardableResult
    @_specialize(exported:true,where ID == String)
    @_specialize(exported:true,where ID == Int)
    package mutating func dragBegan(at point: CGPoint, time: Double) -> ID? {
        advance(to: time)
        guard !isTrackedDrag else { return nil }
        if let owner = dragOwner {
            stack.withLayer(owner) { $0.dragEnded(time: time, velocity: .zero) }
            dragOwner = nil
        }
        lastTranslation = .zero
        // A press inside a tracked list is the list's (its pan hands the drag over), except on
        // the handle strip: a handle drawn over the top of the list takes the touch there, so
        // the list never sees it, and the handle always drags its drawer.
        guard let id = dragCandidate(at: point), let entry = entries[id],
            isOnHandle(point, of: id) || !isInTrackedScrollView(point, of: id)
        else {
            collect()
            return nil
        }
        endWheelGestures(exceptOn: id, time: time)
        let overScrollable =
            entry.scrollViewport.map { viewport in
                viewport.contains(point) && (engine(of: id)?.scroll.maximumOffset ?? 0) > 0
            } ?? false
        let drawnElsewhere = isMorphing(id)
        let accepted =
            stack.withLayer(id) {
                $0.dragBegan(at: point, time: time, overScrollableContent: overScrollable, drawnElsewhere: drawnElsewhere)
            } ?? false
        if accepted { dragOwner = id }
        collect()
        return accepted ? id : nil
    }

    /// The drawer a press at `point` is offered to.
    func dragCandidate(at point: CGPoint) -> ID? {
        switch hitTest(point) {
        case .content(let id):
            // Seed 000: content that takes touches is the app's; only the handle drags there.
            return entries[id]?.options.dragsFromContent == false ? nil : id
        case .handle(let id), .edgeRegion(let id):
            return id
        case .dimming(let id):
            return engine(of: id)?.configuration.gesture.acceptsDragsOutsidePanel == true ? id : nil
        case .passThrough:
            guard point.x.isFinite, point.y.isFinite else { return nil }
            // A closed sheet's default edge region takes drags, though it is no tap target.
            if let closed = stack.layers.last(where: { !isShown($0.id) && isInEdgeRegion(point, engine: $0.engine) }) {
                return closed.id
            }
            // An open drawer that takes drags anywhere (a navigation drawer with dimming off).
            guard let top = stack.top, !isLeaving(top.id), top.engine.configuration.gesture.acceptsDragsOutsidePanel
            else { return nil }
            return top.id
        }
    }

    /// The drag moved: `translation` is the total travel since the press (container
    /// coordinates); `velocity` the platform's measure when it has one. Returns the owner's drag
    /// state after it: `.pending` (not decided), `.tracking` (the drawer has it: the adapter
    /// claims the gesture) or `.none` (rejected, or no drag: the adapter lets it go).
    @discardableResult
    @_specialize(exported:true,where ID == String)
    @_specialize(exported:true,where ID == Int)
    package mutating func dragChanged(translation: CGPoint, time: Double, velocity: CGPoint? = nil) -> DrawerDragState {
        advance(to: time)
        guard let owner = dragOwner, !isTrackedDrag else { return .none }
        if translation.x.isFinite, translation.y.isFinite { lastTranslation = translation }
        let state =
            stack.withLayer(owner) { engine -> DrawerDragState in
                engine.dragChanged(translation: translation, time: time, velocity: velocity)
                return engine.dragState
            } ?? .none
        if state == .none { dragOwner = nil }
        collect()
        return state
    }

    /// The drag ended; `velocity` as in ``dragChanged(translation:time:velocity:)``. Returns
    /// whether the drawer had claimed it (`false`: it was a tap, or nobody's drag).
    @discardableResult
    @_specialize(exported:true,where ID == String)
    @_specialize(exported:true,where ID == Int)
    package mutating func dragEnded(time: Double, velocity: CGPoint? = nil) -> Bool {
        advance(to: time)
        guard let owner = dragOwner, !isTrackedDrag else { return false }
        dragOwner = nil
        let claimed =
            stack.withLayer(owner) { engine -> Bool in
                let claimed = engine.dragState == .tracking
                engine.dragEnded(time: time, velocity: velocity)
                return claimed
            } ?? false
        collect()
        return claimed
    }

    /// The drag ended where the pointer lifted, `translation` from the press (GTK's `drag-end`
    /// reports one). Returns whether the drawer had claimed it.
    ///
    /// A lift somewhere new is one more move first. A lift where the last move was is not a
    /// sample: it repeats the last move's position at a later time, and the engine's tracker
    /// would read that as a finger that stopped for the lift's delay, halving a flick. Android's
    /// and Flutter's trackers ignore the lift's position for the same reason.
    @discardableResult
    package mutating func dragEnded(translation: CGPoint, time: Double) -> Bool {
        if dragOwner != nil, !isTrackedDrag, translation.x.isFinite, translation.y.isFinite,
            translation != lastTranslation
        {
            dragChanged(translation: translation, time: time)
        }
        return dragEnded(time: time)
    }

    /// The drag ended, with the platform's predicted end translation instead of a velocity
    /// (SwiftUI's `DragGesture.Value.predictedEndTranslation`). The velocity is the one whose
    /// momentum projection (the drawer's snap policy's, or the normal one) covers the distance
    /// from the last translation to the predicted one.
    @discardableResult
    @_specialize(exported:true,where ID == String)
    @_specialize(exported:true,where ID == Int)
    package mutating func dragEnded(time: Double, predictedEndTranslation: CGPoint) -> Bool {
        guard let owner = dragOwner, !isTrackedDrag, let engine = engine(of: owner),
            predictedEndTranslation.x.isFinite, predictedEndTranslation.y.isFinite
        else { return dragEnded(time: time) }
        let momentum = (engine.configuration.snapPolicy as? DrawerProjectionSnapPolicy)?.momentum ?? .normal
        let velocity = CGPoint(
            x: momentum.velocity(forProjectedDistance: Double(predictedEndTranslation.x - lastTranslation.x)),
            y: momentum.velocity(forProjectedDistance: Double(predictedEndTranslation.y - lastTranslation.y)))
        return dragEnded(time: time, velocity: velocity)
    }

    /// The platform cancelled the drag (a system gesture took over, or SwiftUI ended the gesture
    /// without `onEnded`): the drawer goes back to the detent the drag started from.
    package mutating func dragCancelled(time: Double) {
        advance(to: time)
        guard let owner = dragOwner, !isTrackedDrag else { return }
        dragOwner = nil
        stack.withLayer(owner) { $0.dragCancelled(time: time) }
        collect()
    }

    /// A wheel or touchpad scroll of `delta` (scroll direction, points) over the panel of `id`.
    /// Only the component along the drawer's axis counts (so the axis follows the edge at run
    /// time); only the drawer that takes input takes it, and not while a pointer drag is in
    /// progress; a wheel gesture still running on another drawer ends first. Returns whether the drawer took it (the adapter then stops propagation).
    @discardableResult
    @_specialize(exported:true,where ID == String)
    @_specialize(exported:true,where ID == Int)
    package mutating func scrollWheel(_ id: ID, delta: CGPoint, time: Double) -> Bool {
        advance(to: time)
        guard let entry = entries[id], let engine = engine(of: id), inputDrawer == id, dragOwner == nil,
            engine.dragState != .pending, delta.x.isFinite, delta.y.isFinite
        else { return false }
        let side = engine.layout.side
        let along = side.isVertical ? CGPoint(x: 0, y: delta.y) : CGPoint(x: delta.x, y: 0)
        guard along != .zero else { return false }
        endWheelGestures(exceptOn: id, time: time)
        let overScrollable = entry.scrollViewport != nil
        let taken =
            stack.withLayer(id) { engine -> Bool in
                engine.scrollWheel(delta: along, time: time, overScrollableContent: overScrollable)
                return engine.dragState == .tracking
            } ?? false
        collect()
        return taken
    }
}

extension DrawerHostModel {
    /// Ends, as a release at rest, the wheel gesture of every drawer but `id` that is still in one
    /// (a wheel drags until its quiet period passes): a press or a wheel on another drawer within
    /// that time left two drawers dragged at once.
    mutating func endWheelGestures(exceptOn id: ID, time: Double) {
        for layer in stack.layers where layer.id != id && layer.engine.dragState == .tracking {
            stack.withLayer(layer.id) { $0.endWheelGesture(time: time) }
        }
    }

    /// Whether `point` is on the handle strip of `id` (the hit-test says so).
    func isOnHandle(_ point: CGPoint, of id: ID) -> Bool {
        if case .handle(let hit) = hitTest(point), hit == id { return true }
        return false
    }
}
