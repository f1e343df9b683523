// UIScrollView (see UIKit.swift for the citation legend; UIScrollView+Tracking.swift has the members
// the scroll tracking added). The double's scroll view is a view whose bounds origin is its content
// offset ("UIScrollView" page: "The origin of the content view's bounds is the content offset"),
// moved by its own pan recognizer while a finger drags it, rubber-banded past its ends while it
// bounces, and decelerated after a flick at its deceleration rate per millisecond
// (`DecelerationRate.normal` 0.998, `.fast` 0.99: DOUBLE, neither the header nor the pages give
// the values; they are the ones widely measured). DOUBLE where UIKit documents nothing: the
// rubber band is `(1 − 1/(x·0.55/d + 1))·d` over the viewport length d (the widely measured
// curve, reference/physics.md); a glide that reaches an end with `bounces` on overshoots it ("bounces"
// header: "bounces past the edge of the content and back again"), braked past the end with a 30 ms
// time constant until it turns, then springs back like a release past an end, with a 0.1 s time
// constant; without `bounces` it stops at the end; the pan begins only along an axis the view can
// scroll or always bounces on.

// sdk: iPhoneOS18.1.sdk UIScrollView.h, seen (18.0 header not available; `UIKIT_EXTERN API_AVAILABLE(ios(2.0))
// API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @interface UIScrollView : UIView <NSCoding,
// UIFocusItemScrollableContainer>`) · doc: https://developer.apple.com/documentation/uikit/uiscrollview
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor open class UIScrollView: UIView {
    var storedContentSize = CGSize.zero
    var storedContentInset = UIEdgeInsets.zero
    var storedContentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    var storedBounces = true
    var storedAlwaysBounceVertical = false
    var storedAlwaysBounceHorizontal = false
    var storedIsScrollEnabled = true
    var storedDecelerationRate = DecelerationRate.normal
    var storedIsTracking = false
    var storedIsDragging = false
    /// The glide after a release, in points per second (content-offset space); nil when still.
    var glideVelocity: CGPoint?
    /// Where a release past an end springs back to; nil when not bouncing back.
    var bounceTarget: CGPoint?
    /// The pan's translation when this scroll view last moved for it.
    var lastPanTranslation = CGPoint.zero
    /// The delegate (UIScrollView+Delegate.swift), held weakly.
    var storedDelegate = WeakScrollViewDelegate()
    lazy var storedPanGestureRecognizer: UIPanGestureRecognizer = {
        let pan = DoubleScrollViewPan(target: nil, action: nil)
        pan.ownHandler = { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.followPan(pan)
        }
        return pan
    }()

    // sdk: UIView.h, seen (`- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;`, inherited)
    // · doc: https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    // DEVIATION: overridden here so the double installs the scroll view's own pan recognizer; UIScrollView.h
    // redeclares no initialiser.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(storedPanGestureRecognizer)
    }
    // sdk: UIView.h, seen (`- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;`, inherited)
    // · doc: https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) { nil }

    // sdk: iPhoneOS18.1.sdk UIScrollView.h, seen (`@property(nonatomic) CGPoint contentOffset;` "default CGPointZero")
    // · doc: https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            let old = bounds.origin
            bounds = CGRect(origin: newValue, size: bounds.size)
            offsetChanged(from: old)
        }
    }
    // sdk: iPhoneOS18.1.sdk UIScrollView.h, seen (`@property(nonatomic) CGSize contentSize;`)
    // · doc: https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
    open var contentSize: CGSize {
        get { storedContentSize }
        set { storedContentSize = newValue }
    }
    // sdk: iPhoneOS18.1.sdk UIScrollView.h, seen (`@property(nonatomic) UIEdgeInsets contentInset;`)
    // · doc: https://developer.apple.com/documentation/uikit/uiscrollview/contentinset
    open var contentInset: UIEdgeInsets {
        get { storedContentInset }
        set { storedContentInset = newValue }
    }
    // sdk: iPhoneOS18.1.sdk UIScrollView.h, seen (`@property(nonatomic, readonly) UIEdgeInsets adjustedContentInset
    // API_AVAILABLE(ios(11.0), tvos(11.0)) API_UNAVAILABLE(watchos);`) · doc: https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
    // The page: "The insets derived from the content insets and the safe area of the scroll view"; which
    // edges take the safe area is `contentInsetAdjustmentBehavior`'s (UIScrollView+Insets.swift).
    @available(iOS 11.0, tvOS 11.0, *)
    @available(watchOS, unavailable)
    open var adjustedContentInset: UIEdgeInsets { doubleAdjustedContentInset }
    // sdk: iPhoneOS18.1.sdk UIScrollView.h, seen (`@property(nonatomic, readonly) UIPanGestureRecognizer
    // *panGestureRecognizer API_AVAILABLE(ios(5.0));`) · doc: https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer
    @available(iOS 5.0, *)
    open var panGestureRecognizer: UIPanGestureRecognizer { storedPanGestureRecognizer }
    // sdk: iPhoneOS18.1.sdk UIScrollView.h, seen (`@property (nonatomic) BOOL bounces;` "If YES, bounces past the edge
    // of the content and back again. … Default: YES") · doc: https://developer.apple.com/documentation/uikit/uiscrollview/bounces
    open var bounces: Bool {
        get { storedBounces }
        set { storedBounces = newValue }
    }
    // sdk: iPhoneOS18.1.sdk UIScrollView.h, seen (`@property(nonatomic) BOOL alwaysBounceVertical;` "default NO. if YES
    // and bounces is YES, even if content is smaller than bounds, allow drag vertically")
    // · doc: https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncevertical
    open var alwaysBounceVertical: Bool {
        get { storedAlwaysBounceVertical }
        set { storedAlwaysBounceVertical = newValue }
    }
    // sdk: iPhoneOS18.1.sdk UIScrollView.h, seen (`@property(nonatomic) BOOL alwaysBounceHorizontal;`)
    // · doc: https://developer.apple.com/documentation/uikit/uiscrollview/alwaysbouncehorizontal
    open var alwaysBounceHorizontal: Bool {
        get { storedAlwaysBounceHorizontal }
        set { storedAlwaysBounceHorizontal = newValue }
    }
    // sdk: iPhoneOS18.1.sdk UIScrollView.h, seen (`@property(nonatomic,getter=isScrollEnabled) BOOL scrollEnabled;`)
    // · doc: https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled
    open var isScrollEnabled: Bool {
        get { storedIsScrollEnabled }
        set { storedIsScrollEnabled = newValue }
    }
    // sdk: iPhoneOS18.1.sdk UIScrollView.h, seen (`@property(nonatomic, readonly, getter=isTracking) BOOL tracking;` "Returns
    // YES if user has touched. May not yet have started dragging") · doc: https://developer.apple.com/documentation/uikit/uiscrollview/istracking
    open var isTracking: Bool { storedIsTracking }
    // sdk: iPhoneOS18.1.sdk UIScrollView.h, seen (`@property(nonatomic, readonly, getter=isDragging) BOOL dragging;` "Returns
    // YES if user has started scrolling") · doc: https://developer.apple.com/documentation/uikit/uiscrollview/isdragging
    open var isDragging: Bool { storedIsDragging }
    // sdk: iPhoneOS18.1.sdk UIScrollView.h, seen (`@property(nonatomic) UIScrollViewDecelerationRate decelerationRate
    // API_AVAILABLE(ios(3.0));`) · doc: https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.property
    @available(iOS 3.0, *)
    open var decelerationRate: UIScrollView.DecelerationRate {
        get { storedDecelerationRate }
        set { storedDecelerationRate = newValue }
    }

    // sdk: iPhoneOS18.1.sdk UIScrollView.h, seen (`typedef CGFloat UIScrollViewDecelerationRate NS_TYPED_ENUM
    // API_UNAVAILABLE(watchos);`, `UIScrollView.DecelerationRate` by UIKit.apinotes) · doc: https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct
    public struct DecelerationRate: Hashable, RawRepresentable, Sendable {
        // sdk: iPhoneOS18.1.sdk UIScrollView.h, seen (by the importer's rules) · doc: https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct/rawvalue
        public var rawValue: CGFloat
        // sdk: iPhoneOS18.1.sdk UIScrollView.h, seen (by the importer's rules) · doc: https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct/init(rawvalue:)
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        // sdk: iPhoneOS18.1.sdk UIScrollView.h, seen (`UIKIT_EXTERN const UIScrollViewDecelerationRate
        // UIScrollViewDecelerationRateNormal API_AVAILABLE(ios(3.0)) API_UNAVAILABLE(watchos);`)
        // · doc: https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct/normal
        // DOUBLE: 0.998; neither the header nor the page gives the value.
        @available(iOS 3.0, *)
        public static let normal = DecelerationRate(rawValue: 0.998)
        // sdk: iPhoneOS18.1.sdk UIScrollView.h, seen (`UIKIT_EXTERN const UIScrollViewDecelerationRate
        // UIScrollViewDecelerationRateFast API_AVAILABLE(ios(3.0)) API_UNAVAILABLE(watchos);`)
        // · doc: https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct/fast
        // DOUBLE: 0.99; neither the header nor the page gives the value.
        @available(iOS 3.0, *)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    // sdk: UIView.h, seen (`- (BOOL)gestureRecognizerShouldBegin:(UIGestureRecognizer *)gestureRecognizer
    // API_AVAILABLE(ios(6.0));`, which UIScrollView overrides for its pan) · doc: https://developer.apple.com/documentation/uikit/uiview/gesturerecognizershouldbegin(_:)
    // DOUBLE: the scroll view's own pan begins only along an axis it can move on (see the top).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === storedPanGestureRecognizer else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        guard storedIsScrollEnabled else { return false }
        let translation = storedPanGestureRecognizer.translation(in: self)
        let vertical = abs(translation.y) >= abs(translation.x)
        return vertical ? movesVertically : movesHorizontally
    }

    // MARK: The double's scrolling (not SDK members)

    // The scrollable range runs over the adjusted insets ("adjustedContentInset" page).
    var minimumOffset: CGPoint {
        let inset = doubleAdjustedContentInset
        return CGPoint(x: -inset.left, y: -inset.top)
    }
    var maximumOffset: CGPoint {
        let minimum = minimumOffset
        let inset = doubleAdjustedContentInset
        return CGPoint(
            x: max(minimum.x, storedContentSize.width + inset.right - bounds.width),
            y: max(minimum.y, storedContentSize.height + inset.bottom - bounds.height))
    }
    var movesVertically: Bool { maximumOffset.y > minimumOffset.y || (storedBounces && storedAlwaysBounceVertical) }
    var movesHorizontally: Bool { maximumOffset.x > minimumOffset.x || (storedBounces && storedAlwaysBounceHorizontal) }

    /// The scroll view's handling of its own pan, before the pan's targets hear of it.
    func followPan(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: self)
        switch pan.state {
        case .began:
            stopGlide()
            storedIsDragging = true
            lastPanTranslation = translation
            dragWillBegin()
        case .changed:
            let delta = CGPoint(x: translation.x - lastPanTranslation.x, y: translation.y - lastPanTranslation.y)
            lastPanTranslation = translation
            var offset = contentOffset
            if movesHorizontally {
                offset.x = banded(unbanded(offset.x, axis: 0) - delta.x, axis: 0)
            }
            if movesVertically {
                offset.y = banded(unbanded(offset.y, axis: 1) - delta.y, axis: 1)
            }
            contentOffset = offset
        case .ended, .cancelled:
            storedIsDragging = false
            let velocity = pan.state == .ended ? pan.velocity(in: self) : .zero
            dragDidEnd(velocity: CGPoint(
                x: movesHorizontally ? -velocity.x : 0, y: movesVertically ? -velocity.y : 0))
        default:
            break
        }
    }

    /// After the finger lifts: spring back from past an end, or glide.
    func release(velocity: CGPoint) {
        let clamped = clampedOffset(contentOffset)
        if clamped != contentOffset {
            bounceTarget = clamped
            ScrollAnimations.add(self)
        } else if hypot(velocity.x, velocity.y) > ScrollAnimations.stopSpeed {
            glideVelocity = velocity
            ScrollAnimations.add(self)
        }
    }

    func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let minimum = minimumOffset
        let maximum = maximumOffset
        return CGPoint(x: min(max(offset.x, minimum.x), maximum.x), y: min(max(offset.y, minimum.y), maximum.y))
    }

    /// The rubber band: an offset `x` past an end is shown `b(x)` past it.
    func banded(_ raw: CGFloat, axis: Int) -> CGFloat {
        let low = axis == 0 ? minimumOffset.x : minimumOffset.y
        let high = axis == 0 ? maximumOffset.x : maximumOffset.y
        let length = max(1, axis == 0 ? bounds.width : bounds.height)
        guard storedBounces else { return min(max(raw, low), high) }
        if raw < low { return low - Self.band(low - raw, length) }
        if raw > high { return high + Self.band(raw - high, length) }
        return raw
    }

    /// The raw offset a shown offset comes from (the band's inverse), so a drag continues
    /// smoothly from wherever the offset was set.
    func unbanded(_ shown: CGFloat, axis: Int) -> CGFloat {
        let low = axis == 0 ? minimumOffset.x : minimumOffset.y
        let high = axis == 0 ? maximumOffset.x : maximumOffset.y
        let length = max(1, axis == 0 ? bounds.width : bounds.height)
        guard storedBounces else { return shown }
        if shown < low { return low - Self.unband(low - shown, length) }
        if shown > high { return high + Self.unband(shown - high, length) }
        return shown
    }

    static func band(_ x: CGFloat, _ length: CGFloat) -> CGFloat { (1 - 1 / (x * 0.55 / length + 1)) * length }
    static func unband(_ b: CGFloat, _ length: CGFloat) -> CGFloat {
        let shown = min(b, length * 0.999)
        return shown * length / (0.55 * (length - shown))
    }

    /// One display frame of the glide or the spring back.
    func stepAnimation(_ duration: CFTimeInterval) {
        // A glide a touch or a programmatic offset stopped is not a halt the delegate hears of.
        guard isAnimatingByItself else { return }
        // Came to a halt by itself this frame: the delegate hears of it (UIScrollView+Delegate.swift).
        defer { if !isAnimatingByItself { decelerationDidEnd() } }
        if let target = bounceTarget {
            let keep = CGFloat(exp(-duration / 0.1))
            let offset = contentOffset
            let next = CGPoint(x: target.x + (offset.x - target.x) * keep, y: target.y + (offset.y - target.y) * keep)
            if hypot(next.x - target.x, next.y - target.y) < 0.5 {
                contentOffset = target
                bounceTarget = nil
            } else {
                contentOffset = next
            }
            return
        }
        guard let velocity = glideVelocity else { return }
        let rate = Double(storedDecelerationRate.rawValue)
        let keep = pow(rate, duration * 1_000)
        // The exact distance of v·rate^(1000t) over the frame.
        let travel = CGFloat((keep - 1) / (1_000 * log(rate)))
        let raw = CGPoint(x: contentOffset.x + velocity.x * travel, y: contentOffset.y + velocity.y * travel)
        let clamped = clampedOffset(raw)
        var next = CGPoint(x: velocity.x * CGFloat(keep), y: velocity.y * CGFloat(keep))
        guard storedBounces else {
            contentOffset = clamped
            if clamped.x != raw.x { next.x = 0 }
            if clamped.y != raw.y { next.y = 0 }
            glideVelocity = hypot(next.x, next.y) > ScrollAnimations.stopSpeed ? next : nil
            return
        }
        // Past an end: overshoot, braked hard, then spring back from wherever it turned.
        contentOffset = raw
        let brake = CGFloat(exp(-duration / 0.03))
        if clamped.x != raw.x { next.x *= brake }
        if clamped.y != raw.y { next.y *= brake }
        if hypot(next.x, next.y) > ScrollAnimations.stopSpeed {
            glideVelocity = next
        } else {
            glideVelocity = nil
            if clamped != raw { bounceTarget = clamped }
        }
    }

    func stopGlide() {
        glideVelocity = nil
        bounceTarget = nil
    }

    var isAnimatingByItself: Bool { glideVelocity != nil || bounceTarget != nil }
}

/// The scroll view's own pan: touching a gliding scroll view stops it and marks it tracking.
@MainActor final class DoubleScrollViewPan: UIPanGestureRecognizer {
    override func touchBegan(at location: CGPoint) {
        super.touchBegan(at: location)
        guard let scrollView = storedView as? UIScrollView else { return }
        scrollView.storedIsTracking = true
        if scrollView.glideVelocity != nil { scrollView.stopGlide() }
    }

    override func reset() {
        (storedView as? UIScrollView)?.storedIsTracking = false
        super.reset()
    }
}

/// The scroll views gliding or springing back, stepped once per display frame by the frame driver.
@MainActor package enum ScrollAnimations {
    /// DOUBLE: a glide ends below this speed, points per second.
    static let stopSpeed: CGFloat = 10
    static var active: [WeakScrollView] = []

    static func add(_ scrollView: UIScrollView) {
        guard !active.contains(where: { $0.view === scrollView }) else { return }
        active.append(WeakScrollView(view: scrollView))
    }

    package static func step(_ duration: CFTimeInterval) {
        for entry in active { entry.view?.stepAnimation(duration) }
        active.removeAll { $0.view?.isAnimatingByItself != true }
    }

    struct WeakScrollView {
        weak var view: UIScrollView?
    }
}
