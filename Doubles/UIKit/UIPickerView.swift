// UIPickerView (see UIKit.swift for the citation legend): "A view that uses a spinning-wheel or
// slot-machine metaphor to show one or more sets of values" (its page), a UIView subclass, not a
// scroll view (the header's `@interface UIPickerView : UIView <NSCoding>`). Its wheels are private
// views inside it. DOUBLE: Apple documents neither what a wheel is made of nor how it turns. The
// double gives a picker one wheel, a scroll view filling it, of `doubleRows` rows of 32 pt, at
// its first row (offset 0), that bounces vertically always: a vertical drag on a wheel turns it
// on iOS whatever the row. That a wheel is a scroll view subclass inside the picker is what view
// hierarchy dumps widely show (`UIPickerTableView`, a UITableView subclass); it is why a drawer
// that tracks every scroll view in its content took a picker's drags (issue 46).

// sdk: iPhoneOS17.4.sdk UIPickerView.h, seen (18.0 header not available; `UIKIT_EXTERN API_AVAILABLE(ios(2.0))
// API_UNAVAILABLE(tvos) NS_SWIFT_UI_ACTOR @interface UIPickerView : UIView <NSCoding>`)
// · doc: https://developer.apple.com/documentation/uikit/uipickerview
@available(iOS 2.0, *)
@available(tvOS, unavailable)
@MainActor open class UIPickerView: UIView {
    /// The double's one wheel (see the top).
    package let doubleWheel = DoublePickerWheel(frame: .zero)

    // sdk: UIView.h, seen (`- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;`, inherited)
    // · doc: https://developer.apple.com/documentation/uikit/uiview/init(frame:)
    // DEVIATION: overridden here so the double installs its wheel; UIPickerView.h redeclares no initialiser.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        doubleWheel.frame = bounds
        addSubview(doubleWheel)
    }
    // sdk: UIView.h, seen (`- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;`, inherited)
    // · doc: https://developer.apple.com/documentation/uikit/uiview/init(coder:)
    public required init?(coder: NSCoder) { nil }

    // sdk: UIView.h, seen (`- (void)layoutSubviews;`, inherited) · doc: https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
    // DOUBLE: the wheel fills the picker.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if doubleWheel.frame != bounds { doubleWheel.frame = bounds }
        doubleWheel.doubleFitRows()
    }

    /// The rows of the wheel (the double's stand-in for a data source's row count).
    package var doubleRows = 0 {
        didSet { doubleWheel.doubleFitRows() }
    }
}

/// A picker's wheel in the double (see UIPickerView.swift's top): a scroll view of its picker's rows.
@MainActor package final class DoublePickerWheel: UIScrollView {
    /// DOUBLE: the height of a row (see UIPickerView.swift's top).
    package static let rowHeight: CGFloat = 32

    override init(frame: CGRect) {
        super.init(frame: frame)
        alwaysBounceVertical = true
    }

    required init?(coder: NSCoder) { nil }

    func doubleFitRows() {
        let rows = (superview as? UIPickerView)?.doubleRows ?? 0
        let size = CGSize(width: bounds.width, height: CGFloat(rows) * Self.rowHeight)
        if contentSize != size { contentSize = size }
    }
}
