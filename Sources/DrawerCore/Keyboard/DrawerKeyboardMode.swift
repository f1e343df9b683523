import Foundation

/// How the engine's layout treats the container's keyboard under the rule in force: the three
/// layouts the four ``DrawerKeyboardRule``s come down to.
enum DrawerKeyboardMode: Sendable, Hashable {
    /// Folded into the obstruction: the panel rests on the keyboard (``DrawerKeyboardRule/lift``,
    /// ``DrawerKeyboardRule/moveTo(_:)``).
    case lifts
    /// Left out: the keyboard covers the panel (``DrawerKeyboardRule/stay``).
    case ignored
    /// Left out of the obstruction but kept as the container's keyboard, which the layout trims
    /// the content by (``DrawerKeyboardRule/shrinkContent``).
    case shrinksContent

    /// The container a layout in this mode is built in.
    func layoutContainer(from container: DrawerContainer) -> DrawerContainer {
        var laidOut = container
        let keyboard = container.keyboard
        laidOut.keyboard = .zero
        switch self {
        case .lifts:
            let obstruction = container.obstruction
            laidOut.obstruction = DrawerInsets(
                top: max(obstruction.top, keyboard.top), left: max(obstruction.left, keyboard.left),
                bottom: max(obstruction.bottom, keyboard.bottom), right: max(obstruction.right, keyboard.right))
        case .ignored: break
        case .shrinksContent: laidOut.keyboard = keyboard
        }
        return laidOut
    }
}

/// The detent a ``DrawerKeyboardRule/moveTo(_:)`` took a drawer from, and the one it took it to.
struct DrawerKeyboardReturn: Sendable, Hashable {
    let from: DrawerDetent.Identifier
    let to: DrawerDetent.Identifier
}
