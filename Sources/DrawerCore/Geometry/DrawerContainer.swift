import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Everything about the space a drawer lives in that the app does not choose: the container's
/// size, its safe area, what covers it (a keyboard), the reading direction, and how long the
/// drawer's content would like to be.
///
/// Adapters rebuild this whenever the window resizes or the keyboard moves, and hand it to the
/// engine; detents are resolved again against it and the drawer keeps its detent.
///
/// Sizes that are negative, NaN or infinite are stored as zero: a zero-sized container resolves
/// every detent to zero and draws nothing, which is the only safe reading of a size that makes no
/// sense. Sizes beyond ``DrawerMotionLimits/magnitude`` (10¹² pt) are stored as that limit:
/// springs and drags clamp positions there, so a larger container would hold stops and drags a
/// settle could only reach by jumping.
public struct DrawerContainer: Sendable, Hashable {
    /// The container's size in points: each side at most ``DrawerMotionLimits/magnitude``, so
    /// every stop is a place a spring can reach.
    public var size: CGSize {
        didSet { size = Self.sanitized(size) }
    }
    /// The safe-area insets (notch, home indicator, status bar) in points.
    public var safeArea: DrawerInsets
    /// What covers part of the container, such as an on-screen keyboard. Only the inset on the
    /// drawer's own edge matters: the drawer rests on top of it.
    public var obstruction: DrawerInsets
    /// An on-screen keyboard's overlap with the container. Unlike ``obstruction``, which every
    /// drawer rests on, each drawer treats it by the keyboard rule of its detent
    /// (``DrawerConfiguration/keyboard``): stay under it, lift above it, move, or shrink its content.
    public var keyboard: DrawerInsets
    /// The reading direction that resolves `leading` and `trailing`.
    public var layoutDirection: DrawerLayoutDirection
    /// The content's preferred length along the drawer's axis, measured by the adapter; `nil`
    /// until measured. Fit-to-content detents are inactive while it is `nil`.
    public var contentFittingLength: CGFloat? {
        didSet { contentFittingLength = contentFittingLength.map(\.nonNegativeFinite) }
    }
    /// The container's own corner radius in points: the display's on a phone, the window's on a
    /// desktop; 0 for square corners. Corners concentric with it
    /// (``DrawerCornerRule/concentric(minimum:)``) get `max(minimum, cornerRadius − inset)`.
    /// Negative, NaN and infinite values read as 0.
    public var cornerRadius: CGFloat {
        didSet { cornerRadius = cornerRadius.nonNegativeFinite }
    }
    /// Device pixels per point of the screen the drawer is drawn on (UIKit's
    /// `traitCollection.displayScale`, GTK's `gtk_widget_get_scale_factor`). The engine ends a
    /// settle once the remaining distance is under half a device pixel, so the last frame's
    /// snap is invisible. Values that are NaN, infinite or below 1 read as 1; at most 16.
    public var displayScale: CGFloat {
        didSet { displayScale = Self.sanitizedScale(displayScale) }
    }

    /// Creates a container description.
    public init(
        size: CGSize,
        safeArea: DrawerInsets = .zero,
        obstruction: DrawerInsets = .zero,
        layoutDirection: DrawerLayoutDirection = .leftToRight,
        contentFittingLength: CGFloat? = nil,
        displayScale: CGFloat = 1,
        cornerRadius: CGFloat = 0,
        keyboard: DrawerInsets = .zero
    ) {
        self.keyboard = keyboard
        self.cornerRadius = cornerRadius.nonNegativeFinite
        self.size = Self.sanitized(size)
        self.safeArea = safeArea
        self.obstruction = obstruction
        self.layoutDirection = layoutDirection
        self.contentFittingLength = contentFittingLength.map(\.nonNegativeFinite)
        self.displayScale = Self.sanitizedScale(displayScale)
    }

    private static func sanitizedScale(_ scale: CGFloat) -> CGFloat {
        scale.isFinite ? min(max(scale, 1), 16) : 1
    }

    private static func sanitized(_ size: CGSize) -> CGSize {
        let limit = CGFloat(DrawerMotionLimits.magnitude)
        return CGSize(width: min(size.width.nonNegativeFinite, limit), height: min(size.height.nonNegativeFinite, limit))
    }
}

extension DrawerContainer {
    /// Hashes the stored values component by component: CG geometry is not `Hashable` before
    /// iOS 18 and macOS 15 (see `Hasher.combine(rect:)`).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(size: size)
        hasher.combine(safeArea)
        hasher.combine(obstruction)
        hasher.combine(keyboard)
        hasher.combine(layoutDirection)
        hasher.combine(contentFittingLength)
        hasher.combine(cornerRadius)
        hasher.combine(displayScale)
    }
}
