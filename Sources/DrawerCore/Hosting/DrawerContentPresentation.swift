import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The presentation settings a drawer's content chose for the drawer that shows it, as a sheet's
/// content chooses its own with SwiftUI's `presentationDetents`, `presentationDragIndicator`,
/// `presentationCornerRadius`, `presentationBackgroundInteraction`,
/// `presentationContentInteraction` and `interactiveDismissDisabled`.
///
/// Each setting is optional: `nil` means the content did not choose. The rule for a setting
/// chosen both outside (the presenting modifier's configuration, `Drawer`'s modifiers, a UIKit
/// configuration) and inside the content is one, ``resolve(outside:inside:)``: **the content
/// wins**, as the innermost modifier wins in SwiftUI's environment, and a setting the content
/// leaves unset keeps the outside value. ``applied(to:)`` applies it to a whole configuration.
///
/// ```swift
/// var inside = DrawerContentPresentation()
/// inside.detents = [.medium, .large]
/// inside.interactiveDismissDisabled = true
/// let configuration = inside.applied(to: DrawerConfiguration())
/// ```
package struct DrawerContentPresentation: Sendable, Equatable {
    /// The drawer's detents. They replace the outside list together with its restrictions
    /// (``DrawerConfiguration/dragDetents`` and ``DrawerConfiguration/supportedDetents`` name
    /// the outside list's detents); a presented drawer still gets its closed detent from the host
    /// model. Compared by identifier and value (``DrawerConfigurationSignature``'s rule).
    package var detents: [DrawerDetent]?
    /// Whether the drag indicator (the handle's capsule) is drawn; the handle strip still drags.
    package var showsDragIndicator: Bool?
    /// The panel's corner radius in points.
    package var cornerRadius: CGFloat?
    /// Whether what lies behind takes touches, and up through which detent.
    package var backgroundInteraction: DrawerBackgroundInteraction?
    /// What an opening drag on a scroll view does first, at every detent.
    package var contentInteraction: DrawerContentInteraction?
    /// Whether a person's swipe, dimming tap or escape gesture is refused (the drawer stays; the
    /// app's own closing still works): SwiftUI's `interactiveDismissDisabled(_:)`, the inverse of
    /// ``DrawerGestureOptions/isDismissible``.
    package var interactiveDismissDisabled: Bool?
    /// What the drawer does at every detent when the keyboard comes up.
    package var keyboardRule: DrawerKeyboardRule?

    /// Nothing chosen: the outside settings hold.
    package init() {}

    /// The one rule for a setting chosen outside and inside: the content's choice, else the
    /// outside one.
    package static func resolve<Value>(outside: Value, inside: Value?) -> Value {
        inside ?? outside
    }

    /// The same rule where the outside may also leave the setting unset: the content's choice,
    /// else the outside one, else none. (Without it, an optional outside value would make the
    /// content's `nil` a chosen `nil`.)
    package static func resolve<Value>(outside: Value?, inside: Value?) -> Value? {
        inside ?? outside
    }

    /// The settings of `inner` where it chose one, else this value's: the same rule, for a
    /// setting chosen at two levels outside the content (a `Drawer`'s configuration, then a
    /// modifier around it) before the content's own.
    package func overridden(by inner: DrawerContentPresentation) -> DrawerContentPresentation {
        var result = inner
        result.detents = Self.resolve(outside: detents, inside: inner.detents)
        result.showsDragIndicator = Self.resolve(outside: showsDragIndicator, inside: inner.showsDragIndicator)
        result.cornerRadius = Self.resolve(outside: cornerRadius, inside: inner.cornerRadius)
        result.backgroundInteraction = Self.resolve(outside: backgroundInteraction, inside: inner.backgroundInteraction)
        result.contentInteraction = Self.resolve(outside: contentInteraction, inside: inner.contentInteraction)
        result.interactiveDismissDisabled = Self.resolve(
            outside: interactiveDismissDisabled, inside: inner.interactiveDismissDisabled)
        result.keyboardRule = Self.resolve(outside: keyboardRule, inside: inner.keyboardRule)
        return result
    }

    /// Whether the drag indicator is drawn, given the outside choice.
    package func showsDragIndicator(outside: Bool) -> Bool {
        Self.resolve(outside: outside, inside: showsDragIndicator)
    }

    /// `configuration` with every setting the content chose in place of the outside one
    /// (``resolve(outside:inside:)``); the settings it left unset are kept.
    package func applied(to configuration: DrawerConfiguration) -> DrawerConfiguration {
        var result = configuration
        if let detents {
            result.detents = detents
            result.dragDetents = nil
            result.supportedDetents = nil
        }
        result.style.cornerRadius = Self.resolve(outside: configuration.style.cornerRadius, inside: cornerRadius)
        if let backgroundInteraction { result.style = backgroundInteraction.applied(to: result.style) }
        if let contentInteraction {
            result.scroll.contentInteraction = [:]
            switch contentInteraction {
            case .automatic: break
            case .resizes: result.scroll.expandsWhenScrolledToEdge = true
            case .scrolls: result.scroll.expandsWhenScrolledToEdge = false
            }
        }
        result.gesture.isDismissible = !Self.resolve(
            outside: !configuration.gesture.isDismissible, inside: interactiveDismissDisabled)
        if let keyboardRule {
            result.keyboard.defaultRule = keyboardRule
            result.keyboard.byDetent = [:]
        }
        return result
    }

    /// Equal when every setting is: detents by identifier and kind (a detent's equality is its
    /// identifier alone, which would miss a changed length under one name).
    package static func == (lhs: DrawerContentPresentation, rhs: DrawerContentPresentation) -> Bool {
        lhs.detents?.map(DrawerConfigurationSignature.DetentValue.init)
            == rhs.detents?.map(DrawerConfigurationSignature.DetentValue.init)
            && lhs.showsDragIndicator == rhs.showsDragIndicator && lhs.cornerRadius == rhs.cornerRadius
            && lhs.backgroundInteraction == rhs.backgroundInteraction
            && lhs.contentInteraction == rhs.contentInteraction
            && lhs.interactiveDismissDisabled == rhs.interactiveDismissDisabled && lhs.keyboardRule == rhs.keyboardRule
    }
}
