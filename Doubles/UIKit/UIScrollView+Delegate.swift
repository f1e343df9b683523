// UIScrollViewDelegate and the moments the double's scroll view calls it (issue 35), on the class
// declared in UIScrollView.swift (see UIKit.swift for the citation legend). UIScrollView.h was read
// in xybp888/iOS-SDKs iPhoneOS18.1.sdk (as UIScrollView.swift's); each callback's moment is its
// documentation page's, quoted at the call.
//
// DOUBLE where UIKit documents nothing: the scroll view handles its own pan, and so calls its
// delegate, before the pan's other targets hear of it (its own target is added first; the order of
// a recognizer's targets is not documented); `scrollViewDidScroll` is called when the offset actually
// changes (a write of the same offset calls nothing), after the new offset is in place; a cancelled
// drag ends as a release at rest (will-end with zero velocity, then did-end); a glide stopped by a
// touch, `setContentOffset(_:animated:)` or `stopScrollingAndZooming()` does not call
// `scrollViewDidEndDecelerating`; a changed `targetContentOffset` is reached by the double's glide
// (its start speed chosen so the exponential glide ends there), except after a release past an end,
// which springs back to that end whatever the target says.

// sdk: iPhoneOS18.1.sdk UIScrollView.h, seen (`API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @protocol UIScrollViewDelegate<NSObject>
// @optional …`) · doc: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate
// DEVIATION: an @objc protocol with optional requirements in the SDK; @objc protocols need an Objective-C
// NSObject, which Linux lacks, so the optional requirements get empty defaults (an unimplemented
// optional method is not called).
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {
    // sdk: iPhoneOS18.1.sdk UIScrollView.h, seen (`- (void)scrollViewDidScroll:(UIScrollView *)scrollView;` "any offset
    // changes") · doc: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:)
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    // sdk: iPhoneOS18.1.sdk UIScrollView.h, seen (`- (void)scrollViewWillBeginDragging:(UIScrollView *)scrollView;`)
    // · doc: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillbegindragging(_:)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    // sdk: iPhoneOS18.1.sdk UIScrollView.h, seen (`- (void)scrollViewWillEndDragging:(UIScrollView *)scrollView
    // withVelocity:(CGPoint)velocity targetContentOffset:(inout CGPoint *)targetContentOffset API_AVAILABLE(ios(5.0));`)
    // · doc: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillenddragging(_:withvelocity:targetcontentoffset:)
    @available(iOS 5.0, *)
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    // sdk: iPhoneOS18.1.sdk UIScrollView.h, seen (`- (void)scrollViewDidEndDragging:(UIScrollView *)scrollView
    // willDecelerate:(BOOL)decelerate;`) · doc: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddragging(_:willdecelerate:)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    // sdk: iPhoneOS18.1.sdk UIScrollView.h, seen (`- (void)scrollViewWillBeginDecelerating:(UIScrollView *)scrollView;`)
    // · doc: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillbegindecelerating(_:)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    // sdk: iPhoneOS18.1.sdk UIScrollView.h, seen (`- (void)scrollViewDidEndDecelerating:(UIScrollView *)scrollView;`)
    // · doc: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddecelerating(_:)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    // sdk: iPhoneOS18.1.sdk UIScrollView.h, seen (DEVIATION default, see the protocol) · doc: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:)
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    // sdk: iPhoneOS18.1.sdk UIScrollView.h, seen (DEVIATION default, see the protocol) · doc: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillbegindragging(_:)
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    // sdk: iPhoneOS18.1.sdk UIScrollView.h, seen (DEVIATION default, see the protocol) · doc: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillenddragging(_:withvelocity:targetcontentoffset:)
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    // sdk: iPhoneOS18.1.sdk UIScrollView.h, seen (DEVIATION default, see the protocol) · doc: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddragging(_:willdecelerate:)
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    // sdk: iPhoneOS18.1.sdk UIScrollView.h, seen (DEVIATION default, see the protocol) · doc: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillbegindecelerating(_:)
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    // sdk: iPhoneOS18.1.sdk UIScrollView.h, seen (DEVIATION default, see the protocol) · doc: https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddecelerating(_:)
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}

extension UIScrollView {
    // sdk: iPhoneOS18.1.sdk UIScrollView.h, seen (`@property(nullable,nonatomic,weak) id<UIScrollViewDelegate> delegate;`
    // "default nil. weak reference") · doc: https://developer.apple.com/documentation/uikit/uiscrollview/delegate
    // The page: "The UIScrollView class, which doesn't retain the delegate, invokes each protocol method the
    // delegate implements." DEVIATION: `public` in an extension (as UIScrollView+Tracking.swift's members).
    public var delegate: (any UIScrollViewDelegate)? {
        get { storedDelegate.object }
        set { storedDelegate = WeakScrollViewDelegate(object: newValue) }
    }

    /// The offset moved: `scrollViewDidScroll` ("any offset changes"; the page: "Tells the delegate
    /// when the user scrolls the content view within the scroll view").
    func offsetChanged(from old: CGPoint) {
        guard bounds.origin != old else { return }
        storedDelegate.object?.scrollViewDidScroll(self)
    }

    /// The scroll view's own pan began: `scrollViewWillBeginDragging` ("Tells the delegate when the
    /// scroll view is about to start scrolling the content"; "might not receive this message until
    /// dragging has occurred over a small distance": the pan's own threshold), before it moves.
    func dragWillBegin() {
        storedDelegate.object?.scrollViewWillBeginDragging(self)
    }

    /// The finger lifted after dragging: `scrollViewWillEndDragging` with the release velocity in
    /// points per millisecond and the offset the glide is expected to stop at ("Your application
    /// can change the value of the targetContentOffset parameter to adjust where the scrollview
    /// finishes"), then the release, then `scrollViewDidEndDragging(_:willDecelerate:)` ("when the
    /// user's finger touches up after dragging content"; `decelerate` true "if the scrolling
    /// movement will continue") and, when it will, `scrollViewWillBeginDecelerating` ("as the
    /// user's finger touches up as it's moving").
    func dragDidEnd(velocity: CGPoint) {
        let delegate = storedDelegate.object
        var target = expectedRestingOffset(velocity: velocity)
        let expected = target
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(
                self, withVelocity: CGPoint(x: velocity.x / 1_000, y: velocity.y / 1_000), targetContentOffset: pointer)
        }
        release(velocity: target == expected ? velocity : startSpeed(reaching: target))
        let decelerates = isAnimatingByItself
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        if decelerates { delegate?.scrollViewWillBeginDecelerating(self) }
    }

    /// The glide or the spring back came to a halt by itself: `scrollViewDidEndDecelerating`
    /// ("when the scrolling movement comes to a halt").
    func decelerationDidEnd() {
        storedDelegate.object?.scrollViewDidEndDecelerating(self)
    }

    /// Where a release at `velocity` (points per second, offset space) comes to rest: past an end,
    /// the end it springs back to; else the glide's travel until it slows to the double's stop
    /// speed, `(v − stop) / (1000 · ln(1/rate))`, limited to the content.
    func expectedRestingOffset(velocity: CGPoint) -> CGPoint {
        let clamped = clampedOffset(contentOffset)
        let speed = hypot(velocity.x, velocity.y)
        guard clamped == contentOffset, speed > ScrollAnimations.stopSpeed else { return clamped }
        let travel = (speed - ScrollAnimations.stopSpeed) * glideTravelPerSpeed / speed
        return clampedOffset(CGPoint(x: contentOffset.x + velocity.x * travel, y: contentOffset.y + velocity.y * travel))
    }

    /// The start speed whose glide ends at `target` (the inverse of ``expectedRestingOffset(velocity:)``).
    func startSpeed(reaching target: CGPoint) -> CGPoint {
        let distance = CGPoint(x: target.x - contentOffset.x, y: target.y - contentOffset.y)
        let length = hypot(distance.x, distance.y)
        guard length > 0 else { return .zero }
        let speed = length / glideTravelPerSpeed + ScrollAnimations.stopSpeed
        return CGPoint(x: distance.x / length * speed, y: distance.y / length * speed)
    }

    /// How far a glide travels per point per second of start speed.
    private var glideTravelPerSpeed: CGFloat {
        CGFloat(-1 / (1_000 * log(Double(storedDecelerationRate.rawValue))))
    }
}

/// The scroll view's delegate, held weakly as the header says.
struct WeakScrollViewDelegate {
    weak var object: (any UIScrollViewDelegate)?
}
