// ObjCBool and its two conversions, copied from the iOS 18.0 SDK's ObjectiveC overlay
// (usr/lib/swift/ObjectiveC.swiftmodule/arm64e-apple-ios.swiftinterface in xybp888/iOS-SDKs).
// Swift bridges a `Bool` result of an `@objc` method through them, so `@objc` members that
// return `Bool` (UIKit+Beyond.swift's `accessibilityActivate()`) need them to type-check and to
// emit their module on Linux. Never linked or shipped.
import Foundation

// sdk: ObjectiveC.swiftinterface, seen · doc: https://developer.apple.com/documentation/objectivec/objcbool
// DEVIATION: ExpressibleByBooleanLiteral, CustomReflectable and CustomStringConvertible are left out; nothing here uses them.
@frozen public struct ObjCBool: Sendable {
    @usableFromInline internal var _value: Bool
    // sdk: ObjectiveC.swiftinterface, seen · doc: https://developer.apple.com/documentation/objectivec/objcbool/init(_:)
    @_transparent public init(_ value: Bool) { self._value = value }
    // sdk: ObjectiveC.swiftinterface, seen · doc: https://developer.apple.com/documentation/objectivec/objcbool/boolvalue
    @_transparent public var boolValue: Bool { _value }
}

// sdk: ObjectiveC.swiftinterface, seen (the bridge hook; no documentation page) · doc: https://developer.apple.com/documentation/objectivec/objcbool
@_transparent public func _convertBoolToObjCBool(_ x: Bool) -> ObjCBool { ObjCBool(x) }

// sdk: ObjectiveC.swiftinterface, seen (the bridge hook; no documentation page) · doc: https://developer.apple.com/documentation/objectivec/objcbool
@_transparent public func _convertObjCBoolToBool(_ x: ObjCBool) -> Bool { x.boolValue }
