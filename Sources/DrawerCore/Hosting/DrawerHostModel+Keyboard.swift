import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension DrawerHostModel {
    /// A docked keyboard reaches `length` points up from the container's bottom edge; `nil` or 0
    /// when it is gone. For toolkits that know no keyboard rectangle (GTK with an app's own
    /// on-screen keyboard, a test): the same as ``setKeyboardFrame(_:time:)`` with a rectangle
    /// across the container's bottom.
    ///
    /// A negative or non-finite length is not a keyboard and is ignored (the last one stays), as
    /// a non-finite rectangle is; a length beyond the container covers all of it.
    package mutating func setKeyboardOverlap(_ length: CGFloat?, time: Double) {
        guard let length, length != 0 else {
            setKeyboardFrame(nil, time: time)
            return
        }
        guard length.isFinite, length > 0 else { return }
        let size = container.size
        setKeyboardFrame(CGRect(x: 0, y: size.height - length, width: size.width, height: length), time: time)
    }

    /// The keyboard rule in force for `id` (its detent's, ``DrawerKeyboardRules``).
    package func keyboardRule(of id: ID) -> DrawerKeyboardRule? { engine(of: id)?.keyboardRule }
}
