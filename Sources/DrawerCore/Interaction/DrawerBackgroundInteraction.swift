import Foundation

/// Whether what lies behind a drawer takes touches, SwiftUI's `PresentationBackgroundInteraction`:
/// where it does, the drawer does not dim it and touches outside the panel reach it.
///
/// ```swift
/// let peek = DrawerBackgroundInteraction.enabled(upThrough: .medium)
/// ```
public struct DrawerBackgroundInteraction: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case automatic
        case disabled
        case enabled
        case enabledUpThrough(DrawerDetent.Identifier)
    }

    let kind: Kind

    /// The drawer's own setting decides (its style's dimming and largest undimmed detent).
    public static let automatic = DrawerBackgroundInteraction(kind: .automatic)

    /// What lies behind is dimmed at every open detent and takes no touches.
    public static let disabled = DrawerBackgroundInteraction(kind: .disabled)

    /// What lies behind takes touches at every detent: the drawer never dims.
    public static let enabled = DrawerBackgroundInteraction(kind: .enabled)

    /// What lies behind takes touches while the drawer rests at `detent` or a smaller one; above
    /// it the drawer dims (UIKit's `largestUndimmedDetentIdentifier`).
    public static func enabled(upThrough detent: DrawerDetent.Identifier) -> DrawerBackgroundInteraction {
        DrawerBackgroundInteraction(kind: .enabledUpThrough(detent))
    }

    /// `style` with this interaction applied; ``automatic`` leaves it as it is.
    package func applied(to style: DrawerStyle) -> DrawerStyle {
        var style = style
        switch kind {
        case .automatic:
            break
        case .disabled:
            style.largestUndimmedDetent = nil
            if style.maximumDimming == 0 { style.maximumDimming = DrawerStyle().maximumDimming }
        case .enabled:
            style.maximumDimming = 0
        case .enabledUpThrough(let detent):
            style.largestUndimmedDetent = detent
        }
        return style
    }
}
