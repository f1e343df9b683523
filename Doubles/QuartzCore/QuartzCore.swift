// Stand-in for the QuartzCore symbols the adapters use, with the bodies the behavioural UIKit
// double (Tests/AppleRuntime) runs: a virtual media clock, layers that keep what is set on them and
// display links fired by the double's frame driver. Never shipped.
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
public func CACurrentMediaTime() -> CFTimeInterval { MediaClock.now }

/// The double's media clock: virtual seconds that only the tests advance, so every run of a
/// scenario sees the same times (not an SDK symbol).
package enum MediaClock {
    /// Starts well above zero, as a device's uptime does.
    nonisolated(unsafe) package static var now: CFTimeInterval = 1_000
}

// sdk: CALayer.h, seen (`API_AVAILABLE(macos(10.5), ios(2.0), tvos(9.0)) API_UNAVAILABLE(watchos)
// @interface CALayer : NSObject <NSSecureCoding, CAMediaTiming>`) · doc: https://developer.apple.com/documentation/quartzcore/calayer
@available(macOS 10.5, iOS 2.0, tvOS 9.0, *)
@available(watchOS, unavailable)
open class CALayer: NSObject {
    /// Counts this layer among the live ones until it is released (double only).
    private let doubleLiveToken = LiveObjects.Token(.layer)
    var storedCornerRadius: CGFloat = 0
    var storedShadowColor: CGColor?
    var storedShadowOpacity: Float = 0
    var storedShadowRadius: CGFloat = 3
    var storedShadowPath: CGPath?
    var storedMask: CALayer?

    // sdk: CALayer.h, seen (`@property CGFloat cornerRadius;`, "Defaults to zero") · doc: https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
    open var cornerRadius: CGFloat {
        get { storedCornerRadius }
        set { LayerWrites.record(storedCornerRadius, newValue); storedCornerRadius = newValue }
    }
    // sdk: CALayer.h, seen (`@property(nullable) CGColorRef shadowColor;`) · doc: https://developer.apple.com/documentation/quartzcore/calayer/shadowcolor
    open var shadowColor: CGColor? {
        get { storedShadowColor }
        set { LayerWrites.record(storedShadowColor, newValue); storedShadowColor = newValue }
    }
    // sdk: CALayer.h, seen (`@property float shadowOpacity;`, "Defaults to 0") · doc: https://developer.apple.com/documentation/quartzcore/calayer/shadowopacity
    open var shadowOpacity: Float {
        get { storedShadowOpacity }
        set { LayerWrites.record(storedShadowOpacity, newValue); storedShadowOpacity = newValue }
    }
    // sdk: CALayer.h, seen (`@property CGFloat shadowRadius;`, "Defaults to 3") · doc: https://developer.apple.com/documentation/quartzcore/calayer/shadowradius
    open var shadowRadius: CGFloat {
        get { storedShadowRadius }
        set { LayerWrites.record(storedShadowRadius, newValue); storedShadowRadius = newValue }
    }
    // sdk: CALayer.h, seen (`@property(nullable) CGPathRef shadowPath;` "When non-null this path defines the outline
    // used to construct the layer's shadow instead of using the layer's composited alpha channel") · doc: https://developer.apple.com/documentation/quartzcore/calayer/shadowpath
    open var shadowPath: CGPath? {
        get { storedShadowPath }
        set { LayerWrites.record(storedShadowPath, newValue); storedShadowPath = newValue }
    }
    // sdk: CALayer.h, seen (`@property(nullable, strong) __kindof CALayer *mask;` "A layer whose alpha channel is used
    // as a mask to select between the layer's background and the result of compositing the layer's contents with its
    // filtered background") · doc: https://developer.apple.com/documentation/quartzcore/calayer/mask
    open var mask: CALayer? {
        get { storedMask }
        set { LayerWrites.record(storedMask, newValue); storedMask = newValue }
    }

    /// Whether drawing this layer's shadow needs an offscreen pass: a visible shadow without an
    /// explicit path is computed from the composited alpha every frame (`shadowPath`'s page).
    /// Not an SDK member.
    package var doubleNeedsOffscreenShadowPass: Bool { storedShadowOpacity > 0 && storedShadowPath == nil }
}

/// How many layers and views exist now: a storm that leaks a drawer's views shows here. The
/// double's own bookkeeping, not an SDK symbol.
package enum LiveObjects {
    nonisolated(unsafe) package private(set) static var layers = 0
    nonisolated(unsafe) package private(set) static var views = 0

    package enum Kind { case layer, view }

    /// Counts its owner (a layer or a view) among the live objects for as long as it lives: a
    /// stored property of the object counted, made by every initialiser.
    package final class Token {
        let kind: Kind
        package init(_ kind: Kind) {
            self.kind = kind
            LiveObjects.add(kind, 1)
        }
        deinit { LiveObjects.add(kind, -1) }
    }

    static func add(_ kind: Kind, _ delta: Int) {
        switch kind {
        case .layer: layers += delta
        case .view: views += delta
        }
    }
}

/// How many layer and view properties were written: the double's measure of what a frame costs
/// the render server (not an SDK symbol). UIView's setters count here too.
package enum LayerWrites {
    nonisolated(unsafe) package static var count = 0
    /// The writes among ``count`` that gave a property the value it already held. DOUBLE: UIKit
    /// and Core Animation document no skipping of such a write, so each is counted as work.
    nonisolated(unsafe) package static var unchanged = 0
    /// How many of them were made inside an animation block (`UIView.animate`, the keyboard's):
    /// on a device each starts an implicit animation from the old value.
    nonisolated(unsafe) package static var animatedCount = 0
    /// How many animation blocks the current write is inside (0: none, or
    /// `UIView.performWithoutAnimation`).
    nonisolated(unsafe) package static var animationDepth = 0
    /// A write of `new` over `old`.
    package static func record<Value: Equatable>(_ old: Value, _ new: Value) { record(same: old == new) }
    /// A write of the object `new` over `old`: the same value only when it is the same object.
    package static func record(_ old: AnyObject?, _ new: AnyObject?) { record(same: old === new) }
    /// A write whose old value is not compared.
    package static func record() { record(same: false) }
    static func record(same: Bool) {
        count += 1
        if same { unchanged += 1 }
        if animationDepth > 0 { animatedCount += 1 }
    }
}

// sdk: iPhoneOS18.1.sdk CADisplayLink.h, seen (18.0 header not available; `API_AVAILABLE(ios(3.1), tvos(9.0))
// API_UNAVAILABLE(watchos) API_AVAILABLE(macos(14.0)) @interface CADisplayLink : NSObject`)
// · doc: https://developer.apple.com/documentation/quartzcore/cadisplaylink
@available(iOS 3.1, tvOS 9.0, macOS 14.0, *)
@available(watchOS, unavailable)
open class CADisplayLink: NSObject {
    /// Held strongly until `invalidate()`: the init(target:selector:) page says "The newly
    /// constructed display link retains the target", and the header that `invalidate` "releases
    /// the 'target' object".
    var target: AnyObject?
    let selector: Selector
    var storedTargetTimestamp: CFTimeInterval = 0
    /// How many times this link called its target (double only).
    package internal(set) var doubleCallbackCount = 0
    /// The range set with `preferredFrameRateRange` (CAFrameRateRange.swift); nil: the default.
    var doubleFrameRateRange: CAFrameRateRange?
    /// When this link last called its target (double only).
    var doubleLastFire: CFTimeInterval?

    // sdk: iPhoneOS18.1.sdk CADisplayLink.h, seen (`+ (CADisplayLink *)displayLinkWithTarget:(id)target
    // selector:(SEL)sel API_UNAVAILABLE(macos);`, an initialiser by the importer's rules; the page: "The newly
    // constructed display link retains the target") · doc: https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:)
    @available(macOS, unavailable)
    public init(target: Any, selector sel: Selector) {
        self.target = target as AnyObject
        selector = sel
    }
    // sdk: iPhoneOS18.1.sdk CADisplayLink.h, seen (`- (void)addToRunLoop:(NSRunLoop *)runloop forMode:(NSRunLoopMode)mode;`
    // "While added to a run-loop it will implicitly be retained.") · doc: https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:)
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !DisplayLinkRunLoop.links.contains(where: { $0 === self }) else { return }
        DisplayLinkRunLoop.links.append(self)
    }
    // sdk: iPhoneOS18.1.sdk CADisplayLink.h, seen (`- (void)invalidate;` "Removes the object from all runloop modes
    // (releasing the receiver if it has been implicitly retained) and releases the 'target' object")
    // · doc: https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate()
    open func invalidate() {
        DisplayLinkRunLoop.links.removeAll { $0 === self }
        target = nil
    }
    // sdk: iPhoneOS18.1.sdk CADisplayLink.h, seen (`@property(readonly, nonatomic) CFTimeInterval targetTimestamp
    // API_AVAILABLE(ios(10.0), tvos(10.0)) API_UNAVAILABLE(watchos);`) · doc: https://developer.apple.com/documentation/quartzcore/cadisplaylink/targettimestamp
    @available(iOS 10.0, tvOS 10.0, *)
    @available(watchOS, unavailable)
    open var targetTimestamp: CFTimeInterval { storedTargetTimestamp }
}

/// The run loop of the double's display links: the links added and not invalidated, fired once per
/// frame by the UIKit double's frame driver (not an SDK symbol).
package enum DisplayLinkRunLoop {
    nonisolated(unsafe) package static var links: [CADisplayLink] = []
    /// Callbacks made since the tests last reset the count.
    nonisolated(unsafe) package static var callbacks = 0
    /// The app's Info.plist `CADisableMinimumFrameDurationOnPhone` (CAFrameRateRange.swift); the
    /// UIKit double's `reset()` sets it as the scenarios' apps declare it.
    nonisolated(unsafe) package static var infoPlistAllowsHighFrameRates = false

    /// One display frame ending at `MediaClock.now`, to be shown `frameDuration` later: each link
    /// added before the frame whose own rate (`doubleRate(displayRate:)`) is due gets one
    /// callback, its target timestamp one of its own frames ahead. DOUBLE: a link at half the
    /// display's rate is called on every other display frame.
    @MainActor package static func fire(frameDuration: CFTimeInterval) {
        let displayRate = 1 / max(frameDuration, 1e-6)
        for link in links where links.contains(where: { $0 === link }) {
            let interval = 1 / link.doubleRate(displayRate: displayRate)
            if let last = link.doubleLastFire, MediaClock.now - last < interval - frameDuration / 2 { continue }
            link.doubleLastFire = MediaClock.now
            link.storedTargetTimestamp = MediaClock.now + interval
            link.doubleCallbackCount += 1
            callbacks += 1
            (link.target as? SelectorPerforming)?.perform(link.selector)
        }
    }
}
