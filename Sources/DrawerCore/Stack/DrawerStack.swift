import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Several drawers by id, a drawer over a drawer (seed 001's multiple sheets, vaul's nested
/// drawers, iOS sheet stacks).
///
/// The last presented drawer is on top. Input goes to the top drawer only (``top``); the
/// drawers below it are covered by its dimming (``Layer/coverDimming``) and pushed back by
/// their depth (``Layer/depth``, which adapters turn into vaul's 16 pt displacement or a
/// slight scale). A drawer that settles closed is removed from the stack on the next tick.
///
/// ```swift
/// var stack = DrawerStack<String>(container: container)
/// stack.present("A", configuration: sheetA, detent: .medium, time: t)
/// stack.present("B", configuration: sheetB, detent: .medium, time: t)   // over A
/// stack.dismissAll(time: t)
/// ```
package struct DrawerStack<ID: Hashable & Sendable>: Sendable {
    /// One drawer in the stack.
    package struct Layer: Sendable {
        /// The drawer's id.
        package let id: ID
        /// Its engine.
        package internal(set) var engine: DrawerEngine
        /// 0 for the top drawer, 1 for the one under it, and so on.
        package internal(set) var depth: Int
        /// How much the drawers above dim this one, 0…1: the dimming of the drawer directly
        /// above (a drawer under a dimmed drawer is as dim as the backdrop).
        package internal(set) var coverDimming: CGFloat
    }

    /// The drawers from bottom to top.
    package internal(set) var layers: [Layer] = []
    /// The container all drawers share.
    package private(set) var container: DrawerContainer
    /// Whether new and running animations use the reduce-motion curve.
    package private(set) var reduceMotion: Bool
    /// Whether a drawer that comes to rest closed stays in the stack (so an edge swipe or
    /// ``present(_:configuration:detent:time:)`` can open it again, as a navigation drawer needs)
    /// instead of leaving it. Closed drawers take no input and do not dim the ones below.
    package var keepsClosedDrawers: Bool

    /// Creates an empty stack.
    package init(container: DrawerContainer, reduceMotion: Bool = false, keepsClosedDrawers: Bool = false) {
        self.container = container
        self.reduceMotion = reduceMotion
        self.keepsClosedDrawers = keepsClosedDrawers
    }

    /// The drawer that receives input: the topmost one (with ``keepsClosedDrawers``, the
    /// topmost one that is open or moving).
    package var top: Layer? { topIndex.map { layers[$0] } }

    private var topIndex: Int? {
        keepsClosedDrawers ? layers.lastIndex { !Self.isClosedAtRest($0) } : layers.indices.last
    }

    /// Whether `layer` rests closed.
    static func isClosedAtRest(_ layer: Layer) -> Bool {
        layer.engine.isResting && layer.engine.frame.extent == 0
    }

    /// `body` run on the layer at `index` where it lies, through the array's mutable accessor:
    /// reading a layer through `Array`'s subscript getter copies the whole layer, engine included
    /// (every stored reference retained and released), which frames cannot afford once per drawer.
    @inline(__always)
    mutating func inPlace<Result>(_ index: Int, _ body: (inout Layer) -> Result) -> Result {
        body(&layers[index])
    }

    /// Whether the layer at `index` rests closed, read in place (``inPlace(_:_:)``).
    mutating func isClosedAtRest(at index: Int) -> Bool {
        inPlace(index) { $0.engine.frame.extent == 0 && $0.engine.isResting }
    }

    /// The layer for `id`.
    package func layer(_ id: ID) -> Layer? { index(of: id).map { layers[$0] } }

    /// Where the drawer `id` is in ``layers``, for reading one of its values in place (copying a
    /// ``Layer`` copies its whole engine).
    func index(of id: ID) -> Int? { layers.firstIndex { $0.id == id } }

    /// Presents a drawer on top, animating from closed to `detent`. A drawer with the same id
    /// already in the stack is moved to `detent` instead and stays where it is in the order.
    ///
    /// A closed detent is added to the configuration (first) if the resolver would keep none of
    /// its own (an earlier detent of the same identifier shadows a listed one), and the supported
    /// set allows it, so every stacked drawer can be dismissed.
    package mutating func present(
        _ id: ID, configuration: DrawerConfiguration, detent: DrawerDetent.Identifier? = nil, time: Double
    ) {
        if let index = index(of: id) {
            layers[index].engine.move(to: detent ?? layers[index].engine.stops.largest.identifier, time: time)
            restack()
            return
        }
        let (configuration, closed) = configuration.ensuringClosedDetent()
        var engine = DrawerEngine(
            configuration: configuration, container: container, initialDetent: closed, reduceMotion: reduceMotion)
        let opening = detent.flatMap { engine.stops.stop(for: $0) } ?? engine.stops.first { !$0.isClosed } ?? engine.stops.largest
        engine.move(to: opening.identifier, time: time)
        layers.append(Layer(id: id, engine: engine, depth: 0, coverDimming: 0))
        restack()
    }

    /// Closes the drawer `id` with its spring; it leaves the stack once closed.
    package mutating func dismiss(_ id: ID, time: Double) {
        guard let index = index(of: id) else { return }
        if !layers[index].engine.dismiss(time: time) { layers.remove(at: index) }
        restack()
    }

    /// Closes every drawer at once (seed 001's "remove all sheets").
    package mutating func dismissAll(time: Double) {
        for index in layers.indices.reversed() where !layers[index].engine.dismiss(time: time) {
            layers.remove(at: index)
        }
        restack()
    }

    /// Runs `body` on the top drawer's engine: the only one that takes gestures.
    @discardableResult
    package mutating func withTop<Result>(_ body: (inout DrawerEngine) -> Result) -> Result? {
        guard let index = topIndex else { return nil }
        let result = body(&layers[index].engine)
        restack()
        return result
    }

    /// Advances every drawer; removes those that have closed. Returns whether anything still
    /// animates.
    @discardableResult
    package mutating func tick(time: Double) -> Bool {
        var animating = false
        var anyClosed = false
        for index in layers.indices {
            if layers[index].engine.tick(time: time) { animating = true }
            if isClosedAtRest(at: index) { anyClosed = true }
        }
        // Only filter when something closed: `removeAll(where:)` allocates even when it removes nothing.
        if anyClosed && !keepsClosedDrawers { layers.removeAll { Self.isClosedAtRest($0) } }
        restack()
        return animating
    }

    /// Applies a new container to every drawer.
    package mutating func setContainer(_ container: DrawerContainer, animated: Bool = false, time: Double) {
        self.container = container
        for index in layers.indices { layers[index].engine.setContainer(container, animated: animated, time: time) }
        restack()
    }

    /// Switches the reduce-motion curve for every drawer.
    package mutating func setReduceMotion(_ enabled: Bool, time: Double) {
        reduceMotion = enabled
        for index in layers.indices { layers[index].engine.setReduceMotion(enabled, time: time) }
    }

    /// Recomputes depths and cover dimming after any change. Drawers kept while resting closed
    /// (``keepsClosedDrawers``) count for neither.
    ///
    /// It runs on every frame for every layer, so the layers are reached through the buffer's
    /// addresses: read through `Array`'s subscript, each check copied the layer's whole engine
    /// (retains and releases of every stored reference, measured as most of a 16-drawer frame).
    mutating func restack() {
        let keepsClosed = keepsClosedDrawers
        layers.withUnsafeMutableBufferPointer { layers in
            var above: CGFloat = 0
            var depth = 0
            for index in layers.indices.reversed() {
                layers[index].depth = depth
                layers[index].coverDimming = above
                let closedAtRest = layers[index].engine.frame.extent == 0 && layers[index].engine.isResting
                if !keepsClosed || !closedAtRest {
                    depth += 1
                    above = layers[index].engine.frame.dimming
                }
            }
        }
    }
}

extension DrawerStack {
    /// How far the drawers push back what is behind them (``DrawerScaleBack``): the app's
    /// content follows the bottom-most open drawer, and each drawer follows the one directly
    /// above it. `width` is the container's length across the drawers' axis (a bottom sheet's
    /// width). Returns the effect for the content and one per layer, in ``layers`` order.
    package func scaleBack(width: CGFloat) -> (content: DrawerScaleBack, layers: [DrawerScaleBack]) {
        scaleBack(pushing: { _ in true }, width: { _ in width })
    }

    /// The same rule, limited to the layers `pushes` accepts: the content follows the bottom-most
    /// open layer that pushes, and a pushing layer pushes back the open layer directly below it
    /// (whether or not that one pushes). `width` gives each pushing layer's length across its
    /// axis. Closed layers push nothing and are not pushed.
    package func scaleBack(pushing pushes: (Layer) -> Bool, width: (Layer) -> CGFloat)
        -> (content: DrawerScaleBack, layers: [DrawerScaleBack])
    {
        let effects = scaleBackEffects(pushing: pushes, width: width)
        return (effects.content, effects.layers)
    }

    /// ``scaleBack(pushing:width:)`` with the index of the layer the content follows (`nil` when
    /// none pushes it), whose side the content is pushed towards.
    func scaleBackEffects(pushing pushes: (Layer) -> Bool, width: (Layer) -> CGFloat)
        -> (content: DrawerScaleBack, layers: [DrawerScaleBack], contentPusher: Int?)
    {
        var effects = [DrawerScaleBack](repeating: .none, count: layers.count)
        var content = DrawerScaleBack.none
        var contentPusher: Int?
        var below: Int?
        for index in layers.indices {
            let layer = layers[index]
            let fraction = layer.engine.frame.openFraction
            guard fraction > 0 else { continue }
            if pushes(layer) {
                let length = width(layer)
                if contentPusher == nil {
                    content = .content(behindDrawerOpenBy: fraction, width: length)
                    contentPusher = index
                }
                if let below { effects[below] = .drawer(behindDrawerOpenBy: fraction, width: length) }
            }
            below = index
        }
        return (content, effects, contentPusher)
    }
}
