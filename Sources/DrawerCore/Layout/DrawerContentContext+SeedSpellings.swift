import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// ResizableSheet's names for the context (seed 001), so content written against it reads the
/// same values.
extension DrawerContentContext {
    /// The detent the drawer belongs to right now, as ResizableSheet's `state`; see ``detent``.
    public var state: ResizableSheetState { ResizableSheetState(detent) }

    /// How far the drawer is from ``detent`` in points, positive when more open (ResizableSheet's
    /// `diffY`); see ``offsetFromDetent``.
    public var diffY: CGFloat { offsetFromDetent }
}
