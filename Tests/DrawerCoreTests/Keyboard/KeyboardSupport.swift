import DrawerCore
import Foundation

/// A phone-sized sheet and a docked keyboard for the keyboard-rule tests.
enum KeyboardFixture {
    static let peek: DrawerDetent.Identifier = "peek"
    static let detents: [DrawerDetent] = [.closed, .points(120, identifier: peek), .medium, .large]
    static let keyboard: CGFloat = 336
    /// The keyboard's top edge on the 844-point phone.
    static let keyboardTop: CGFloat = 844 - keyboard

    static func phone(keyboard: CGFloat = 0) -> DrawerContainer {
        DrawerContainer(size: CGSize(width: 390, height: 844), keyboard: DrawerInsets(bottom: keyboard))
    }

    static func sheet(
        at detent: DrawerDetent.Identifier, rules: DrawerKeyboardRules, detents: [DrawerDetent] = detents
    ) -> DrawerEngine {
        DrawerEngine(
            configuration: DrawerConfiguration(detents: detents, keyboard: rules), container: phone(), initialDetent: detent)
    }
}

extension DrawerEngine {
    /// The panel's free edge as drawn (y of the visible outline's top for a bottom sheet).
    var freeEdge: CGFloat { frame.visibleRect.minY }

    /// The keyboard arrives (or changes height) the way the host model hands it over: animated.
    mutating func keyboard(_ length: CGFloat, at time: Double) {
        setContainer(KeyboardFixture.phone(keyboard: length), animated: true, time: time)
    }
}
