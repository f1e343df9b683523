// CGPath, for the panel's explicit shadow path (UIKit double and type-check). Legend as in
// UIKit/UIKit.swift. CGPath.h is not among the CoreGraphics headers in either public copy of the
// 18.0 SDK (as the search index lists them: xybp888/iOS-SDKs has eight, CGAffineTransform.h to
// CGShading.h; xiangfeidexiaohuo/iOS-SDKs three, CGColorSpace.h, CGImage.h, CGPDFContext.h), so
// these cite their documentation pages.
@_exported import Foundation

// sdk: CoreGraphics CGPath.h, doc page (`class CGPath`, an immutable CF type; Sendable by the
// overlay as CGColor is) · doc: https://developer.apple.com/documentation/coregraphics/cgpath
// DEVIATION: the double records only the rectangle and corner size a rounded-rect path was made
// from, and a mutable path's points and arc radii; drawing is left out. Not `final`, so that
// CGMutablePath can be its subclass as the overlay imports it.
public class CGPath: @unchecked Sendable {
    var rect: CGRect
    let cornerSize: CGSize

    // sdk: CoreGraphics CGPath.h, doc page (`CGPathCreateWithRoundedRect`, imported as this
    // initialiser) · doc: https://developer.apple.com/documentation/coregraphics/cgpath/init(roundedrect:cornerwidth:cornerheight:transform:)
    public init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>?
    ) {
        self.rect = rect
        cornerSize = CGSize(width: cornerWidth, height: cornerHeight)
    }

    // sdk: CoreGraphics CGPath.h, doc page (`CGPathGetBoundingBox`, imported as this property)
    // · doc: https://developer.apple.com/documentation/coregraphics/cgpath/boundingbox
    public var boundingBox: CGRect { rect.standardized }

    /// The corner width and height the path was made with (double only: not an SDK member).
    package var doubleCornerSize: CGSize { cornerSize }

    /// An empty path, for CGMutablePath (double only).
    init(doubleEmpty: ()) {
        rect = .null
        cornerSize = .zero
    }
}

// sdk: CoreGraphics CGPath.h, doc page (`class CGMutablePath : CGPath`, the overlay's name for
// CGMutablePathRef) · doc: https://developer.apple.com/documentation/coregraphics/cgmutablepath
// DOUBLE: records the points it passes through (its bounding box grows with them) and the radius of
// every arc in the order they were added; the arcs' own geometry is not computed.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// The radius of each `addArc(tangent1End:tangent2End:radius:)`, in order (double only).
    package private(set) var doubleArcRadii: [CGFloat] = []
    /// How many subpaths were closed (double only).
    package private(set) var doubleClosedSubpaths = 0

    // sdk: CoreGraphics CGPath.h, doc page (`CGPathCreateMutable`, imported as this initialiser)
    // · doc: https://developer.apple.com/documentation/coregraphics/cgmutablepath/init()
    public init() { super.init(doubleEmpty: ()) }

    private func include(_ point: CGPoint) {
        let dot = CGRect(origin: point, size: .zero)
        rect = rect.isNull ? dot : rect.union(dot)
    }

    // sdk: CoreGraphics CGPath.h, doc page (`CGPathMoveToPoint`, imported as this method; "Begins a new
    // subpath at the specified point") · doc: https://developer.apple.com/documentation/coregraphics/cgmutablepath/move(to:transform:)
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) { include(point) }

    // sdk: CoreGraphics CGPath.h, doc page (`CGPathAddLineToPoint`; "Appends a straight line segment from the
    // current point to the specified point") · doc: https://developer.apple.com/documentation/coregraphics/cgmutablepath/addline(to:transform:)
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) { include(point) }

    // sdk: CoreGraphics CGPath.h, doc page (`CGPathAddArcToPoint`; "Adds an arc of a circle to the path,
    // specified with a radius and two tangent lines") · doc: https://developer.apple.com/documentation/coregraphics/cgmutablepath/addarc(tangent1end:tangent2end:radius:transform:)
    public func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        include(tangent1End)
        include(tangent2End)
        doubleArcRadii.append(radius)
    }

    // sdk: CoreGraphics CGPath.h, doc page (`CGPathCloseSubpath`; "Closes and completes a subpath in a mutable
    // graphics path") · doc: https://developer.apple.com/documentation/coregraphics/cgmutablepath/closesubpath()
    public func closeSubpath() { doubleClosedSubpaths += 1 }
}
