// CoreGraphics symbols for scale-back (issue 15): the view transform. See CoreGraphics.swift.
// Linux Foundation has no CGAffineTransform (it has AffineTransform), so it is declared here.
@_exported import Foundation

// sdk: CGAffineTransform.h, seen (`struct CGAffineTransform { CGFloat a, b, c, d; CGFloat tx, ty; };` under
// `#ifndef CF_DEFINES_CG_TYPES`; the 18.0 overlay names it `CoreFoundation.CGAffineTransform`. Sendable by the
// importer's rules: a C struct whose fields are all Sendable) · doc: https://developer.apple.com/documentation/corefoundation/cgaffinetransform
// DEVIATION: the stored fields a, b, c, d, tx, ty, the importer's memberwise initialisers, the overlay's
// other members and its Codable and (iOS 18.0) Hashable conformances are left out; the adapters only
// build transforms and assign them.
public struct CGAffineTransform: Sendable {}

extension CGAffineTransform {
    // sdk: CoreGraphics.swiftinterface, seen (`extension CoreFoundation.CGAffineTransform { @_alwaysEmitIntoClient public
    // init(_ a: CoreFoundation.CGFloat, _ b: …, _ c: …, _ d: …, _ tx: …, _ ty: CoreFoundation.CGFloat) { self =
    // CGAffineTransformMake(a, b, c, d, tx, ty) } }`, no availability; CGAffineTransformMake is in CGAffineTransform.h,
    // `API_AVAILABLE(macos(10.0), ios(2.0))`) · doc: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(_:_:_:_:_:_:)
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) { fatalError() }
}

@available(macOS 10.9, iOS 7.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
extension CGAffineTransform {
    // sdk: CoreGraphics.swiftinterface, seen (`public static var identity: CoreFoundation.CGAffineTransform { @_transparent
    // get }`, in an extension with this availability; the header's constant is `CGAffineTransformIdentity`)
    // · doc: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/identity
    public static var identity: CGAffineTransform { fatalError() }
}

// sdk: CoreGraphics.swiftinterface, seen (`@available(macOS 10.9, iOS 7.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
// extension CoreFoundation.CGAffineTransform : Swift.Equatable`) · doc: https://developer.apple.com/documentation/corefoundation/cgaffinetransform
@available(macOS 10.9, iOS 7.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
extension CGAffineTransform: Equatable {
    // sdk: CoreGraphics.swiftinterface, seen · doc: https://developer.apple.com/documentation/corefoundation/cgaffinetransform
    public static func == (lhs: CGAffineTransform, rhs: CGAffineTransform) -> Bool { fatalError() }
}
