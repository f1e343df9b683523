import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension DrawerHostDrawerOptions {
    /// What a fit-to-content detent adds to the length the adapter measured or the content
    /// reported, so the handle strip never covers the end of the content.
    ///
    /// A measurement of content that pads itself clear of the handle
    /// (``contentClearsHandle``) already holds the strip: adding it again would leave the strip's
    /// length empty under the content (DrawerSwiftUI's fitted sheets were 17 pt too tall). A
    /// reported length is of a section the content chose (`ResizableScrollView`'s main rows), never
    /// of the padding, so it always gets the strip.
    ///
    /// - Parameter measurement: `true` for the adapter's measurement of the whole content, `false`
    ///   for a length the content reported.
    public func fittingChrome(forMeasurement measurement: Bool) -> CGFloat {
        measurement && contentClearsHandle ? 0 : handleLength
    }
}
