// UITextField (see UIKit.swift for the citation legend): "An object that displays an editable text
// area in your interface" (its page), a UIControl (the header's `@interface UITextField : UIControl`),
// not a scroll view: one line, scrolled sideways by the system while editing. The double stores its
// text; editing and the keyboard are not modelled (DOUBLE).

// sdk: iPhoneOS17.4.sdk UITextField.h, seen (18.0 header not available; `UIKIT_EXTERN API_AVAILABLE(ios(2.0))
// NS_SWIFT_UI_ACTOR @interface UITextField : UIControl <UITextInput, NSCoding, UIContentSizeCategoryAdjusting,
// UILetterformAwareAdjusting>`) · doc: https://developer.apple.com/documentation/uikit/uitextfield
@available(iOS 2.0, *)
@MainActor open class UITextField: UIControl {
    var storedText: String?

    // sdk: iPhoneOS17.4.sdk UITextField.h, seen (`@property(nullable, nonatomic,copy) NSString *text;`)
    // · doc: https://developer.apple.com/documentation/uikit/uitextfield/text
    open var text: String? {
        get { storedText }
        set { storedText = newValue }
    }
}
