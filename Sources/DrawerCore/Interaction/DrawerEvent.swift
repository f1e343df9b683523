import Foundation

/// What happened to a drawer, for apps that react to it (the superset of peers' callbacks
/// that people use: FloatingPanel's delegate, UIKit's detent-change callback, libadwaita's
/// close-attempt, vaul's onDrag/onRelease).
public enum DrawerEvent: Sendable, Hashable {
    /// A drag claimed the drawer; it was resting at (or heading to) the given detent.
    case willBeginDragging(from: DrawerDetent.Identifier?)
    /// The drawer's extent changed during this input (at most one per input).
    case didMove(extent: CGFloat)
    /// The drawer is about to animate to `target`. The ``DrawerConfiguration/willSettle`` hook
    /// has already had its say.
    case willSettle(target: DrawerDetent.Identifier, velocity: CGFloat)
    /// The drawer came to rest on `detent`.
    case didSettle(DrawerDetent.Identifier)
    /// The drawer came to rest closed.
    case didDismiss
}
