import Foundation

/// Names one of several scroll views tracked inside the same drawer
/// (`DrawerHostModel.trackScrollView(_:key:axis:in:viewport:location:time:)`), so the model can
/// tell which one a finger landed on and which one owns the hand-off.
///
/// Adapters key a real scroll view by its identity (``init(_:)`` with the object, or a widget
/// pointer's address); a drawer with a single scroll view uses ``primary``, which is what the
/// one-view calls use.
package struct DrawerScrollViewKey: Sendable, Hashable, CustomStringConvertible {
    /// The number the key is compared by.
    package let rawValue: Int

    /// The key the one-scroll-view calls (`DrawerHostModel.trackScrollView(_:in:viewport:location:time:)`) use.
    package static let primary = DrawerScrollViewKey(rawValue: 0)

    /// A key with an explicit number (tests, or an adapter that numbers its views itself).
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// The key of a toolkit object, by identity: the same object always gives the same key while
    /// it lives, and two live objects never share one.
    package init(_ object: AnyObject) { rawValue = Int(bitPattern: UInt(bitPattern: ObjectIdentifier(object))) }

    /// The key as traces and test failures print it.
    package var description: String { "scroll view \(rawValue)" }
}
