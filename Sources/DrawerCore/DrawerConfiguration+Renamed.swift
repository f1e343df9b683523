import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Earlier spellings of ``DrawerConfiguration``'s members, kept so code written for them compiles,
/// each pointing to its replacement.
extension DrawerConfiguration {
    /// The detents a drag may rest at: ``dragDetents``. The name meant "content takes touches" on
    /// seed 000's `Drawer` and "a drag may rest here" here; each meaning now has its own name.
    @available(*, deprecated, renamed: "dragDetents")
    public var interactiveDetents: Set<DrawerDetent.Identifier>? {
        get { dragDetents }
        set { dragDetents = newValue }
    }

    /// Creates a configuration with ``dragDetents`` under their earlier name.
    @available(*, deprecated, renamed: "init(edge:detents:dragDetents:supportedDetents:minimumPanelLength:style:spring:gesture:scroll:snapPolicy:willSettle:accessibilityLabels:keyboard:)")
    public init(
        edge: DrawerEdge = .bottom,
        detents: [DrawerDetent] = [.closed, .medium, .large],
        interactiveDetents: Set<DrawerDetent.Identifier>?,
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
        self.init(
            edge: edge, detents: detents, dragDetents: interactiveDetents, supportedDetents: supportedDetents,
            minimumPanelLength: minimumPanelLength, style: style, spring: spring, gesture: gesture, scroll: scroll,
            snapPolicy: snapPolicy, willSettle: willSettle, accessibilityLabels: accessibilityLabels, keyboard: keyboard)
    }
}
