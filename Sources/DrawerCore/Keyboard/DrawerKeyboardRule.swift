import Foundation

/// What a drawer does when an on-screen keyboard covers part of its edge, chosen per detent
/// (``DrawerKeyboardRules``).
///
/// Apple's sheet has one answer (it jumps to its largest detent); a form at a small detent, a
/// search field over a map and a chat composer each want another, so the app chooses per detent.
/// Every rule is undone when the keyboard leaves (see ``DrawerKeyboardRules`` for when a
/// ``moveTo(_:)`` is not).
public enum DrawerKeyboardRule: Sendable, Hashable {
    /// The drawer ignores the keyboard: it stays where it is and the keyboard covers its lower part.
    /// For content that does not need typing into at this detent (a peek over a map).
    case stay
    /// The panel rests on the keyboard at the detent's own length, shorter only when the space
    /// above the keyboard is smaller (the behaviour DrawerKit had before rules existed, and the
    /// default).
    case lift
    /// The drawer goes to the detent named here when the keyboard arrives, and back when it leaves;
    /// there, that detent's own rule applies (a further `moveTo` there reads as ``lift``). A
    /// target that is closed or not active reads as ``lift``.
    case moveTo(DrawerDetent.Identifier)
    /// The panel's free edge stays where it is and the content shrinks to end at the keyboard
    /// (``DrawerFrame/contentRect`` and ``DrawerFrame/keyboardContentInset``), for a list above a
    /// composer. When less than ``DrawerKeyboardRules/minimumContentLength`` of the panel would stay
    /// above the keyboard, the drawer lifts instead, so the content never shrinks to nothing.
    case shrinkContent
}
