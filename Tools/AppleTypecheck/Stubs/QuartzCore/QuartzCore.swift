// Declarations-only stand-in for the QuartzCore symbols the adapters use. Never linked or shipped.
@_exported import CoreGraphics
@_exported import Foundation
@_exported import ObjectiveC

// sdk: QuartzCore headers (not in the brief's SDK files), doc page · doc: https://developer.apple.com/documentation/quartzcore/cftimeinterval
public typealias CFTimeInterval = Double

// sdk: QuartzCore headers (not in the brief's SDK files), doc page · doc: https://developer.apple.com/documentation/quartzcore/1395996-cacurrentmediatime
public func CACurrentMediaTime() -> CFTimeInterval { fatalError() }

// sdk: QuartzCore headers (not in the brief's SDK files), doc page · doc: https://developer.apple.com/documentation/quartzcore/calayer
open class CALayer: NSObject {
    // sdk: QuartzCore headers (not in the brief's SDK files), doc page · doc: https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
    open var cornerRadius: CGFloat { get { fatalError() } set { fatalError() } }
    // sdk: QuartzCore headers (not in the brief's SDK files), doc page · doc: https://developer.apple.com/documentation/quartzcore/calayer/shadowcolor
    open var shadowColor: CGColor? { get { fatalError() } set { fatalError() } }
    // sdk: QuartzCore headers (not in the brief's SDK files), doc page · doc: https://developer.apple.com/documentation/quartzcore/calayer/shadowopacity
    open var shadowOpacity: Float { get { fatalError() } set { fatalError() } }
    // sdk: QuartzCore headers (not in the brief's SDK files), doc page · doc: https://developer.apple.com/documentation/quartzcore/calayer/shadowradius
    open var shadowRadius: CGFloat { get { fatalError() } set { fatalError() } }
}

// sdk: QuartzCore headers (not in the brief's SDK files), doc page · doc: https://developer.apple.com/documentation/quartzcore/cadisplaylink
open class CADisplayLink: NSObject {
    // sdk: QuartzCore headers (not in the brief's SDK files), doc page · doc: https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:)
    public init(target: Any, selector sel: Selector) { fatalError() }
    // sdk: QuartzCore headers (not in the brief's SDK files), doc page · doc: https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:)
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) { fatalError() }
    // sdk: QuartzCore headers (not in the brief's SDK files), doc page · doc: https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate()
    open func invalidate() { fatalError() }
    // sdk: QuartzCore headers (not in the brief's SDK files), doc page · doc: https://developer.apple.com/documentation/quartzcore/cadisplaylink/targettimestamp
    open var targetTimestamp: CFTimeInterval { fatalError() }
}
