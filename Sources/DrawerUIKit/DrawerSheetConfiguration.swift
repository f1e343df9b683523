#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import UIKit

    /// Everything a ``DrawerSheetView`` is configured with (seed 004's configuration): detents with
    /// identifiers, dimming, colours, corner radius and shadow, and the engine's other settings
    /// (edge, spring, gestures, scroll hand-off) in ``behavior``.
    ///
    /// **One value, two spellings.** ``detents``, ``largestUndimmedDetentIdentifier``,
    /// ``maximumDimmingAlpha`` and ``cornerRadius`` are views of ``behavior``: they read and write
    /// `behavior.detents`, `behavior.style.largestUndimmedDetent`, `behavior.style.maximumDimming` and
    /// `behavior.style.cornerRadius`, so setting either spelling sets both and nothing is overwritten
    /// later. The initializer starts from `behavior` and sets what you pass: the detents always,
    /// the others only when given (`nil`, the default, keeps `behavior`'s value, which for
    /// `DrawerConfiguration()` is no undimmed detent, 0.3 and 12 pt).
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
        /// `DrawerDetent`'s kinds. A detent repeating an earlier identifier is ignored. The same
        /// value as `behavior.detents`.
        public var detents: [DrawerDetent] {
            get { behavior.detents }
            set { behavior.detents = newValue }
        }
        /// The largest detent that leaves the content behind undimmed and touchable (UIKit's
        /// `UISheetPresentationController.largestUndimmedDetentIdentifier`); `nil` dims at every open
        /// detent. The same value as `behavior.style.largestUndimmedDetent`.
        public var largestUndimmedDetentIdentifier: DrawerDetent.Identifier? {
            get { behavior.style.largestUndimmedDetent }
            set { behavior.style.largestUndimmedDetent = newValue }
        }
        /// The largest undimmed detent under its former name.
        @available(*, deprecated, renamed: "largestUndimmedDetentIdentifier")
        public var largestUndimmedDetent: DrawerDetent.Identifier? {
            get { largestUndimmedDetentIdentifier }
            set { largestUndimmedDetentIdentifier = newValue }
        }
        /// The dimming reached at the largest detent, 0…1. The same value as
        /// `behavior.style.maximumDimming`.
        public var maximumDimmingAlpha: CGFloat {
            get { behavior.style.maximumDimming }
            set { behavior.style.maximumDimming = newValue }
        }
        /// The panel's colour.
        public var backgroundColor: UIColor
        /// The grabber's colour.
        public var grabberColor: UIColor
        /// Whether the grabber's pill is drawn at the top of the panel: UIKit's
        /// `UISheetPresentationController.prefersGrabberVisible`. Unlike UIKit's sheet, whose default
        /// is `false`, a drawer shows its grabber unless told not to (seed 002's drawer has one).
        /// Hidden, the strip it sits in still drags the drawer, as a sheet without a grabber is
        /// dragged by its top, and it stays VoiceOver's adjustable element for the drawer.
        public var prefersGrabberVisible = true
        /// The panel's corner radius on its free edge, for the iOS 15–18 look (no ``shape`` chosen
        /// and the host's `automaticSheet` is `.iOS15`); a shape gives every radius itself. The same
        /// value as `behavior.style.cornerRadius`.
        public var cornerRadius: CGFloat {
            get { behavior.style.cornerRadius }
            set { behavior.style.cornerRadius = newValue }
        }
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
        /// The engine's configuration: edge, spring, gestures, scroll hand-off, snap policy,
        /// accessibility names, and the detents, dimming and corner radius this value's own
        /// properties read and write. Assigning a whole configuration replaces those too; to keep
        /// them, set its parts (`configuration.behavior.scroll = …`) or pass it to the initializer
        /// with them.
        public var behavior: DrawerConfiguration

        /// The panel's shape per detent — insets from the container's edges, four corner radii and
        /// glass-to-opaque blend — stored in ``behavior``'s style. `nil` (the default) takes the
        /// host's `automaticSheet`, the running OS's system sheet: the floating Liquid Glass sheet
        /// from iOS 26 (`UIGlassEffect`), the edge-attached one before.
        public var shape: DrawerShapeStyle? {
            get { behavior.style.shape }
            set { behavior.style.shape = newValue }
        }

        /// Creates a configuration from `behavior` with the values you pass set on it.
        ///
        /// - Parameters:
        ///   - detents: the detents (they replace `behavior.detents`).
        ///   - largestUndimmedDetentIdentifier: the largest undimmed detent; `nil` keeps
        ///     `behavior`'s (none in `DrawerConfiguration()`).
        ///   - maximumDimmingAlpha: the dimming at the largest detent; `nil` keeps `behavior`'s
        ///     (0.3 in `DrawerConfiguration()`).
        ///   - backgroundColor: the panel's fill (the system background, as UIKit's sheet).
        ///   - grabberColor: the grabber's colour.
        ///   - cornerRadius: the panel's corner radius; `nil` keeps `behavior`'s (12 pt in
        ///     `DrawerConfiguration()`).
        ///   - shadowColor: the panel's shadow colour.
        ///   - shadowOpacity: the shadow's opacity, 0 for none.
        ///   - shadowRadius: the shadow's blur radius in points.
        ///   - behavior: the engine's configuration the others start from.
        public init(
            detents: [DrawerDetent],
            largestUndimmedDetentIdentifier: DrawerDetent.Identifier? = nil,
            maximumDimmingAlpha: CGFloat? = nil,
            backgroundColor: UIColor = .systemBackground,
            grabberColor: UIColor = .tertiaryLabel,
            cornerRadius: CGFloat? = nil,
            shadowColor: UIColor = .black,
            shadowOpacity: Float = 0.15,
            shadowRadius: CGFloat = 10,
            behavior: DrawerConfiguration = DrawerConfiguration()
        ) {
            self.behavior = behavior
            self.backgroundColor = backgroundColor
            self.grabberColor = grabberColor
            self.shadowColor = shadowColor
            self.shadowOpacity = shadowOpacity
            self.shadowRadius = shadowRadius
            self.detents = detents
            if let largestUndimmedDetentIdentifier { self.largestUndimmedDetentIdentifier = largestUndimmedDetentIdentifier }
            if let maximumDimmingAlpha { self.maximumDimmingAlpha = maximumDimmingAlpha }
            if let cornerRadius { self.cornerRadius = cornerRadius }
        }

        /// Creates a configuration with the former label of the largest undimmed detent.
        @available(*, deprecated, renamed: "init(detents:largestUndimmedDetentIdentifier:maximumDimmingAlpha:backgroundColor:grabberColor:cornerRadius:shadowColor:shadowOpacity:shadowRadius:behavior:)")
        @_disfavoredOverload
        public init(
            detents: [DrawerDetent],
            largestUndimmedDetent: DrawerDetent.Identifier?,
            maximumDimmingAlpha: CGFloat? = nil,
            backgroundColor: UIColor = .systemBackground,
            grabberColor: UIColor = .tertiaryLabel,
            cornerRadius: CGFloat? = nil,
            shadowColor: UIColor = .black,
            shadowOpacity: Float = 0.15,
            shadowRadius: CGFloat = 10,
            behavior: DrawerConfiguration = DrawerConfiguration()
        ) {
            self.init(
                detents: detents, largestUndimmedDetentIdentifier: largestUndimmedDetent,
                maximumDimmingAlpha: maximumDimmingAlpha, backgroundColor: backgroundColor, grabberColor: grabberColor,
                cornerRadius: cornerRadius, shadowColor: shadowColor, shadowOpacity: shadowOpacity,
                shadowRadius: shadowRadius, behavior: behavior)
        }

        /// The engine configuration these values describe: ``behavior``, which holds them all.
        public var drawerConfiguration: DrawerConfiguration { behavior }
    }
#endif
