// UIKit's identification of views for UI tests (issue 35: the panel, grabber and dimming views an
// app's UI tests find); see UIKit.swift for the citation legend.

// DEVIATION: `public` where the SDK's property is `open`, declared in an extension, as in
// UIKit+Beyond.swift.
extension UIView {
    // sdk: UIAccessibilityIdentification.h, doc page (the header, read in an undated public copy, declares
    // `@protocol UIAccessibilityIdentification <NSObject> @required @property(nullable, nonatomic, copy) NSString
    // *accessibilityIdentifier API_AVAILABLE(ios(5.0)); @end` and `@interface UIView (UIAccessibility)
    // <UIAccessibilityIdentification>`; the page: "A string that identifies the element", one that "can be
    // used to uniquely identify an element in the scripts you write using the UI Automation interfaces") · doc: https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
    @available(iOS 5.0, *)
    public var accessibilityIdentifier: String? {
        get { storedAccessibilityIdentifier }
        set { storedAccessibilityIdentifier = newValue }
    }
}
