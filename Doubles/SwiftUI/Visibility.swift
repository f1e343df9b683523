// Visibility, for DrawerSwiftUI's `drawerDragIndicator(_:)` (SwiftUI's `presentationDragIndicator(_:)`
// takes it); see Core.swift for the rules and the citation legend. Apple documents no behaviour
// beyond the three cases; the double gives it none.

// sdk: iPhoneOS17.4.sdk SwiftUI.swiftinterface, seen (`@frozen public enum Visibility : Swift.Hashable,
// Swift.CaseIterable`, iOS 15; SwiftUICore in the 18.0 SDK) · doc: https://developer.apple.com/documentation/swiftui/visibility
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
@frozen public enum Visibility: Hashable, CaseIterable {
    // doc: https://developer.apple.com/documentation/swiftui/visibility/automatic
    case automatic
    // doc: https://developer.apple.com/documentation/swiftui/visibility/visible
    case visible
    // doc: https://developer.apple.com/documentation/swiftui/visibility/hidden
    case hidden
}
