#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import UIKit

    /// UCSheetView's configuration names (seed 004), for code written against it.
    extension DrawerSheetConfiguration {
        /// Creates a configuration with UCSheetView's parameter names.
        /// - Parameters:
        ///   - detents: The detents; one repeating an earlier identifier is ignored.
        ///   - largestUnDimmedDetentIdentifier: The largest detent with no dimming; above it the
        ///     background dims, up to `maxDimmingAlpha` at the largest detent.
        ///   - maxDimmingAlpha: The dimming reached at the largest detent, 0…1.
        ///   - backgroundColor: The sheet's colour.
        ///   - grabberColor: The grabber's colour.
        ///   - cornerRadius: The sheet's corner radius.
        ///   - shadowColor: The shadow's colour.
        ///   - shadowOpacity: The shadow's opacity, 0…1.
        ///   - shadowRadius: The shadow's blur radius.
        ///   - minimumSheetHeight: No open detent resolves shorter than this (clamped to the
        ///     container); negative or not finite counts as zero.
        @_disfavoredOverload
        public init(
            detents: [DrawerDetent],
            largestUnDimmedDetentIdentifier: DrawerDetent.Identifier? = nil,
            maxDimmingAlpha: CGFloat = 0.3,
            backgroundColor: UIColor = .systemBackground,
            grabberColor: UIColor = .tertiaryLabel,
            cornerRadius: CGFloat = 12,
            shadowColor: UIColor = .black,
            shadowOpacity: Float = 0.15,
            shadowRadius: CGFloat = 10,
            minimumSheetHeight: CGFloat = 0
        ) {
            self.init(
                detents: detents, largestUndimmedDetentIdentifier: largestUnDimmedDetentIdentifier,
                maximumDimmingAlpha: maxDimmingAlpha, backgroundColor: backgroundColor, grabberColor: grabberColor,
                cornerRadius: cornerRadius, shadowColor: shadowColor, shadowOpacity: shadowOpacity,
                shadowRadius: shadowRadius, behavior: DrawerConfiguration(minimumPanelLength: minimumSheetHeight))
        }

        /// UCSheetView's name for ``largestUndimmedDetentIdentifier``, whose capital D differs from
        /// UIKit's.
        @available(*, deprecated, renamed: "largestUndimmedDetentIdentifier")
        public var largestUnDimmedDetentIdentifier: DrawerDetent.Identifier? {
            get { largestUndimmedDetentIdentifier }
            set { largestUndimmedDetentIdentifier = newValue }
        }

        /// UCSheetView's name for ``maximumDimmingAlpha``.
        public var maxDimmingAlpha: CGFloat {
            get { maximumDimmingAlpha }
            set { maximumDimmingAlpha = newValue }
        }

        /// The shortest an open detent may resolve to (the engine's minimum panel length).
        public var minimumSheetHeight: CGFloat {
            get { behavior.minimumPanelLength }
            set { behavior.minimumPanelLength = newValue }
        }
    }
#endif
