import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Which of a bottom bar and its sheet to show while the sheet opens and closes, the way
/// libadwaita's `AdwBottomSheet` (1.6) decides: a compact bar (a mini player) shows while the
/// sheet is closed; when the sheet's progress crosses ``threshold`` (15 %) on the way up, the
/// sheet's content takes over, and when it crosses back below, the bar does. The switch happens
/// only on a crossing, so a drag that hovers near 15 % does not flicker; adapters cross-fade the
/// two over a short animation when it flips.
///
/// The sheet's closed stop is the bar's height (the bar is the closed sheet), so dragging the
/// bar opens the sheet like any drag on a panel.
public struct DrawerBottomBarSwitch: Sendable, Hashable {
    /// The progress (0…1, the sheet's open fraction) at which the two switch: libadwaita's
    /// `CHILD_SWITCH_THRESHOLD`.
    public static let threshold: CGFloat = 0.15

    /// Whether the bar is showing (rather than the sheet's content).
    public private(set) var showsBar: Bool
    /// The last progress seen.
    public private(set) var progress: CGFloat

    /// Starts in the state that matches `progress`.
    public init(progress: CGFloat = 0) {
        let p = progress.isFinite ? progress.clamped(to: 0...1) : 0
        self.progress = p
        self.showsBar = p < Self.threshold
    }

    /// Feeds the sheet's progress for this frame; returns whether the shown child flipped.
    /// NaN is ignored.
    @discardableResult
    public mutating func update(progress newValue: CGFloat) -> Bool {
        guard newValue.isFinite else { return false }
        let value = newValue.clamped(to: 0...1)
        defer { progress = value }
        if progress < Self.threshold && value >= Self.threshold && showsBar {
            showsBar = false
            return true
        }
        if progress >= Self.threshold && value < Self.threshold && !showsBar {
            showsBar = true
            return true
        }
        return false
    }
}
