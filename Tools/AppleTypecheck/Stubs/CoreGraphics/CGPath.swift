// CGPath, for the panel's explicit shadow path (UIKit double and type-check). Legend as in
// UIKit/UIKit.swift. CGPath.h is not among the CoreGraphics headers in either public copy of the
// 18.0 SDK (as the search index lists them: xybp888/iOS-SDKs has eight, CGAffineTransform.h to
// CGShading.h; xiangfeidexiaohuo/iOS-SDKs three, CGColorSpace.h, CGImage.h, CGPDFContext.h), so
// these cite their documentation pages.
@_exported import Foundation

// sdk: CoreGraphics CGPath.h, doc page (`class CGPath`, an immutable CF type; Sendable by the
// overlay as CGColor is) · doc: https://developer.apple.com/documentation/coregraphics/cgpath
// DEVIATION: the double records only the rectangle and corner size a rounded-rect path was made
// from; drawing, path elements and the mutable subclass are left out.
public final class CGPath: @unchecked Sendable {
    let rect: CGRect
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
}
