import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The comparable part of a ``DrawerConfiguration``: everything but its closures (the
/// ``DrawerConfiguration/willSettle`` hook, a custom detent's resolver, the labels' fallback).
///
/// A declarative toolkit rebuilds the app's configuration on every update; comparing signatures
/// is how its adapter tells a real change (an edge, detents, a style, a spring) — which must reach
/// `DrawerHostModel.setConfiguration(_:for:animated:time:)` after the view appeared — from the
/// same configuration built again. A snap policy that is not `Hashable` compares by its type.
///
/// Detents compare by identifier *and* value (``DrawerDetent``'s own equality is by identifier,
/// for de-duplication): `.points(300, identifier: x)` becoming `.points(400, identifier: x)` is a
/// change (issue 22, finding 5). Closures cannot be compared: a custom detent's resolver and
/// `willSettle` count by whether they are there, so replacing one closure by another is not seen.
package struct DrawerConfigurationSignature: Hashable {
    /// A detent's comparable value: its identifier and its kind's numbers.
    struct DetentValue: Hashable {
        let identifier: DrawerDetent.Identifier
        let kind: String
        let value: CGFloat?

        init(_ detent: DrawerDetent) {
            identifier = detent.identifier
            switch detent.kind {
            case .fraction(let v): (kind, value) = ("fraction", v)
            case .divisor(let v): (kind, value) = ("divisor", v)
            case .points(let v): (kind, value) = ("points", v)
            case .offsetFromFarEdge(let v): (kind, value) = ("offsetFromFarEdge", v)
            case .fitToContent: (kind, value) = ("fitToContent", nil)
            case .custom: (kind, value) = ("custom", nil)
            case .closed: (kind, value) = ("closed", nil)
            }
        }
    }

    let edge: DrawerEdge
    let detents: [DetentValue]
    let hasWillSettle: Bool
    let dragDetents: Set<DrawerDetent.Identifier>?
    let supportedDetents: Set<DrawerDetent.Identifier>?
    let minimumPanelLength: CGFloat
    let style: DrawerStyle
    let spring: DrawerSpring
    let gesture: DrawerGestureOptions
    let scroll: DrawerScrollOptions
    let snapPolicy: AnyHashable
    let keyboard: DrawerKeyboardRules

    /// The signature of `configuration`.
    package init(_ configuration: DrawerConfiguration) {
        edge = configuration.edge
        detents = configuration.detents.map(DetentValue.init)
        hasWillSettle = configuration.willSettle != nil
        dragDetents = configuration.dragDetents
        supportedDetents = configuration.supportedDetents
        minimumPanelLength = configuration.minimumPanelLength
        style = configuration.style
        spring = configuration.spring
        gesture = configuration.gesture
        scroll = configuration.scroll
        keyboard = configuration.keyboard
        if let hashable = configuration.snapPolicy as? any Hashable {
            snapPolicy = AnyHashable(hashable)
        } else {
            snapPolicy = AnyHashable(ObjectIdentifier(type(of: configuration.snapPolicy)))
        }
    }
}
