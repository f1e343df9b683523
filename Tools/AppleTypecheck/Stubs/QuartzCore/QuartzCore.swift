// Declarations-only stand-in for the QuartzCore symbols the adapters use. Never linked or shipped.
//
// Read in xybp888/iOS-SDKs: iPhoneOS18.0.sdk/System/Library/Frameworks/QuartzCore.framework/Headers/
// (CABase.h, CALayer.h) and, since neither public copy has the 18.0 CADisplayLink.h, the
// iPhoneOS18.1.sdk one. Legend as in UIKit/UIKit.swift. No QuartzCore class is NS_SWIFT_UI_ACTOR
// or NS_SWIFT_SENDABLE: they import nonisolated and not Sendable.
@_exported import CoreGraphics
@_exported import Foundation
@_exported import ObjectiveC

// sdk: CoreFoundation CFDate.h, doc page (`typedef double CFTimeInterval;` is in CFDate.h, which is in
// neither copy of the SDK: iPhoneOS18.0/18.1/17.5/17.4/16.2.sdk paths tried; CABase.h uses it)
// · doc: https://developer.apple.com/documentation/corefoundation/cftimeinterval
public typealias CFTimeInterval = Double

// sdk: CABase.h, seen (`CA_EXTERN CFTimeInterval CACurrentMediaTime (void) API_AVAILABLE(macos(10.5), ios(2.0))
// API_UNAVAILABLE(watchos);`) · doc: https://developer.apple.com/documentation/quartzcore/1395996-cacurrentmediatime
@available(macOS 10.5, iOS 2.0, *)
@available(watchOS, unavailable)
public func CACurrentMediaTime() -> CFTimeInterval { fatalError() }

// sdk: CALayer.h, seen (`API_AVAILABLE(macos(10.5), ios(2.0), tvos(9.0)) API_UNAVAILABLE(watchos)
// @interface CALayer : NSObject <NSSecureCoding, CAMediaTiming>`) · doc: https://developer.apple.com/documentation/quartzcore/calayer
@available(macOS 10.5, iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
open class CALayer: NSObject {
    // sdk: CALayer.h, seen (`@property CGFloat cornerRadius;`) · doc: https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
    open var cornerRadius: CGFloat { get { fatalError() } set { fatalError() } }
    // sdk: CALayer.h, seen (`@property(nullable) CGColorRef shadowColor;`) · doc: https://developer.apple.com/documentation/quartzcore/calayer/shadowcolor
    open var shadowColor: CGColor? { get { fatalError() } set { fatalError() } }
    // sdk: CALayer.h, seen (`@property float shadowOpacity;`) · doc: https://developer.apple.com/documentation/quartzcore/calayer/shadowopacity
    open var shadowOpacity: Float { get { fatalError() } set { fatalError() } }
    // sdk: CALayer.h, seen (`@property CGFloat shadowRadius;`) · doc: https://developer.apple.com/documentation/quartzcore/calayer/shadowradius
    open var shadowRadius: CGFloat { get { fatalError() } set { fatalError() } }
}

// sdk: iPhoneOS18.1.sdk CADisplayLink.h, seen (18.0 header not available; `API_AVAILABLE(ios(3.1), tvos(9.0))
// API_UNAVAILABLE(watchos) API_AVAILABLE(macos(14.0)) @interface CADisplayLink : NSObject`)
// · doc: https://developer.apple.com/documentation/quartzcore/cadisplaylink
@available(iOS 3.1, tvOS 9.0, macOS 14.0, *)
@available(watchOS, unavailable)
open class CADisplayLink: NSObject {
    // sdk: iPhoneOS18.1.sdk CADisplayLink.h, seen (`+ (CADisplayLink *)displayLinkWithTarget:(id)target
    // selector:(SEL)sel API_UNAVAILABLE(macos);`, an initialiser by the importer's rules)
    // · doc: https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:)
    @available(macOS, unavailable)
    public init(target: Any, selector sel: Selector) { fatalError() }
    // sdk: iPhoneOS18.1.sdk CADisplayLink.h, seen (`- (void)addToRunLoop:(NSRunLoop *)runloop forMode:(NSRunLoopMode)mode;`)
    // · doc: https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:)
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) { fatalError() }
    // sdk: iPhoneOS18.1.sdk CADisplayLink.h, seen (`- (void)invalidate;`) · doc: https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate()
    open func invalidate() { fatalError() }
    // sdk: iPhoneOS18.1.sdk CADisplayLink.h, seen (`@property(readonly, nonatomic) CFTimeInterval targetTimestamp
    // API_AVAILABLE(ios(10.0), tvos(10.0)) API_UNAVAILABLE(watchos);`) · doc: https://developer.apple.com/documentation/quartzcore/cadisplaylink/targettimestamp
    @available(iOS 10.0, tvOS 10.0, *)
    @available(watchOS, unavailable)
    open var targetTimestamp: CFTimeInterval { fatalError() }
}
