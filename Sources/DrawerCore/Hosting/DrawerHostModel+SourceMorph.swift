import Foundation

/// The source a drawer grows out of, as the model keeps it.
struct DrawerMorphSourceEntry: Sendable {
    var source: DrawerMorphSource
    /// Removed by the app while the drawer was shown: kept until it rests closed, so the
    /// dismissal under way still ends where the source was.
    var isRetired = false
}

extension DrawerHostModel {
    /// Gives the drawer `id` a source to grow out of and shrink back into, or updates it (the
    /// source moved, the window resized); `nil` removes it. Returns whether the model took it.
    ///
    /// From then on every frame of `id` (``frame(of:)``, ``morph(of:)``, hit-testing) is drawn
    /// as a `DrawerMorph` from the source to the panel at its smallest open stop, on the
    /// drawer's own progress: opening it by any means grows it out of the source, and any
    /// dismissal — a command, a swipe, a tap on the dimming, a binding — shrinks it back in.
    ///
    /// Bad input, by rule:
    /// - an unknown id, or a source with a coordinate or radius that is not finite, is ignored
    ///   (`false`; the last good source stays);
    /// - an empty, inverted, oversized or off-screen rectangle is used as
    ///   ``DrawerMorphSource/clamped(to:)`` says (a point; flipped; cut to the container; slid
    ///   inside it), against the container of the moment, so a resize never strands it;
    /// - removing the source while the drawer is shown (the button went away mid-morph) keeps
    ///   its last rectangle until the drawer rests closed: the presentation under way ends where
    ///   the source was, without a step, and the next one is a plain slide.
    @discardableResult
    package mutating func setMorphSource(_ source: DrawerMorphSource?, for id: ID) -> Bool {
        guard entries[id] != nil else { return false }
        guard let source else {
            guard morphSources[id] != nil else { return true }
            if isShown(id) {
                morphSources[id]?.isRetired = true
            } else {
                morphSources[id] = nil
            }
            return true
        }
        guard source.isFinite else { return false }
        morphSources[id] = DrawerMorphSourceEntry(source: source)
        return true
    }

    /// The source `id` grows out of, while it has one.
    package func morphSource(of id: ID) -> DrawerMorphSource? { morphSources[id]?.source }

    /// Opens `id` out of `source` (a click on a button): ``setMorphSource(_:for:)``, then a
    /// move to `detent` (by default the smallest open stop). Returns whether the drawer moves;
    /// `false` for an unknown id, a source that is not finite, or a detent that is not active.
    /// A binding-presented drawer writes its binding back when it comes to rest open.
    @discardableResult
    package mutating func present(
        _ id: ID, from source: DrawerMorphSource, to detent: DrawerDetent.Identifier? = nil, time: Double
    ) -> Bool {
        guard setMorphSource(source, for: id), let engine = engine(of: id) else { return false }
        guard let target = detent ?? engine.stops.first(where: { !$0.isClosed })?.identifier else { return false }
        return move(id, to: target, time: time)
    }

    /// How `id` is drawn growing out of its source, or between its bottom bar and its sheet:
    /// `nil` for a drawer with neither, or an unknown id.
    ///
    /// For a source drawer past its smallest open stop the morph is over: `DrawerMorph.progress`
    /// 1, the panel's own outline, the content fully shown. For a bottom-bar drawer
    /// (``DrawerHostDrawerOptions/hasBottomBar``) the outline is always the panel's and the
    /// opacities follow ``isBottomBarShown(_:)``.
    package func morph(of id: ID) -> DrawerMorph? {
        guard let index = stack.index(of: id) else { return nil }
        let engine = stack.layers[index].engine
        if let entry = morphSources[id] {
            if let (morph, _) = sourceMorph(engine, entry.source) { return morph }
            return DrawerMorph(
                progress: 1, rect: engine.frame.visibleRect, corners: engine.frame.shape.corners, contentOpacity: 1)
        }
        guard let shows = isBottomBarShown(id) else { return nil }
        return DrawerMorph(bottomBar: engine.frame, showsBar: shows, progress: DrawerBottomBarSwitch.progress(of: engine))
    }

    /// The source morph of `engine` now and the frame it ends in; `nil` when it is over (at or
    /// past the smallest open stop) or cannot be drawn (an unusable source, no open stop).
    func sourceMorph(_ engine: DrawerEngine, _ source: DrawerMorphSource) -> (DrawerMorph, end: DrawerFrame)? {
        guard let usable = source.clamped(to: engine.container.size),
            let end = engine.stops.first(where: { !$0.isClosed })
        else { return nil }
        let progress = DrawerMorph.progress(extent: engine.frame.extent, endExtent: end.extent)
        guard progress < 1 else { return nil }
        let endFrame = engine.layout.frame(extent: end.extent)
        let morph = DrawerMorph(
            from: usable, to: endFrame.visibleRect, panelCorners: endFrame.shape.corners, progress: progress)
        return (morph, endFrame)
    }

    /// The frame of `engine` (the drawer `id`) as it is drawn: with its source morph applied
    /// while one runs.
    @inline(__always)
    func drawnFrame(_ engine: DrawerEngine, id: ID) -> DrawerFrame {
        guard !morphSources.isEmpty, let entry = morphSources[id], let (morph, end) = sourceMorph(engine, entry.source)
        else { return engine.frame }
        return engine.frame.drawn(as: morph, end: end, container: engine.container.size)
    }

    /// Whether `id` is drawn growing out of its source now (not where its engine's frame is).
    func isMorphing(_ id: ID) -> Bool {
        guard !morphSources.isEmpty, let entry = morphSources[id], let engine = engine(of: id) else { return false }
        return sourceMorph(engine, entry.source) != nil
    }

    /// Forgets a retired source once its drawer rests closed (from ``collect()``).
    mutating func dropRetiredMorphSource(_ id: ID) {
        guard let entry = morphSources[id], entry.isRetired, !isShown(id) else { return }
        morphSources[id] = nil
    }
}
