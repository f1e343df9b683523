// UITextView (see UIKit.swift for the citation legend): "A scrollable, multiline text region"
// (its page), a UIScrollView subclass (the header's `@interface UITextView : UIScrollView`), so a
// drag in it scrolls it as any scroll view's pan does. What the double adds to its scroll view:
// the text, and a content height from it. DOUBLE: the double lays out no text; each line of
// `text` is one 22 pt line (a 17 pt body font's line height, as widely measured), as wide as the
// view, so a long text scrolls and a short one does not. Its initialisers are the scroll view's
// (`init(frame:)`, `init(coder:)`): the SDK's designated `init(frame:textContainer:)` takes a
// TextKit container the double does not model.

// sdk: iPhoneOS17.4.sdk UITextView.h, seen (18.0 header not available; `UIKIT_EXTERN API_AVAILABLE(ios(2.0))
// NS_SWIFT_UI_ACTOR @interface UITextView : UIScrollView <UITextInput, UIContentSizeCategoryAdjusting,
// UILetterformAwareAdjusting>`) · doc: https://developer.apple.com/documentation/uikit/uitextview
@available(iOS 2.0, *)
@MainActor open class UITextView: UIScrollView {
    var storedText = ""

    // sdk: iPhoneOS17.4.sdk UITextView.h, seen (`@property(null_resettable,nonatomic,copy) NSString *text;`, a
    // `String!` by the importer's rules) · doc: https://developer.apple.com/documentation/uikit/uitextview/text
    // DOUBLE: setting it sets `contentSize` to its lines (see the top); nil resets it to "" (null_resettable).
    open var text: String! {
        get { storedText }
        set {
            storedText = newValue ?? ""
            doubleLayOutText()
        }
    }

    /// The content size of the text at 22 pt a line (see the top).
    func doubleLayOutText() {
        let lines = storedText.isEmpty ? 0 : storedText.split(separator: "\n", omittingEmptySubsequences: false).count
        contentSize = CGSize(width: bounds.width, height: CGFloat(lines) * Self.doubleLineHeight)
    }

    /// DOUBLE: the height of one line of text (see the top).
    package static let doubleLineHeight: CGFloat = 22
}
