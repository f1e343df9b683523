// DismissAction and the environment values that carry it, for the migration guide's `.sheet`
// screen ("Coming from `.sheet` and `presentationDetents`") and for scenarios that compare it with
// DrawerKit's `drawerDismiss`; see Core.swift for the rules and the citation legend.

// sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen (`public struct DismissAction { public func
// callAsFunction() }`, iOS 15) · doc: https://developer.apple.com/documentation/swiftui/dismissaction
// "An action that dismisses a presentation": a sheet or popover, or the top view of a navigation
// stack; "if you call the dismiss action from a view that's not in a presentation, the action has
// no effect".
// DEVIATION: the SDK's stored properties are internal and unnamed here; the double's is package.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
public struct DismissAction {
    /// DOUBLE: what the action does where it was read; `nil` outside a presentation.
    package let doubleAction: (() -> Void)?

    package init(doubleAction: (() -> Void)?) { self.doubleAction = doubleAction }

    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen · doc: https://developer.apple.com/documentation/swiftui/dismissaction/callasfunction()
    public func callAsFunction() {
        doubleAction?()
    }
}

// sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen (`@available(*, unavailable) extension
// SwiftUI.DismissAction : Swift.Sendable`) · doc: https://developer.apple.com/documentation/swiftui/dismissaction
@available(*, unavailable)
extension DismissAction: Sendable {}

/// Where the double keeps a presentation's dismiss action.
struct DoubleDismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction(doubleAction: nil) }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension EnvironmentValues {
    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen (`public var dismiss: SwiftUI.DismissAction { get }`)
    // · doc: https://developer.apple.com/documentation/swiftui/environmentvalues/dismiss
    // DOUBLE: the double's `.sheet` and `NavigationStack` do not install an action yet, so the
    // value is the one outside a presentation everywhere: it does nothing.
    public var dismiss: DismissAction {
        self[DoubleDismissKey.self]
    }

    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen (`public var isPresented: Swift.Bool { get }`)
    // · doc: https://developer.apple.com/documentation/swiftui/environmentvalues/ispresented
    public var isPresented: Bool {
        self[DoubleDismissKey.self].doubleAction != nil
    }
}
