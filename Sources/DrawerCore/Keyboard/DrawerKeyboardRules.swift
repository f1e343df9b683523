import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The keyboard rule of every detent of a drawer: one for most, others for some.
///
/// ```swift
/// var configuration = DrawerConfiguration(detents: [.closed, .points(120, identifier: "peek"), .medium, .large])
/// configuration.keyboard = DrawerKeyboardRules(.lift, byDetent: ["peek": .moveTo(.medium), .large: .shrinkContent])
/// ```
///
/// ## Which detent's rule is in force
/// The rule of the detent the drawer rests at or is heading to; while a finger holds the drawer,
/// the detent the drag started from, so a drag with the keyboard up follows one rule to its end.
/// When the rule in force changes (a release at a detent with another rule, a keyboard that
/// grows past ``minimumContentLength``), the panel stays where it is drawn and springs to where
/// the new rule puts it: no frame jumps, except that a panel hidden under the keyboard comes out
/// at the keyboard's edge.
///
/// ## When the keyboard leaves
/// ``DrawerKeyboardRule/lift`` and ``DrawerKeyboardRule/shrinkContent`` undo themselves (the
/// detent is where it was without the keyboard). After a ``DrawerKeyboardRule/moveTo(_:)`` the
/// drawer returns to the detent it left only while it is still at (or heading to) the detent the
/// keyboard sent it to: a drawer that a person or the app moved elsewhere meanwhile stays where
/// they put it, and so does one whose detent to return to is no longer active.
public struct DrawerKeyboardRules: Sendable, Hashable {
    /// The rule of every detent not named in ``byDetent``.
    public var defaultRule: DrawerKeyboardRule
    /// Rules for particular detents, by identifier (aliases are not followed: name the detent the
    /// drawer rests at).
    public var byDetent: [DrawerDetent.Identifier: DrawerKeyboardRule]
    /// The least length of panel that ``DrawerKeyboardRule/shrinkContent`` keeps above the
    /// keyboard, in points; a detent lower than the keyboard plus this lifts instead. Negative and
    /// non-finite values read as 0.
    public var minimumContentLength: CGFloat {
        didSet { minimumContentLength = minimumContentLength.nonNegativeFinite }
    }

    /// The length ``minimumContentLength`` has unless the app chooses: a text field with its label
    /// and the grabber's strip.
    public static let defaultMinimumContentLength: CGFloat = 120

    /// Creates rules: `defaultRule` for every detent but those in `byDetent`.
    public init(
        _ defaultRule: DrawerKeyboardRule = .lift, byDetent: [DrawerDetent.Identifier: DrawerKeyboardRule] = [:],
        minimumContentLength: CGFloat = DrawerKeyboardRules.defaultMinimumContentLength
    ) {
        self.defaultRule = defaultRule
        self.byDetent = byDetent
        self.minimumContentLength = minimumContentLength.nonNegativeFinite
    }

    /// The rule of `detent`.
    public func rule(for detent: DrawerDetent.Identifier) -> DrawerKeyboardRule {
        byDetent[detent] ?? defaultRule
    }
}
