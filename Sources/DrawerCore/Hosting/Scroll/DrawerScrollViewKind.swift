import Foundation

/// What a scroll view found inside a drawer's content is for, as an adapter reads it from the
/// view's class (DrawerUIKit: `UITextView` is ``text``, a scroll view inside a `UIPickerView` is
/// ``picker``, one inside a web view is ``web``, any other ``list``).
///
/// Only a list shares a finger's travel with its drawer unasked (``DrawerScrollDiscovery``): in a
/// text view, a wheel or a page, a vertical drag means "scroll this", and a drawer that took it
/// would leave its largest detent under a person who was editing or choosing.
package enum DrawerScrollViewKind: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// A list or a plain scroll view: a SwiftUI `ScrollView` or `List` (on iOS hosted in a
    /// `UIScrollView` or `UICollectionView`), a `UITableView`, a `UICollectionView`.
    case list
    /// An editable or selectable text view: `UITextView`, and SwiftUI's `TextEditor` and
    /// vertical `TextField`, which iOS hosts in one.
    case text
    /// The wheel of a picker (`UIPickerView`, SwiftUI's `Picker` in the wheel style).
    case picker
    /// The page of a web view (`WKWebView`'s scroll view).
    case web

    /// The kind as traces and test failures print it.
    package var description: String {
        switch self {
        case .list: "list"
        case .text: "text"
        case .picker: "picker"
        case .web: "web"
        }
    }
}
