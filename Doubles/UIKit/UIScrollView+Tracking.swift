// Members the scroll tracking of DrawerUIKit and DrawerSwiftUI (iOS) uses, on classes declared in
// UIKit.swift (see there for the citation legend), with the UIKit double's bodies.
//
// Where the headers were read: neither public copy of iPhoneOS18.0.sdk has UIScrollView.h or
// UIGestureRecognizer.h; UIScrollView.h was read in xybp888/iOS-SDKs iPhoneOS18.1.sdk and
// UIGestureRecognizer.h in its iPhoneOS16.2.sdk (as UIKit.swift's); UIView.h in the
// xiangfeidexiaohuo/iOS-SDKs copy of iPhoneOS18.0.sdk. (`UIGestureRecognizer.location(in:)` is
// UIKit+Beyond.swift's.)
// DEVIATION: the Objective-C properties and methods below import as `open` class members in the
// SDK; declared in extensions here (the classes live in UIKit.swift, which another stand-in
// change owns), they are `public`: DrawerKit calls them and overrides none.

extension UIScrollView {
    // sdk: iPhoneOS18.1.sdk UIScrollView.h, seen (`@property(nonatomic, readonly, getter=isDecelerating) BOOL
    // decelerating;` "Returns YES if user isn't dragging (touch up) but scroll view is still moving")
    // · doc: https://developer.apple.com/documentation/uikit/uiscrollview/isdecelerating
    // The spring back from past an end counts: no finger is on the view and it still moves.
    public var isDecelerating: Bool { glideVelocity != nil || bounceTarget != nil }
    // sdk: iPhoneOS18.1.sdk UIScrollView.h, seen (`- (void)setContentOffset:(CGPoint)contentOffset animated:(BOOL)animated;`)
    // · doc: https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)
    // DOUBLE: `animated: true` moves at once too; without animation a glide stops (FloatingPanel's observation,
    // which DrawerUIKit relies on before iOS 17.4).
    public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        stopGlide()
        self.contentOffset = contentOffset
    }
    // sdk: iPhoneOS18.1.sdk UIScrollView.h, seen (`- (void)stopScrollingAndZooming API_AVAILABLE(ios(17.4))
    // API_UNAVAILABLE(watchos);` "Stops scrolling at the current `contentOffset` during
    // deceleration unless bouncing") · doc: https://developer.apple.com/documentation/uikit/uiscrollview/stopscrollingandzooming()
    @available(iOS 17.4, *)
    @available(watchOS, unavailable)
    public func stopScrollingAndZooming() {
        if bounceTarget == nil { stopGlide() }
    }
}

extension UIView {
    // sdk: UIView.h, seen (UIView(UIViewHierarchy): `@property(nullable, nonatomic,readonly)
    // UIView *superview;`, xiangfeidexiaohuo copy) · doc: https://developer.apple.com/documentation/uikit/uiview/superview
    public var superview: UIView? { storedSuperview }
}

extension UIGestureRecognizer {
    // sdk: iPhoneOS16.2.sdk UIGestureRecognizer.h, seen (`- (void)removeTarget:(nullable id)target
    // action:(nullable SEL)action;`) · doc: https://developer.apple.com/documentation/uikit/uigesturerecognizer/removetarget(_:action:)
    public func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targets.removeAll { entry in object == nil || entry.target === object }
    }
}
