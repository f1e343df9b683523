import Foundation

/// Where a drag is in its life, as far as the engine is concerned.
public enum DrawerDragState: Sendable, Hashable {
    /// No drag, or the last one ended or was rejected.
    case none
    /// A finger is down but has not yet travelled the minimum distance; the content may still
    /// get the gesture.
    case pending
    /// The drawer has claimed the drag and follows the finger.
    case tracking
}
