import Foundation

/// The dimming level a renderer that repaints whatever changed draws: the drawer's dimming in
/// steps of one hundredth, moved only when the dimming has gone a whole step from the level on
/// screen, and exact (to the step) once the drawer rests.
///
/// A new dimming level repaints everything behind the drawer, while a moving panel repaints only
/// its own area, so on such a renderer (GTK's) the dimming decides how much of the window a frame
/// costs. Rounding every frame's dimming to the nearest step would repaint the window whenever
/// the value crossed a half step, even when it had moved far less than a step since the last
/// repaint: in the last frames of a settle, where the panel moves by a pixel or two, that is one
/// or two whole-window frames per transition for changes of a few thousandths. Here the level
/// drawn while the drawer moves changes only once the dimming is a full step away from it, and
/// then to the dimming rounded to a step, so it is never a step or more off; a step of black is
/// at most 2.55 of 255 grey levels, finer than the eye tells apart on a moving drawer. When the
/// drawer rests the level is the rounded dimming, whatever came before.
///
/// Renderers that animate opacity on the GPU (Core Animation, SwiftUI) draw the dimming as it is
/// and have no use for this.
public struct DrawerDimmingSteps: Sendable, Hashable {
    /// The size of one step, in dimming alpha (0…1).
    public static let step = 1 / stepsPerUnit

    /// Steps in the whole range; levels are computed as `k / 100`, the double nearest each hundredth.
    private static let stepsPerUnit = 100.0

    /// The level drawn last, a whole number of steps in 0…1; `nil` before the first update.
    public private(set) var level: Double?

    /// Steps with nothing drawn yet.
    public init() {}

    /// `dimming` (0…1) rounded to the nearest step; 0 when it is not finite, and clamped to 0…1.
    public static func rounded(_ dimming: Double) -> Double {
        (clamped(dimming) * stepsPerUnit).rounded() / stepsPerUnit
    }

    /// `dimming` in 0…1; 0 when it is not finite.
    private static func clamped(_ dimming: Double) -> Double {
        dimming.isFinite ? min(1, max(0, dimming)) : 0
    }

    /// The level to draw for the drawer's `dimming` this frame; `isResting` when the drawer neither
    /// moves nor animates (then the level is ``rounded(_:)`` of it).
    ///
    /// Bad values follow ``rounded(_:)``: a non-finite dimming is drawn as none, one outside 0…1
    /// as the nearest end.
    @discardableResult
    public mutating func update(dimming: Double, isResting: Bool) -> Double {
        // A value exactly one step away counts as a step, whatever the rounding of the subtraction.
        let tolerance = 1e-9
        if let level, !isResting, abs(Self.clamped(dimming) - level) < Self.step - tolerance { return level }
        let target = Self.rounded(dimming)
        level = target
        return target
    }
}
