// A sheet's own presentation modifiers, for the migration guide's `.sheet` screen ("Coming from
// `.sheet` and `presentationDetents`"), which `make check-apple` type-checks beside its DrawerKit
// version; see Core.swift for the rules and the citation legend.
// DOUBLE: the double's `.sheet` (Presentation.swift) has no detents, drag indicator, background or
// interactive dismissal, so these modifiers leave the view as it is.

// sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen (`public struct PresentationDetent : Swift.Hashable,
// Swift.Sendable`, iOS 16) · doc: https://developer.apple.com/documentation/swiftui/presentationdetent
// DEVIATION: `custom(_:)` and `Context` are left out.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct PresentationDetent: Hashable, Sendable {
    /// DOUBLE: the detent's name.
    package let doubleName: String

    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen · doc: https://developer.apple.com/documentation/swiftui/presentationdetent/medium
    public static let medium = PresentationDetent(doubleName: "medium")
    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen · doc: https://developer.apple.com/documentation/swiftui/presentationdetent/large
    public static let large = PresentationDetent(doubleName: "large")

    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen · doc: https://developer.apple.com/documentation/swiftui/presentationdetent/fraction(_:)
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(doubleName: "fraction \(fraction)")
    }

    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen · doc: https://developer.apple.com/documentation/swiftui/presentationdetent/height(_:)
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(doubleName: "height \(height)")
    }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension View {
    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen · doc: https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:)
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        self
    }

    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen · doc: https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:selection:)
    nonisolated public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
        self
    }

    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen · doc: https://developer.apple.com/documentation/swiftui/view/presentationdragindicator(_:)
    nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        self
    }
}

@available(iOS 16.4, macOS 13.3, tvOS 16.4, watchOS 9.4, *)
extension View {
    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen · doc: https://developer.apple.com/documentation/swiftui/view/presentationbackground(_:)
    nonisolated public func presentationBackground<S>(_ style: S) -> some View where S: ShapeStyle {
        self
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension View {
    // sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen · doc: https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)
    nonisolated public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        self
    }
}
