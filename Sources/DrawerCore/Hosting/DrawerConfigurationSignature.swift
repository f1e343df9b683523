import Foundation

/// The comparable part of a ``DrawerConfiguration``: everything but its closures (the
/// ``DrawerConfiguration/willSettle`` hook, a custom detent's resolver, the labels' fallback).
///
/// A declarative toolkit rebuilds the app's configuration on every update; comparing signatures
/// is how its adapter tells a real change (an edge, detents, a style, a spring) — which must reach
/// ``DrawerHostModel/setConfiguration(_:for:animated:time:)`` after the view appeared — from the
/// same configuration built again. A snap policy that is not `Hashable` compares by its type.
public struct DrawerConfigurationSignature: Hashable {
    let edge: DrawerEdge
    let detents: [DrawerDetent]
    let interactiveDetents: Set<DrawerDetent.Identifier>?
    let supportedDetents: Set<DrawerDetent.Identifier>?
    let minimumPanelLength: CGFloat
    let style: DrawerStyle
    let spring: DrawerSpring
    let gesture: DrawerGestureOptions
    let scroll: DrawerScrollOptions
    let snapPolicy: AnyHashable

    /// The signature of `configuration`.
    public init(_ configuration: DrawerConfiguration) {
        edge = configuration.edge
        detents = configuration.detents
        interactiveDetents = configuration.interactiveDetents
        supportedDetents = configuration.supportedDetents
        minimumPanelLength = configuration.minimumPanelLength
        style = configuration.style
        spring = configuration.spring
        gesture = configuration.gesture
        scroll = configuration.scroll
        if let hashable = configuration.snapPolicy as? any Hashable {
            snapPolicy = AnyHashable(hashable)
        } else {
            snapPolicy = AnyHashable(ObjectIdentifier(type(of: configuration.snapPolicy)))
        }
    }
}
