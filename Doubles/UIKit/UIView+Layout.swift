// UIView's hierarchy, layout and sizing members (see UIKit.swift for the citation legend), with
// the UIKit double's bodies. Layout follows "layoutSubviews()" and "setNeedsLayout()": a view
// marked as needing layout lays out on the next pass (`layoutIfNeeded()`, which the double's
// window runs after every touch and frame, as UIKit's run loop does), parents before children; a
// bounds size change marks the view and resizes its subviews by their autoresizing masks.
// DOUBLE: no constraint solver. `systemLayoutSizeFitting` answers from the intrinsic content
// size along an axis it is free on (a view without one: its current size while it translates
// its autoresizing mask into constraints, else zero, as an empty Auto Layout view compresses).

// DEVIATION: the hierarchy, layout and fitting members in this extension are `public` where the
// SDK's are `open` (the importer makes an Objective-C class's properties and methods `open`).
// Declared in an extension, where Swift lets no subclass override a non-@objc member: DrawerKit
// calls them and overrides none. (noIntrinsicMetric and layoutFittingCompressedSize are
// constants, with notes of their own.)
extension UIView {
    // sdk: UIView.h, seen (`typedef NS_OPTIONS(NSUInteger, UIViewAutoresizing)`, `UIView.AutoresizingMask` by
    // UIKit.apinotes; None 0, FlexibleLeftMargin 1 << 0, FlexibleWidth 1 << 1, FlexibleRightMargin 1 << 2,
    // FlexibleTopMargin 1 << 3, FlexibleHeight 1 << 4, FlexibleBottomMargin 1 << 5) · doc: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
    public struct AutoresizingMask: OptionSet, Sendable {
        // sdk: UIView.h, seen (by the importer's rules) · doc: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
        public var rawValue: UInt
        // sdk: UIView.h, seen (by the importer's rules) · doc: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/init(rawvalue:)
        public init(rawValue: UInt) { self.rawValue = rawValue }
        // sdk: UIView.h, seen (`UIViewAutoresizingFlexibleLeftMargin = 1 << 0`) · doc: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleleftmargin
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        // sdk: UIView.h, seen (`UIViewAutoresizingFlexibleWidth = 1 << 1`) · doc: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        // sdk: UIView.h, seen (`UIViewAutoresizingFlexibleRightMargin = 1 << 2`) · doc: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblerightmargin
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        // sdk: UIView.h, seen (`UIViewAutoresizingFlexibleTopMargin = 1 << 3`) · doc: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibletopmargin
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        // sdk: UIView.h, seen (`UIViewAutoresizingFlexibleHeight = 1 << 4`) · doc: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleheight
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        // sdk: UIView.h, seen (`UIViewAutoresizingFlexibleBottomMargin = 1 << 5`) · doc: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblebottommargin
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    // sdk: UIView.h, seen (`@property(nonatomic) UIViewAutoresizing autoresizingMask;` "simple resize. default is
    // UIViewAutoresizingNone") · doc: https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property
    public var autoresizingMask: AutoresizingMask {
        get { storedAutoresizingMask }
        set { storedAutoresizingMask = newValue }
    }
    // sdk: UIView.h, seen (`@property(nonatomic) BOOL autoresizesSubviews;` "default is YES. if set, subviews are adjusted
    // according to their autoresizingMask if self.bounds changes") · doc: https://developer.apple.com/documentation/uikit/uiview/autoresizessubviews
    public var autoresizesSubviews: Bool {
        get { storedAutoresizesSubviews }
        set { storedAutoresizesSubviews = newValue }
    }
    // sdk: UIView.h, seen (`@property(nonatomic,readonly,copy) NSArray<__kindof UIView *> *subviews;`, back to front)
    // · doc: https://developer.apple.com/documentation/uikit/uiview/subviews
    public var subviews: [UIView] { storedSubviews }
    // sdk: UIView.h, seen (`- (void)removeFromSuperview;`) · doc: https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
    public func removeFromSuperview() {
        guard let superview = storedSuperview else { return }
        let oldWindow = window
        superview.storedSubviews.removeAll { $0 === self }
        storedSuperview = nil
        superview.setNeedsLayout()
        didMoveToSuperview()
        if oldWindow != nil { doubleNotifyWindowChange() }
    }
    // sdk: UIView.h, doc page (`- (void)insertSubview:(UIView *)view aboveSubview:(UIView *)siblingSubview;` in
    // UIView(UIViewHierarchy); the view is removed from its old superview first, as addSubview does)
    // · doc: https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:abovesubview:)
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard siblingSubview.storedSuperview === self, view !== siblingSubview else { return addSubview(view) }
        if view.storedSuperview === self, let index = storedSubviews.firstIndex(where: { $0 === view }) {
            storedSubviews.remove(at: index)
            let sibling = storedSubviews.firstIndex(where: { $0 === siblingSubview }) ?? storedSubviews.count - 1
            storedSubviews.insert(view, at: sibling + 1)
            return
        }
        addSubview(view)
        bringSubviewToFront(view)
        if let index = storedSubviews.firstIndex(where: { $0 === view }) { storedSubviews.remove(at: index) }
        let sibling = storedSubviews.firstIndex(where: { $0 === siblingSubview }) ?? storedSubviews.count - 1
        storedSubviews.insert(view, at: sibling + 1)
    }
    // sdk: UIView.h, doc page (`- (void)insertSubview:(UIView *)view atIndex:(NSInteger)index;` in UIView(UIViewHierarchy);
    // "Subview indices start at 0 and cannot be greater than the number of subviews"; the view leaves its old superview
    // first, as addSubview does) · doc: https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:)
    // DOUBLE: an index past the end (which the page rules out) puts the view on top.
    public func insertSubview(_ view: UIView, at index: Int) {
        addSubview(view)
        guard let current = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.remove(at: current)
        storedSubviews.insert(view, at: min(max(index, 0), storedSubviews.count))
    }
    // sdk: UIView.h, seen (`- (void)bringSubviewToFront:(UIView *)view;` in UIView(UIViewHierarchy), xiangfeidexiaohuo
    // copy; `subviews` is back to front, so the view moves to the end) · doc: https://developer.apple.com/documentation/uikit/uiview/bringsubviewtofront(_:)
    public func bringSubviewToFront(_ view: UIView) {
        guard view.storedSuperview === self, let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
        storedSubviews.remove(at: index)
        storedSubviews.append(view)
    }
    // sdk: UIView.h, seen (`- (void)setNeedsLayout;`) · doc: https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
    public func setNeedsLayout() { needsLayout = true }
    // sdk: UIView.h, seen (`- (void)layoutIfNeeded;`) · doc: https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
    public func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            doubleLayoutCount += 1
            layoutSubviews()
        }
        for subview in storedSubviews { subview.layoutIfNeeded() }
    }
    // sdk: UIView.h, seen (UIView (UIConstraintBasedLayoutLayering): `UIKIT_EXTERN const CGFloat
    // UIViewNoIntrinsicMetric API_AVAILABLE(ios(6.0)) API_UNAVAILABLE(watchos); // -1`; the page prints it as
    // `class let noIntrinsicMetric: CGFloat`, c:@UIViewNoIntrinsicMetric) · doc: https://developer.apple.com/documentation/uikit/uiview/nointrinsicmetric
    // DEVIATION: a computed `class var` with the constant's value: Swift source cannot declare a
    // `class let` (a class has no class stored properties).
    @available(iOS 6.0, *)
    @available(watchOS, unavailable)
    public class var noIntrinsicMetric: CGFloat { -1 }
    // sdk: UIView.h, seen (`UIKIT_EXTERN const CGSize UILayoutFittingCompressedSize API_AVAILABLE(ios(6.0))
    // API_UNAVAILABLE(watchos);`; the page prints it as `class let layoutFittingCompressedSize: CGSize`,
    // c:@UILayoutFittingCompressedSize) · doc: https://developer.apple.com/documentation/uikit/uiview/layoutfittingcompressedsize
    // DEVIATION: a computed `class var`, as noIntrinsicMetric above. DOUBLE: `.zero` (the header
    // does not give the value; the double's fitting reads only the priorities, not this size).
    @available(iOS 6.0, *)
    @available(watchOS, unavailable)
    public class var layoutFittingCompressedSize: CGSize { .zero }
    // sdk: UIView.h, seen (`- (CGSize)systemLayoutSizeFittingSize:(CGSize)targetSize withHorizontalFittingPriority:
    // (UILayoutPriority)horizontalFittingPriority verticalFittingPriority:(UILayoutPriority)verticalFittingPriority
    // API_AVAILABLE(ios(8.0));`) · doc: https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:withhorizontalfittingpriority:verticalfittingpriority:)
    @available(iOS 8.0, *)
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        CGSize(
            width: doubleFittingLength(
                target: targetSize.width, priority: horizontalFittingPriority, intrinsic: intrinsicContentSize.width,
                current: bounds.width),
            height: doubleFittingLength(
                target: targetSize.height, priority: verticalFittingPriority, intrinsic: intrinsicContentSize.height,
                current: bounds.height))
    }
    func doubleFittingLength(target: CGFloat, priority: UILayoutPriority, intrinsic: CGFloat, current: CGFloat) -> CGFloat {
        if priority.rawValue >= UILayoutPriority.required.rawValue { return target }
        if intrinsic >= 0 { return intrinsic }
        return storedTranslatesAutoresizingMask ? current : 0
    }
}

// sdk: iPhoneOS18.1.sdk NSLayoutConstraint.h, seen (18.0 header not available; `typedef float UILayoutPriority
// NS_TYPED_EXTENSIBLE_ENUM API_UNAVAILABLE(watchos);`, the constants below each `API_AVAILABLE(ios(6.0))
// API_UNAVAILABLE(watchos)`; `UILayoutPriority` by the importer's rules) · doc: https://developer.apple.com/documentation/uikit/uilayoutpriority
@available(watchOS, unavailable)
public struct UILayoutPriority: Hashable, RawRepresentable, Sendable {
    // sdk: iPhoneOS18.1.sdk NSLayoutConstraint.h, seen (by the importer's rules) · doc: https://developer.apple.com/documentation/uikit/uilayoutpriority/rawvalue
    public var rawValue: Float
    // sdk: iPhoneOS18.1.sdk NSLayoutConstraint.h, seen (by the importer's rules) · doc: https://developer.apple.com/documentation/uikit/uilayoutpriority/init(rawvalue:)
    public init(rawValue: Float) { self.rawValue = rawValue }
    // sdk: iPhoneOS18.1.sdk NSLayoutConstraint.h, seen (`static const UILayoutPriority UILayoutPriorityRequired
    // API_AVAILABLE(ios(6.0)) API_UNAVAILABLE(watchos) = 1000;`) · doc: https://developer.apple.com/documentation/uikit/uilayoutpriority/required
    @available(iOS 6.0, *)
    @available(watchOS, unavailable)
    public static let required = UILayoutPriority(rawValue: 1000)
    // sdk: iPhoneOS18.1.sdk NSLayoutConstraint.h, seen (`static const UILayoutPriority UILayoutPriorityDefaultHigh
    // API_AVAILABLE(ios(6.0)) API_UNAVAILABLE(watchos) = 750;`) · doc: https://developer.apple.com/documentation/uikit/uilayoutpriority/defaulthigh
    @available(iOS 6.0, *)
    @available(watchOS, unavailable)
    public static let defaultHigh = UILayoutPriority(rawValue: 750)
    // sdk: iPhoneOS18.1.sdk NSLayoutConstraint.h, seen (`static const UILayoutPriority UILayoutPriorityDefaultLow
    // API_AVAILABLE(ios(6.0)) API_UNAVAILABLE(watchos) = 250;`) · doc: https://developer.apple.com/documentation/uikit/uilayoutpriority/defaultlow
    @available(iOS 6.0, *)
    @available(watchOS, unavailable)
    public static let defaultLow = UILayoutPriority(rawValue: 250)
    // sdk: iPhoneOS18.1.sdk NSLayoutConstraint.h, seen (`static const UILayoutPriority UILayoutPriorityFittingSizeLevel
    // API_AVAILABLE(ios(6.0)) API_UNAVAILABLE(watchos) = 50;`) · doc: https://developer.apple.com/documentation/uikit/uilayoutpriority/fittingsizelevel
    @available(iOS 6.0, *)
    @available(watchOS, unavailable)
    public static let fittingSizeLevel = UILayoutPriority(rawValue: 50)
}
