// Stand-in for the CoreGraphics symbols the adapters use that Linux Foundation lacks, with the
// bodies the behavioural UIKit double (Tests/AppleRuntime) runs. CGFloat, CGPoint, CGSize and
// CGRect come from Foundation and are NOT redeclared here. Never shipped. Legend as in
// UIKit/UIKit.swift.
@_exported import Foundation

// sdk: CoreGraphics CGColor.h, doc page (the C type `typedef struct CF_BRIDGED_TYPE(id) CGColor *CGColorRef;`,
// a CF class, is in CGColor.h, which neither copy of the 18.0 SDK has; its Sendable conformance is below)
// · doc: https://developer.apple.com/documentation/coregraphics/cgcolor
public final class CGColor {
    /// The double's colours carry no components: nothing in the adapters reads them back.
    package init() {}
}

// sdk: CoreGraphics.swiftinterface, seen (`@available(macOS 10.9, iOS 7.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
// extension CoreGraphics.CGColor : @unchecked Swift.Sendable` in iPhoneOS18.0.sdk's
// CoreGraphics.swiftmodule/arm64e-apple-ios.swiftinterface, xybp888/iOS-SDKs)
// · doc: https://developer.apple.com/documentation/coregraphics/cgcolor
@available(macOS 10.9, iOS 7.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
extension CGColor: @unchecked Sendable {}
