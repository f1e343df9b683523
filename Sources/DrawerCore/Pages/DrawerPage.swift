import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// One page of a drawer that holds a stack of pages (a settings list, then a detail pushed over
/// it): the page brings its own detents, so the drawer's height follows the page on top.
///
/// Pages are values identified by ``ID``; a drawer's stack holds each id at most once, so a page
/// keeps its identity (its detents, its fitting length, the detent it was left at) while pages
/// are pushed over it and popped again. See `DrawerHostModel.pushPage(_:on:time:)`.
///
/// ```swift
/// let detail = DrawerPage(id: "detail", detents: [.fit, .large], fittingLength: 520)
/// host.pushPage(detail, on: "settings", time: now)
/// ```
public struct DrawerPage: Sendable, Equatable {
    /// The identity of a page within its drawer: an open set of names, like detent identifiers.
    public struct ID: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
        /// The page's name.
        public var rawValue: String
        /// Creates an identifier from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier from a string literal.
        public init(stringLiteral value: String) { self.rawValue = value }
        /// The page's name, for logs and traces.
        public var description: String { rawValue }
    }

    /// The page's identity.
    public var id: ID
    /// The page's resting positions. The drawer's own closed detent (when its configuration has
    /// one) is kept beside them, so a page never takes away the drawer's way to close.
    public var detents: [DrawerDetent]
    /// The page's detents a drag may rest at; `nil` means all of them.
    public var interactiveDetents: Set<DrawerDetent.Identifier>?
    /// Where the drawer heads when the page is pushed; `nil` picks ``entryDetent``'s default.
    public var initialDetent: DrawerDetent.Identifier?
    /// The page content's own length along the drawer's axis, which its fit-to-content detents
    /// follow; `nil` until the adapter has measured the page (fit detents are inactive until then).
    public var fittingLength: CGFloat?

    /// Creates a page. A negative, NaN or infinite `fittingLength` counts as not measured.
    public init(
        id: ID, detents: [DrawerDetent], interactiveDetents: Set<DrawerDetent.Identifier>? = nil,
        initialDetent: DrawerDetent.Identifier? = nil, fittingLength: CGFloat? = nil
    ) {
        self.id = id
        self.detents = detents
        self.interactiveDetents = interactiveDetents
        self.initialDetent = initialDetent
        self.fittingLength = fittingLength.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    }

    /// The detent a push heads for: ``initialDetent`` when set, else the page's first
    /// fit-to-content detent (the page's height follows its content, as smooth_sheets' paged
    /// sheet does), else its first open detent. A detent that does not resolve (a fit not yet
    /// measured) leaves the drawer at the nearest stop until it does.
    public var entryDetent: DrawerDetent.Identifier? {
        if let initialDetent { return initialDetent }
        if let fit = detents.first(where: { if case .fitToContent = $0.kind { true } else { false } }) {
            return fit.identifier
        }
        return detents.first { if case .closed = $0.kind { false } else { true } }?.identifier
    }

    /// Compares everything but the detents' closures (detents compare by identity).
    public static func == (lhs: DrawerPage, rhs: DrawerPage) -> Bool {
        lhs.id == rhs.id && lhs.detents == rhs.detents && lhs.interactiveDetents == rhs.interactiveDetents
            && lhs.initialDetent == rhs.initialDetent && lhs.fittingLength == rhs.fittingLength
    }
}
