// How a scroll view's insets take in its safe area (issue 35): see UIKit.swift for the citation
// legend. The header text quoted was read in a public copy of UIScrollView.h whose SDK version it does
// not name; each declaration is checked against its documentation page.

extension UIScrollView {
    // sdk: UIScrollView.h, doc page (header text: `typedef NS_ENUM(NSInteger, UIScrollViewContentInsetAdjustmentBehavior)
    // { …Automatic, …ScrollableAxes, …Never, …Always } API_AVAILABLE(ios(11.0),tvos(11.0)) API_UNAVAILABLE(watchos);`)
    // · doc: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum
    @available(iOS 11.0, tvOS 11.0, *)
    @available(watchOS, unavailable)
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        // sdk: UIScrollView.h, doc page (header text: "Similar to .scrollableAxes, but for backward compatibility will
        // also adjust the top & bottom contentInset when the scroll view is owned by a view controller with
        // automaticallyAdjustsScrollViewInsets = YES inside a navigation controller, regardless of whether the scroll
        // view is scrollable") · doc: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/automatic
        // DOUBLE: the double has no navigation controller owning a scroll view, so it acts as .scrollableAxes.
        case automatic = 0
        // sdk: UIScrollView.h, doc page (header text: "Edges for scrollable axes are adjusted (i.e., contentSize.width/height
        // > frame.size.width/height or alwaysBounceHorizontal/Vertical = YES)")
        // · doc: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/scrollableaxes
        case scrollableAxes = 1
        // sdk: UIScrollView.h, doc page (header text: "contentInset is not adjusted")
        // · doc: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/never
        case never = 2
        // sdk: UIScrollView.h, doc page (header text: "contentInset is always adjusted by the scroll view's safeAreaInsets")
        // · doc: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/always
        case always = 3
    }

    // sdk: UIScrollView.h, doc page (header text: `@property(nonatomic) UIScrollViewContentInsetAdjustmentBehavior
    // contentInsetAdjustmentBehavior API_AVAILABLE(ios(11.0),tvos(11.0)) API_UNAVAILABLE(watchos);`, "default
    // UIScrollViewContentInsetAdjustmentAutomatic") · doc: https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.property
    // DEVIATION: `public` in an extension where the SDK's is `open`, as UIScrollView+Tracking.swift's members.
    @available(iOS 11.0, tvOS 11.0, *)
    @available(watchOS, unavailable)
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { storedContentInsetAdjustmentBehavior }
        set { storedContentInsetAdjustmentBehavior = newValue }
    }

    /// `contentInset` plus the safe area on the edges the behaviour adjusts (the cases' header
    /// comments above), as `adjustedContentInset` reports it (double only).
    var doubleAdjustedContentInset: UIEdgeInsets {
        var inset = storedContentInset
        let safe = doubleSafeAreaInsets
        let (vertical, horizontal): (Bool, Bool)
        switch storedContentInsetAdjustmentBehavior {
        case .never: (vertical, horizontal) = (false, false)
        case .always: (vertical, horizontal) = (true, true)
        case .automatic, .scrollableAxes:
            vertical = storedContentSize.height > bounds.height || storedAlwaysBounceVertical
            horizontal = storedContentSize.width > bounds.width || storedAlwaysBounceHorizontal
        }
        if vertical {
            inset.top += safe.top
            inset.bottom += safe.bottom
        }
        if horizontal {
            inset.left += safe.left
            inset.right += safe.right
        }
        return inset
    }
}
