import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Turns a list of detents into the stops of one container, by a fixed set of rules.
///
/// The rules, in the order they apply:
/// 0. **Count**: only the first ``maximumDetents`` detents are read. Collapsing compares each
///    detent with the stops before it, so the work of a relayout grows with the square of the
///    list; the cap bounds it (and every per-frame lookup among the stops) by construction
///    whatever an app hands over.
/// 1. **Supported subset** (seed 001): if ``supported`` is set, detents whose identifier is not
///    in it are left out.
/// 2. **Duplicate identities** (seed 004): the first detent with a given identifier wins; later
///    ones are ignored.
/// 3. **Raw length**: each detent computes a length from ``DrawerDetentContext``. NaN and
///    infinite results, a non-positive or non-finite divisor, a fit-to-content detent before
///    the content is measured, and a custom resolver returning `nil` make the detent *inactive*
///    in this container: it is dropped, not guessed.
/// 4. **Clamping**: open detents are clamped to `minimumLength…availableLength` (the container
///    minus any keyboard; minus the far safe area too with ``clearsFarSafeArea``, the iOS 26
///    sheet's rule); negative lengths therefore become the minimum. ``DrawerDetent/closed``
///    is always exactly zero. An open detent that would rest at zero (a negative or zero length
///    with no minimum, in a container with room) is *inactive*: it would show no grabber to drag
///    it back by, so a flick could lose the drawer off screen; only a listed
///    ``DrawerDetent/closed`` rests there (rule 6 covers a drawer left with nothing).
/// 5. **Collapse**: detents whose lengths lie within ``collapseTolerance`` of an earlier-listed
///    detent's stop become aliases of that stop. The earlier-listed detent keeps the stop — except
///    that a ``DrawerDetent/closed`` detent always owns extent zero, so a drawer that lists one can
///    always be dismissed. The stop is interactive if any detent in it is.
/// 6. **Empty fallback**: if nothing is left, the drawer gets a single ``DrawerDetent/large``
///    stop, so there is always somewhere to rest.
/// 7. **Order**: stops are sorted by extent; identifiers travel with them, so a resize can find
///    the current detent again.
public struct DrawerDetentResolver: Sendable {
    /// Two stops closer than this (in points) are one stop: half a point is below what a
    /// 2x screen can show apart and what a finger can choose between.
    public static let collapseTolerance: CGFloat = 0.5

    /// The most detents a drawer reads (rule 0): far more than any sheet shows a person, few
    /// enough that resolving them (at most 256² comparisons) stays a small part of one frame.
    public static let maximumDetents = 256

    /// All detents, in the app's order of preference (earlier wins ties).
    public var detents: [DrawerDetent]
    /// Identifiers a drag may rest at; `nil` means all. The others are programmatic-only.
    public var interactive: Set<DrawerDetent.Identifier>?
    /// Identifiers the drawer may use at all; `nil` means all (seed 001's supported states).
    public var supported: Set<DrawerDetent.Identifier>?
    /// The shortest length any open detent resolves to (seed 004's minimum sheet height).
    public var minimumLength: CGFloat
    /// Whether open detents end at the far safe area (``DrawerStyle/clearsFarSafeArea``).
    public var clearsFarSafeArea: Bool

    /// Creates a resolver.
    public init(
        detents: [DrawerDetent],
        interactive: Set<DrawerDetent.Identifier>? = nil,
        supported: Set<DrawerDetent.Identifier>? = nil,
        minimumLength: CGFloat = 0,
        clearsFarSafeArea: Bool = false
    ) {
        self.detents = detents
        self.interactive = interactive
        self.supported = supported
        self.minimumLength = minimumLength
        self.clearsFarSafeArea = clearsFarSafeArea
    }

    /// The stops for a drawer on `edge` of `container`.
    public func resolve(in container: DrawerContainer, edge: DrawerEdge) -> DrawerResolvedDetents {
        resolve(in: DrawerDetentContext(container: container, edge: edge, minimumLength: minimumLength))
    }

    /// The stops for an already built context.
    public func resolve(in context: DrawerDetentContext) -> DrawerResolvedDetents {
        let detents = self.detents.prefix(Self.maximumDetents)
        var seen = Set<DrawerDetent.Identifier>(minimumCapacity: detents.count)
        var stops: [DrawerResolvedDetent] = []
        stops.reserveCapacity(detents.count)
        var aliases: [DrawerDetent.Identifier: DrawerDetent.Identifier] = [:]
        for detent in detents {
            guard supported?.contains(detent.identifier) ?? true,
                seen.insert(detent.identifier).inserted,
                let extent = Self.extent(of: detent, in: context, clearsFarSafeArea: clearsFarSafeArea)
            else { continue }
            let isInteractive = interactive?.contains(detent.identifier) ?? true
            if let twin = stops.firstIndex(where: { abs($0.extent - extent) <= Self.collapseTolerance }) {
                if case .closed = detent.kind, stops[twin].extent != 0 || !Self.isClosedStop(stops[twin], in: detents) {
                    // Closed takes over the stop at zero; the earlier detent becomes its alias.
                    let previous = stops[twin].identifier
                    for (alias, owner) in aliases where owner == previous { aliases[alias] = detent.identifier }
                    aliases[previous] = detent.identifier
                    stops[twin].identifier = detent.identifier
                    stops[twin].extent = 0
                } else {
                    aliases[detent.identifier] = stops[twin].identifier
                }
                stops[twin].isInteractive = stops[twin].isInteractive || isInteractive
            } else {
                stops.append(DrawerResolvedDetent(identifier: detent.identifier, extent: extent, isInteractive: isInteractive))
            }
        }
        if stops.isEmpty {
            let fallback = Self.extent(of: .large, in: context, clearsFarSafeArea: clearsFarSafeArea) ?? 0
            stops = [DrawerResolvedDetent(identifier: DrawerDetent.large.identifier, extent: fallback)]
        }
        stops.sort { $0.extent < $1.extent }
        return DrawerResolvedDetents(sortedStops: stops, aliases: aliases)
    }

    /// Whether `stop` belongs to a detent of kind ``DrawerDetent/Kind/closed`` (first listed wins).
    private static func isClosedStop(_ stop: DrawerResolvedDetent, in detents: ArraySlice<DrawerDetent>) -> Bool {
        guard let owner = detents.first(where: { $0.identifier == stop.identifier }) else { return false }
        if case .closed = owner.kind { return true }
        return false
    }

    /// The clamped length of one detent, or `nil` if it is inactive in `context`; with
    /// `clearsFarSafeArea` no open detent reaches past the far safe area (never below the
    /// minimum length, which the context keeps within the available length).
    public static func extent(
        of detent: DrawerDetent, in context: DrawerDetentContext, clearsFarSafeArea: Bool = false
    ) -> CGFloat? {
        let raw: CGFloat?
        switch detent.kind {
        case .closed:
            return 0
        case .fraction(let fraction):
            raw = context.containerLength * fraction.clamped(to: 0...1)
        case .divisor(let divisor):
            raw = (divisor.isFinite && divisor > 0) ? context.containerLength / divisor : nil
        case .points(let length):
            raw = length
        case .offsetFromFarEdge(let gap):
            raw = gap.isFinite ? context.availableLength - max(gap, 0) : nil
        case .fitToContent:
            raw = context.contentFittingLength.map { $0 + context.uncoveredNearSafeAreaInset }
        case .custom(let resolver):
            raw = resolver(context)
        }
        guard let raw, raw.isFinite else { return nil }
        let clearance = clearsFarSafeArea ? context.farSafeAreaInset : 0
        let upper = max(context.minimumLength, context.availableLength - clearance)
        let length = raw.clamped(to: context.minimumLength...upper)
        // Rule 4: an open stop at zero would be a closed drawer no one can grab again.
        return length > 0 || context.availableLength <= 0 ? length : nil
    }
}
