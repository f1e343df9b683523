import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Everything an app chooses about one drawer. A value: change it and hand it to
/// ``DrawerEngine/setConfiguration(_:animated:time:)``.
public struct DrawerConfiguration: Sendable {
    /// The edge the drawer is attached to.
    public var edge: DrawerEdge
    /// All detents, in order of preference (see ``DrawerDetentResolver`` for the rules).
    public var detents: [DrawerDetent]
    /// Detents a drag may rest at; `nil` means all. The others are programmatic-only (reachable
    /// from code and accessibility, never a drag stop). Seed 000's `Drawer.interactiveDetents`
    /// means something else (where the content takes touches,
    /// ``DrawerHostDrawerOptions/contentInteractiveDetents``), hence this name.
    public var dragDetents: Set<DrawerDetent.Identifier>?
    /// Detents the drawer may use at all; `nil` means all (seed 001's supported states).
    public var supportedDetents: Set<DrawerDetent.Identifier>?
    /// The shortest length an open detent resolves to.
    public var minimumPanelLength: CGFloat
    /// Corner radius, dimming and panel width.
    public var style: DrawerStyle
    /// The spring for every settle. The default — response 0.4 s (FloatingPanel's) with damping
    /// fraction 0.86 (SwiftUI's interactive spring) — arrives without a visible bounce but keeps
    /// a flick's speed at the start.
    public var spring: DrawerSpring
    /// Drag thresholds, edge region, rubber band and dismissal.
    public var gesture: DrawerGestureOptions
    /// Scroll hand-off options.
    public var scroll: DrawerScrollOptions
    /// Where a released drawer goes.
    public var snapPolicy: any DrawerSnapPolicy
    /// Lets the app change a settle target before the animation starts; return `nil` to keep
    /// the proposal. An identifier that is not an active stop is ignored. A close that ends the
    /// presentation (the app's presentation binding says hidden, or what presented the drawer is
    /// gone) is not proposed: the app has answered already (an item binding cannot be written
    /// back to an item if the hook kept the drawer open).
    public var willSettle: (@Sendable (DrawerSettleProposal) -> DrawerDetent.Identifier?)?
    /// Names read out for each detent, and the drawer's other spoken words, in the process's
    /// language unless the app chooses (``DrawerAccessibilityLabels/current``).
    public var accessibilityLabels: DrawerAccessibilityLabels
    /// What the drawer does, per detent, when an on-screen keyboard covers its edge
    /// (``DrawerContainer/keyboard``); by default it lifts above it at every detent.
    public var keyboard: DrawerKeyboardRules

    /// The spring used when nothing else is chosen.
    public static let defaultSpring = DrawerSpring(response: 0.4, dampingFraction: 0.86)

    /// Creates a configuration.
    public init(
        edge: DrawerEdge = .bottom,
        detents: [DrawerDetent] = [.closed, .medium, .large],
        dragDetents: Set<DrawerDetent.Identifier>? = nil,
        supportedDetents: Set<DrawerDetent.Identifier>? = nil,
        minimumPanelLength: CGFloat = 0,
        style: DrawerStyle = DrawerStyle(),
        spring: DrawerSpring = DrawerConfiguration.defaultSpring,
        gesture: DrawerGestureOptions = DrawerGestureOptions(),
        scroll: DrawerScrollOptions = DrawerScrollOptions(),
        snapPolicy: any DrawerSnapPolicy = DrawerProjectionSnapPolicy(),
        willSettle: (@Sendable (DrawerSettleProposal) -> DrawerDetent.Identifier?)? = nil,
        accessibilityLabels: DrawerAccessibilityLabels = .current,
        keyboard: DrawerKeyboardRules = DrawerKeyboardRules()
    ) {
        self.keyboard = keyboard
        self.edge = edge
        self.detents = detents
        self.dragDetents = dragDetents
        self.supportedDetents = supportedDetents
        self.minimumPanelLength = minimumPanelLength
        self.style = style
        self.spring = spring
        self.gesture = gesture
        self.scroll = scroll
        self.snapPolicy = snapPolicy
        self.willSettle = willSettle
        self.accessibilityLabels = accessibilityLabels
    }

    /// The resolver these detent settings describe.
    public var resolver: DrawerDetentResolver {
        DrawerDetentResolver(
            detents: detents, interactive: dragDetents, supported: supportedDetents,
            minimumLength: minimumPanelLength, clearsFarSafeArea: style.clearsFarSafeArea)
    }
}
