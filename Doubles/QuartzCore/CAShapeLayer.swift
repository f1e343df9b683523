// CAShapeLayer (CALayer's `mask` is in QuartzCore.swift), for the per-corner outline of a shaped panel before iOS 26
// (issue 24). Legend as in UIKit/UIKit.swift. Read in xybp888/iOS-SDKs:
// iPhoneOS18.0.sdk/System/Library/Frameworks/QuartzCore.framework/Headers/CAShapeLayer.h and CALayer.h.

// sdk: CAShapeLayer.h, seen (`API_AVAILABLE(macos(10.6), ios(3.0), tvos(9.0)) API_UNAVAILABLE(watchos)
// @interface CAShapeLayer : CALayer`) · doc: https://developer.apple.com/documentation/quartzcore/cashapelayer
@available(macOS 10.6, iOS 3.0, tvOS 9.0, *)
@available(watchOS, unavailable)
open class CAShapeLayer: CALayer {
    var storedPath: CGPath?

    // sdk: CAShapeLayer.h, seen (`@property(nullable) CGPathRef path;` "The path defining the shape to be rendered
    // … Upon assignment the path is copied. Defaults to null.") · doc: https://developer.apple.com/documentation/quartzcore/cashapelayer/path
    // DOUBLE: the path is kept, not copied (the double's paths are not changed after they are set).
    open var path: CGPath? {
        get { storedPath }
        set { LayerWrites.record(storedPath, newValue); storedPath = newValue }
    }
}
