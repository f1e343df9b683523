// CoreGraphics symbols for scale-back (issue 15): the view transform. See CoreGraphics.swift.
// Linux Foundation has no CGAffineTransform (it has AffineTransform), so it is declared here.
// `applying(to:)` and `inverted` below are the UIKit double's, not SDK members (package access).
@_exported import Foundation

// sdk: CGAffineTransform.h, seen (`struct CGAffineTransform { CGFloat a, b, c, d; CGFloat tx, ty; };` under
// `#ifndef CF_DEFINES_CG_TYPES`; the 18.0 overlay names it `CoreFoundation.CGAffineTransform`. Sendable by the
// importer's rules: a C struct whose fields are all Sendable) · doc: https://developer.apple.com/documentation/corefoundation/cgaffinetransform
// DEVIATION: the importer's memberwise initialisers, the overlay's other members and its Codable and
// (iOS 18.0) Hashable conformances are left out; the adapters build transforms and assign them, and
// the UIKit double applies them.
public struct CGAffineTransform: Sendable {
    // sdk: CGAffineTransform.h, seen (the C struct's fields `CGFloat a, b, c, d; CGFloat tx, ty;`, imported as stored
    // `var`s) · doc: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/a
    public var a: CGFloat
    // sdk: CGAffineTransform.h, seen (as `a`) · doc: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/b
    public var b: CGFloat
    // sdk: CGAffineTransform.h, seen (as `a`) · doc: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/c
    public var c: CGFloat
    // sdk: CGAffineTransform.h, seen (as `a`) · doc: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/d
    public var d: CGFloat
    // sdk: CGAffineTransform.h, seen (as `a`) · doc: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/tx
    public var tx: CGFloat
    // sdk: CGAffineTransform.h, seen (as `a`) · doc: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/ty
    public var ty: CGFloat
}

extension CGAffineTransform {
    // sdk: CoreGraphics.swiftinterface, seen (`extension CoreFoundation.CGAffineTransform { @_alwaysEmitIntoClient public
    // init(_ a: CoreFoundation.CGFloat, _ b: …, _ c: …, _ d: …, _ tx: …, _ ty: CoreFoundation.CGFloat) { self =
    // CGAffineTransformMake(a, b, c, d, tx, ty) } }`, no availability; CGAffineTransformMake is in CGAffineTransform.h,
    // `API_AVAILABLE(macos(10.0), ios(2.0))`) · doc: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(_:_:_:_:_:_:)
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }
}

@available(macOS 10.9, iOS 7.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
extension CGAffineTransform {
    // sdk: CoreGraphics.swiftinterface, seen (`public static var identity: CoreFoundation.CGAffineTransform { @_transparent
    // get }`, in an extension with this availability; the header's constant is `CGAffineTransformIdentity`)
    // · doc: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/identity
    public static var identity: CGAffineTransform { CGAffineTransform(1, 0, 0, 1, 0, 0) }
}

// sdk: CoreGraphics.swiftinterface, seen (`@available(macOS 10.9, iOS 7.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
// extension CoreFoundation.CGAffineTransform : Swift.Equatable`) · doc: https://developer.apple.com/documentation/corefoundation/cgaffinetransform
@available(macOS 10.9, iOS 7.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, *)
extension CGAffineTransform: Equatable {
    // sdk: CoreGraphics.swiftinterface, seen · doc: https://developer.apple.com/documentation/corefoundation/cgaffinetransform
    public static func == (lhs: CGAffineTransform, rhs: CGAffineTransform) -> Bool {
        lhs.a == rhs.a && lhs.b == rhs.b && lhs.c == rhs.c && lhs.d == rhs.d && lhs.tx == rhs.tx && lhs.ty == rhs.ty
    }
}

extension CGAffineTransform {
    /// `point` mapped by this transform (the double's own arithmetic; the SDK spells it
    /// `point.applying(_:)`).
    package func doubleApply(to point: CGPoint) -> CGPoint {
        CGPoint(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
    }

    /// The inverse transform, or the identity for a singular one (a scale of 0 maps everything to
    /// one point; the double then treats the view as untransformed).
    package var doubleInverted: CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return .identity }
        return CGAffineTransform(
            d / determinant, -b / determinant, -c / determinant, a / determinant,
            (c * ty - d * tx) / determinant, (b * tx - a * ty) / determinant)
    }
}
