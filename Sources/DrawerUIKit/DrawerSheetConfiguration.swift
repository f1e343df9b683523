#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import UIKit

    /// Everything a ``DrawerSheetView`` is configured with (seed 004's configuration): detents with
    /// identifiers, dimming, colours, corner radius and shadow. The engine's other settings
    /// (edge, spring, gestures, scroll hand-off) come from ``behavior``.
    ///
    /// ```swift
    /// let configuration = DrawerSheetConfiguration(
    ///     detents: [
    ///         .points(100, identifier: .default),
    ///         .fractional(divisor: 2, identifier: .medium),
    ///         .offsetFromFarEdge(40, identifier: .large),
    ///     ],
    ///     maximumDimmingAlpha: 0.8,
    ///     shadowRadius: 40)
    /// ```
    public struct DrawerSheetConfiguration {
        /// The detents: `fractional(divisor:identifier:)`, `points(_:identifier:)` (absolute
        /// height), `offsetFromFarEdge(_:identifier:)` (offset from top) and the rest of
        /// `DrawerDetent`'s kinds. A detent repeating an earlier identifier is ignored.
        public var detents: [DrawerDetent]
        /// The largest detent that leaves the content behind undimmed and touchable.
        public var largestUndimmedDetent: DrawerDetent.Identifier?
        /// The dimming reached at the largest detent, 0…1.
        public var maximumDimmingAlpha: CGFloat
        /// The panel's colour.
        public var backgroundColor: UIColor
        /// The grabber's colour.
        public var grabberColor: UIColor
        /// The panel's corner radius on its free edge, for the iOS 15–18 look (no ``shape`` chosen
        /// and the host's `automaticSheet` is `.iOS15`); a shape gives every radius itself.
        public var cornerRadius: CGFloat
        /// The colour that dims what is behind the drawer (its opacity is the model's dimming):
        /// black by default, as UIKit's sheets; SwiftUI's `.dimmed(_:)` and
        /// `DrawerNavigationView(overlayColor:)` set it.
        public var dimmingColor: UIColor = .black
        /// The shadow's colour.
        public var shadowColor: UIColor
        /// The shadow's opacity, 0…1.
        public var shadowOpacity: Float
        /// The shadow's blur radius.
        public var shadowRadius: CGFloat
        /// Edge, spring, gestures, scroll hand-off, snap policy and accessibility names; its
        /// detents and style are replaced by the values above.
        public var behavior: DrawerConfiguration

        /// The panel's shape per detent — insets from the container's edges, four corner radii and
        /// glass-to-opaque blend — stored in ``behavior``'s style. `nil` (the default) takes the
        /// host's `automaticSheet`, the running OS's system sheet: the floating Liquid Glass sheet
        /// from iOS 26 (`UIGlassEffect`), the edge-attached one before.
        public var shape: DrawerShapeStyle? {
            get { behavior.style.shape }
            set { behavior.style.shape = newValue }
        }

        /// Creates a configuration.
        public init(
            detents: [DrawerDetent],
            largestUndimmedDetent: DrawerDetent.Identifier? = nil,
            maximumDimmingAlpha: CGFloat = 0.3,
            backgroundColor: UIColor = .systemBackground,
            grabberColor: UIColor = .tertiaryLabel,
            cornerRadius: CGFloat = 12,
            shadowColor: UIColor = .black,
            shadowOpacity: Float = 0.15,
            shadowRadius: CGFloat = 10,
            behavior: DrawerConfiguration = DrawerConfiguration()
        ) {
            self.detents = detents
            self.largestUndimmedDetent = largestUndimmedDetent
            self.maximumDimmingAlpha = maximumDimmingAlpha
            self.backgroundColor = backgroundColor
            self.grabberColor = grabberColor
            self.cornerRadius = cornerRadius
            self.shadowColor = shadowColor
            self.shadowOpacity = shadowOpacity
            self.shadowRadius = shadowRadius
            self.behavior = behavior
        }

        /// The engine configuration these values describe.
        public var drawerConfiguration: DrawerConfiguration {
            var configuration = behavior
            configuration.detents = detents
            configuration.style.cornerRadius = cornerRadius
            configuration.style.maximumDimming = maximumDimmingAlpha
            configuration.style.largestUndimmedDetent = largestUndimmedDetent
            return configuration
        }
    }
#endif
