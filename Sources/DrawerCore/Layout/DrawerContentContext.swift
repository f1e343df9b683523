import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What the drawer tells its content so the content can adapt while it moves (seed 001's
/// context: state, size, progress and diffY).
public struct DrawerContentContext: Sendable, Hashable {
    /// The detent the drawer belongs to right now: the one it rests at, or while moving, the one
    /// it left (during a drag) or is heading to (during an animation).
    public var detent: DrawerDetent.Identifier
    /// The size of the visible part of the panel.
    public var size: CGSize
    /// Signed progress away from ``detent``: positive towards the next larger stop, negative
    /// towards the next smaller one, -1…1. Content can fade parts in with it.
    public var progress: CGFloat
    /// How far the drawer is from ``detent`` in points, positive when more open (seed 001's
    /// `diffY`, with the sign made edge-independent).
    public var offsetFromDetent: CGFloat
    /// The overall open fraction, 0 closed … 1 at the largest stop.
    public var openFraction: CGFloat
    /// Whether ``detent`` is the largest active stop, so content can show what only fits there
    /// (seed 001's `additional` section). It follows ``detent``: it stays true while a drag
    /// from the largest stop has not yet left it for another.
    public var isAtLargestDetent: Bool

    /// Creates a context.
    public init(
        detent: DrawerDetent.Identifier, size: CGSize, progress: CGFloat,
        offsetFromDetent: CGFloat, openFraction: CGFloat, isAtLargestDetent: Bool = false
    ) {
        self.detent = detent
        self.size = size
        self.progress = progress.clamped(to: -1...1)
        self.offsetFromDetent = offsetFromDetent.finite(or: 0)
        self.openFraction = openFraction.clamped(to: 0...1)
        self.isAtLargestDetent = isAtLargestDetent
    }
}

extension DrawerContentContext {
    /// Hashes the stored values component by component: CG geometry is not `Hashable` before
    /// iOS 18 and macOS 15 (see `Hasher.combine(rect:)`).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(detent)
        hasher.combine(size: size)
        hasher.combine(progress)
        hasher.combine(offsetFromDetent)
        hasher.combine(openFraction)
        hasher.combine(isAtLargestDetent)
    }
}
