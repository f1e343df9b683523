// CoreGraphics symbols for scale-back (issue 15): the view transform. See CoreGraphics.swift.
// Linux Foundation has no CGAffineTransform (it has AffineTransform), so it is declared here.
@_exported import Foundation

// sdk: CoreGraphics headers (not in the brief's SDK files), doc page · doc: https://developer.apple.com/documentation/corefoundation/cgaffinetransform
// DEVIATION: the stored fields a, b, c, d, tx, ty and the Equatable/Sendable conformances are
// left out; the adapters only build transforms and assign them.
public struct CGAffineTransform {
    // sdk: CoreGraphics headers (not in the brief's SDK files), doc page · doc: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(_:_:_:_:_:_:)
    public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) { fatalError() }
    // sdk: CoreGraphics headers (not in the brief's SDK files), doc page · doc: https://developer.apple.com/documentation/corefoundation/cgaffinetransform/identity
    public static var identity: CGAffineTransform { fatalError() }
}
