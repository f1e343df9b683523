// Declarations-only stand-in for the ObjectiveC module: just enough for `#selector` to
// type-check on Linux (swiftc -enable-objc-interop). Never linked or shipped.
import Foundation

// https://developer.apple.com/documentation/objectivec/selector
public struct Selector: @unchecked Sendable {
    // The compiler lowers `#selector` to a struct holding one pointer, as in the SDK.
    var ptr: OpaquePointer
    public init(_ name: String) { fatalError() }
}
