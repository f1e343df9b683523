import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The stops of a drawer for one container: sorted by extent, never empty, one per distinct
/// length, with the identities of collapsed detents kept as aliases.
///
/// Built by ``DrawerDetentResolver``. Lookups are by identifier (so a resize can keep the
/// current detent) or by extent (for snapping and progress). All queries are allocation-free.
public struct DrawerResolvedDetents: Sendable, Hashable, RandomAccessCollection {
    /// The stops, sorted by ascending extent, with distinct extents.
    public let stops: [DrawerResolvedDetent]
    /// Identifiers of detents that resolved to the same length as an earlier one, each mapped
    /// to the identifier of the stop that absorbed it.
    public let aliases: [DrawerDetent.Identifier: DrawerDetent.Identifier]

    /// Creates a set from stops that are already sorted, distinct and non-empty.
    ///
    /// Used by the resolver; an empty `stops` is replaced by a single closed stop so that the
    /// "never empty" promise holds even for hand-built values.
    public init(
        sortedStops stops: [DrawerResolvedDetent],
        aliases: [DrawerDetent.Identifier: DrawerDetent.Identifier] = [:]
    ) {
        self.stops = stops.isEmpty ? [DrawerResolvedDetent(identifier: .closed, extent: 0)] : stops
        self.aliases = aliases
    }

    // MARK: Collection

    /// The first stop's index.
    public var startIndex: Int { stops.startIndex }
    /// One past the last stop's index.
    public var endIndex: Int { stops.endIndex }
    /// The stop at `position`.
    public subscript(position: Int) -> DrawerResolvedDetent { stops[position] }

    // MARK: Lookups

    /// The smallest stop.
    public var smallest: DrawerResolvedDetent { stops[stops.startIndex] }
    /// The largest stop.
    public var largest: DrawerResolvedDetent { stops[stops.endIndex - 1] }

    /// The index of the stop for `identifier`, following aliases; `nil` if the detent is not
    /// active in this container.
    public func index(of identifier: DrawerDetent.Identifier) -> Int? {
        let target = aliases[identifier] ?? identifier
        return stops.firstIndex { $0.identifier == target }
    }

    /// The stop for `identifier`, following aliases.
    public func stop(for identifier: DrawerDetent.Identifier) -> DrawerResolvedDetent? {
        index(of: identifier).map { stops[$0] }
    }

    /// Whether any stop accepts a drag.
    public var hasInteractiveStops: Bool { stops.contains { $0.isInteractive } }

    /// The lowest and highest extents a drag can come to rest at, or `nil` if no stop is
    /// interactive. Dragging beyond them rubber-bands.
    public var interactiveRange: ClosedRange<CGFloat>? {
        guard let low = stops.first(where: \.isInteractive),
            let high = stops.last(where: \.isInteractive)
        else { return nil }
        return low.extent...high.extent
    }

    /// The index of the stop closest to `extent`; ties go to the smaller stop.
    /// - Parameters:
    ///   - extent: the extent to compare the stops with.
    ///   - interactiveOnly: consider only stops a drag may rest at; falls back to all stops if
    ///     none is interactive.
    public func nearestIndex(to extent: CGFloat, interactiveOnly: Bool = false) -> Int {
        let useFilter = interactiveOnly && hasInteractiveStops
        return nearestIndex(to: extent) { !useFilter || stops[$0].isInteractive } ?? stops.startIndex
    }

    /// The open stop (extent above zero) nearest to `extent`, or `nil` when every stop is
    /// closed. A drawer that was open and loses its detent to a new configuration or container
    /// hands over to this one: a change of settings must not close a drawer nobody closed.
    package func nearestOpenIndex(to extent: CGFloat) -> Int? {
        nearestIndex(to: extent) { !stops[$0].isClosed }
    }

    /// The index of the stop closest to `extent` among the indices `included` admits (ties go to
    /// the smaller stop), or `nil` when it admits none. It runs on every drag step, so it is
    /// written for that: inlined, the predicate given an index rather than a copy of the stop (its
    /// identifier retained and released), and no optional carried through the loop; written as
    /// one search over a stop-taking predicate it cost 32 more instructions a step
    /// (`make bench-instructions`; now within 5 of the two loops it replaced).
    @inline(__always)
    private func nearestIndex(to extent: CGFloat, where included: (Int) -> Bool) -> Int? {
        var best = -1
        var bestDistance = CGFloat.infinity
        for index in stops.indices where included(index) {
            let distance = abs(stops[index].extent - extent)
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return best < 0 ? nil : best
    }

    /// The neighbouring stops around `extent` and how far `extent` has travelled from the lower
    /// to the upper one (0…1). Outside the stops both indices name the nearest end and the
    /// fraction is 0.
    public func bracket(of extent: CGFloat) -> (lower: Int, upper: Int, fraction: CGFloat) {
        let last = stops.endIndex - 1
        if extent <= stops[0].extent || last == 0 { return (0, 0, 0) }
        if extent >= stops[last].extent { return (last, last, 0) }
        var upper = 1
        while upper < last && stops[upper].extent < extent { upper += 1 }
        let low = stops[upper - 1].extent
        let high = stops[upper].extent
        if extent >= high { return (upper, upper, 0) }
        return (upper - 1, upper, ((extent - low) / (high - low)).clamped(to: 0...1))
    }
}
