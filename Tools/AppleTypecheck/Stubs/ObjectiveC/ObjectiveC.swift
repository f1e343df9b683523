// Declarations-only stand-in for the ObjectiveC module: just enough for `#selector` to
// type-check on Linux (swiftc -enable-objc-interop). Never linked or shipped.
import Foundation

// sdk: ObjectiveC headers (not in the brief's SDK files), doc page · doc: https://developer.apple.com/documentation/objectivec/selector
public struct Selector: @unchecked Sendable {
    // The compiler lowers `#selector` to a struct holding one pointer, as in the SDK.
    var ptr: OpaquePointer
    // sdk: ObjectiveC headers (not in the brief's SDK files), doc page · doc: https://developer.apple.com/documentation/objectivec/selector/init(_:)
    public init(_ name: String) { fatalError() }
}
