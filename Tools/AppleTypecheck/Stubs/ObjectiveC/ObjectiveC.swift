// Declarations-only stand-in for the ObjectiveC module: just enough for `#selector` to
// type-check on Linux (swiftc -enable-objc-interop). Never linked or shipped.
//
// Read in xybp888/iOS-SDKs: iPhoneOS18.0.sdk/usr/lib/swift/ObjectiveC.swiftmodule/
// arm64e-apple-ios.swiftinterface (the overlay). Legend as in UIKit/UIKit.swift.
import Foundation

// sdk: ObjectiveC.swiftinterface, seen (`@available(macOS 10.0, iOS 1.0, tvOS 1.0, watchOS 1.0, *) @frozen public
// struct Selector : Swift.ExpressibleByStringLiteral, @unchecked Swift.Sendable { internal var ptr:
// Swift.OpaquePointer … }`; its Equatable, Hashable, CustomStringConvertible and CustomReflectable
// extensions are not declared: nothing uses them) · doc: https://developer.apple.com/documentation/objectivec/selector
@available(macOS 10.0, iOS 1.0, tvOS 1.0, watchOS 1.0, *)
@frozen public struct Selector: ExpressibleByStringLiteral, @unchecked Sendable {
    // The compiler lowers `#selector` to a struct holding one pointer, as in the SDK.
    var ptr: OpaquePointer
    // sdk: ObjectiveC.swiftinterface, seen (`public init(_ str: Swift.String)`)
    // · doc: https://developer.apple.com/documentation/objectivec/selector/init(_:)
    public init(_ str: String) { fatalError() }
    // sdk: ObjectiveC.swiftinterface, seen (`public init(stringLiteral value: Swift.String)`)
    // · doc: https://developer.apple.com/documentation/objectivec/selector/init(stringliteral:)
    public init(stringLiteral value: String) { fatalError() }
}
