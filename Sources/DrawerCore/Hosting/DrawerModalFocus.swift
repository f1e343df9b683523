import Foundation

/// When assistive-technology focus (VoiceOver, Orca) moves into a modal drawer and when it goes
/// back to where it was: the rule every adapter follows, kept per drawer as a value.
///
/// `Element` is the toolkit's handle on an accessibility element (UIKit: a weak reference to
/// what `UIAccessibility.focusedElement(using:)` returned); this type only stores it.
///
/// - When the drawer comes to rest modal (`DrawerHostModel.isModal(_:)`: open, dimming what is
///   behind it), the element focus is on is remembered and focus moves into the drawer
///   (``Step/moveIntoDrawer``). If focus is already inside the drawer it stays there: nothing
///   is remembered and nothing moves.
/// - When the drawer comes to rest no longer modal (closed, or at an undimmed detent), focus goes
///   back to the remembered element (``Step/returnFocus(to:)``); the adapter falls back to the
///   platform's choice when that element is gone or no longer on screen. When focus had been
///   inside the drawer and the drawer still shows, nothing moves; when it closed, focus is
///   returned with no element.
/// - A drawer passing through modal positions while it moves (a drag, a settle) moves nothing:
///   only rest counts, so a drag that hovers at the dimming threshold does not throw focus
///   around.
///
/// ```swift
/// var focus = DrawerModalFocus<String>()
/// focus.update(isModal: true, isResting: true, isShown: true) { ("Open button", false) }
/// // .moveIntoDrawer; later, closed:
/// focus.update(isModal: false, isResting: true, isShown: false) { (nil, false) }
/// // .returnFocus(to: "Open button")
/// ```
package struct DrawerModalFocus<Element> {
    /// What the adapter does after an ``update(isModal:isResting:isShown:focused:)``.
    package enum Step {
        /// Nothing.
        case none
        /// The drawer came to rest modal: move focus into it (UIKit: post a screen change with
        /// the panel; SwiftUI: focus the handle).
        case moveIntoDrawer
        /// The drawer stopped being modal: give focus back to `element` if it can still take it,
        /// otherwise (and for `nil`) let the platform choose.
        case returnFocus(to: Element?)
    }

    /// Whether the drawer is held modal: it came to rest modal and has not yet come to rest
    /// otherwise.
    package private(set) var isHolding = false
    /// The element focus was on before the drawer became modal, while ``isHolding``.
    package private(set) var savedElement: Element?
    /// Whether focus was moved into the drawer (it was outside it) when it became modal.
    package private(set) var movedIntoDrawer = false

    /// Creates a rule for a drawer that is not modal.
    package init() {}

    /// Feeds the drawer's state after a frame: whether it is modal, whether it rests (not
    /// dragged, settling or gliding), and whether it shows at all. `focused` is asked only when
    /// the drawer becomes modal: the element focus is on now (if any) and whether it lies inside
    /// this drawer. Returns what to do.
    package mutating func update(
        isModal: Bool, isResting: Bool, isShown: Bool, focused: () -> (element: Element?, isInsideDrawer: Bool)
    ) -> Step {
        guard isResting else { return .none }
        if !isHolding {
            guard isModal else { return .none }
            let focus = focused()
            isHolding = true
            movedIntoDrawer = !focus.isInsideDrawer
            savedElement = focus.isInsideDrawer ? nil : focus.element
            return movedIntoDrawer ? .moveIntoDrawer : .none
        }
        guard !isModal else { return .none }
        let element = savedElement
        let moved = movedIntoDrawer
        isHolding = false
        savedElement = nil
        movedIntoDrawer = false
        if !moved && isShown { return .none }
        return .returnFocus(to: element)
    }
}

extension DrawerModalFocus: Sendable where Element: Sendable {}

extension DrawerModalFocus.Step: Sendable where Element: Sendable {}

extension DrawerModalFocus.Step: Equatable where Element: Equatable {}

extension DrawerHostModel {
    /// Feeds `focus` the state of the drawer `id` (``isModal(_:)``, at rest, shown) and returns
    /// what the adapter does now (`DrawerModalFocus`). An id the model does not know reads as
    /// a drawer that is gone: not modal, at rest, not shown, so focus held for it is returned.
    package func updateModalFocus<Element>(
        _ focus: inout DrawerModalFocus<Element>, of id: ID,
        focused: () -> (element: Element?, isInsideDrawer: Bool)
    ) -> DrawerModalFocus<Element>.Step {
        focus.update(isModal: isModal(id), isResting: !isBusy(id), isShown: isShown(id), focused: focused)
    }
}
