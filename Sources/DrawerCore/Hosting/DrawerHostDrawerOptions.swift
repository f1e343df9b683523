import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What a `DrawerHostModel` needs to know about one drawer beyond its engine configuration:
/// the parts of the hosting rules an app can choose per drawer.
public struct DrawerHostDrawerOptions: Sendable, Hashable {
    /// The handle's thickness along the drawer's axis, in points, at the panel's free edge: that
    /// strip hit-tests as `DrawerHitTarget.handle(_:)`. 0 means no handle. Negative and
    /// non-finite values read as 0.
    public var handleLength: CGFloat {
        didSet { handleLength = handleLength.nonNegativeFinite }
    }
    /// The detents at which the content takes touches (seed 000's `interactiveDetents`); at any
    /// other position the whole panel is a drag surface. `nil`: the content is interactive at
    /// every open detent. Unlike ``DrawerConfiguration/interactiveDetents`` (where a drag may
    /// rest), this never changes where the drawer settles.
    public var contentInteractiveDetents: Set<DrawerDetent.Identifier>?
    /// Whether a drag that starts on content that takes touches moves the drawer. `true` for
    /// sheets (seeds 001, 002, 004 and the system sheet): the content and the sheet share one
    /// drag, and a tracked scroll view hands its travel over. `false` is seed 000's rule: where
    /// the content takes touches (``contentInteractiveDetents``) it is the app's alone and only
    /// the handle drags; where it does not, the whole panel still drags.
    public var dragsFromContent: Bool
    /// Whether a tap on the dimming closes the drawer (seed 003's overlay tap). When `false` the
    /// dimming still blocks what is behind it.
    public var closesOnDimmingTap: Bool
    /// When the configuration names no largest un-dimmed detent, use the first open detent of its
    /// list (seed 002: the Shortcuts drawer is undimmed when compressed). A configuration that
    /// names one keeps it.
    public var undimmedAtFirstOpenDetent: Bool
    /// Whether the drawer pushes back what lies behind it as it opens (the iOS page sheet's and
    /// vaul's scale-back): the app's content, or the drawer below it. The model computes the
    /// effect (`DrawerHostModel.scaleBack`); each adapter draws it. Off by default: most
    /// drawers leave what is behind them alone.
    public var scalesBackBehind: Bool
    /// Whether the drawer is a sheet whose closed state is a compact bar (libadwaita's
    /// `AdwBottomSheet` bottom bar, a mini player): its smallest open stop shows the bar, and
    /// the model switches between the bar and the sheet's content as it opens
    /// (`DrawerHostModel.isBottomBarShown(_:)`, ``DrawerBottomBarSwitch``). Build its
    /// configuration with ``DrawerBottomBarSwitch/sheetConfiguration(barHeight:openDetents:base:)``.
    public var hasBottomBar: Bool
    /// Whether the content lays itself out clear of the handle strip (DrawerSwiftUI pads its
    /// hosted content by ``handleLength``), so a measurement of it already holds the strip.
    /// `false` (UIKit and GTK content): the content is measured without the strip and a fit
    /// detent adds it (``fittingChrome(forMeasurement:)``).
    public var contentClearsHandle: Bool

    /// Creates options; the defaults are a handle-less panel whose content is interactive at
    /// every detent and drags it, and whose dimming closes it on a tap.
    public init(
        handleLength: CGFloat = 0,
        contentInteractiveDetents: Set<DrawerDetent.Identifier>? = nil,
        dragsFromContent: Bool = true,
        closesOnDimmingTap: Bool = true,
        undimmedAtFirstOpenDetent: Bool = false,
        scalesBackBehind: Bool = false,
        hasBottomBar: Bool = false,
        contentClearsHandle: Bool = false
    ) {
        self.handleLength = handleLength.nonNegativeFinite
        self.contentInteractiveDetents = contentInteractiveDetents
        self.dragsFromContent = dragsFromContent
        self.closesOnDimmingTap = closesOnDimmingTap
        self.undimmedAtFirstOpenDetent = undimmedAtFirstOpenDetent
        self.scalesBackBehind = scalesBackBehind
        self.hasBottomBar = hasBottomBar
        self.contentClearsHandle = contentClearsHandle
    }
}
