// Stand-in for the ObjectiveC module: just enough for `#selector` to type-check on Linux
// (swiftc -enable-objc-interop), and, in the behavioural UIKit double (Tests/AppleRuntime), a
// selector that can be made and dispatched without an Objective-C runtime. Never shipped.
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
    // The compiler lowers `#selector` to a struct holding one pointer, as in the SDK. The double
    // makes selectors only from strings (Linux has no `#selector`); the pointer is unused there.
    var ptr: OpaquePointer
    // sdk: ObjectiveC.swiftinterface, seen (`public init(_ str: Swift.String)`)
    // · doc: https://developer.apple.com/documentation/objectivec/selector/init(_:)
    public init(_ str: String) { ptr = OpaquePointer(bitPattern: 1)! }
    // sdk: ObjectiveC.swiftinterface, seen (`public init(stringLiteral value: Swift.String)`)
    // · doc: https://developer.apple.com/documentation/objectivec/selector/init(stringliteral:)
    public init(stringLiteral value: String) { self.init(value) }
}

/// The double's stand-in for Objective-C message dispatch: a target that a recognizer or a display
/// link fires must answer `perform(_:)` (on Apple platforms the runtime sends the selector's
/// message instead). Not an SDK symbol: `package` access, visible to the double and its tests.
@MainActor package protocol SelectorPerforming: AnyObject {
    /// Sends `selector` to the target; the double's callers are on the main actor.
    func perform(_ selector: Selector)
}
