import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension DrawerEngine {
    /// How far the container's keyboard reaches in from the drawer's edge, at most the container's
    /// length; 0 when it covers another edge (a top drawer under a docked keyboard).
    public var keyboardLength: CGFloat {
        min(side.inset(of: container.keyboard), side.axisLength(of: container.size))
    }

    /// The keyboard rule in force (``DrawerKeyboardRules``): the one of the detent the drawer
    /// rests at or heads to, or, while dragged, the one it started from.
    public var keyboardRule: DrawerKeyboardRule {
        configuration.keyboard.rule(for: keyboardReference)
    }

    /// The detent whose rule is in force.
    var keyboardReference: DrawerDetent.Identifier {
        if case .dragging = phase { return detent }
        return stops.index(of: requestedDetent) != nil ? requestedDetent : detent
    }

    /// The layout the rule in force asks for with the keyboard as it is now.
    var keyboardModeInForce: DrawerKeyboardMode {
        let keyboard = keyboardLength
        guard keyboard > 0 else { return .lifts }
        switch keyboardRule {
        case .stay: return .ignored
        case .lift, .moveTo: return .lifts
        case .shrinkContent:
            let reference = keyboardReference
            let free: CGFloat?
            if keyboardMode == .lifts {
                free =
                    configuration.resolver.resolve(
                        in: DrawerKeyboardMode.ignored.layoutContainer(from: container), edge: configuration.edge
                    ).stop(for: reference)?.extent
            } else {
                free = stops.stop(for: reference)?.extent
            }
            guard let free, free - keyboard >= configuration.keyboard.minimumContentLength else { return .lifts }
            return .shrinksContent
        }
    }

    /// Whether the layout was built for another rule than the one in force. The keyboard, the
    /// container and the configuration change only through a layout, so only a new reference
    /// detent (a release, a move) can ask for one: every other frame costs one comparison.
    var needsKeyboardRelayout: Bool {
        guard keyboardMode != .lifts || container.keyboard != .zero else { return false }
        guard keyboardReference != keyboardModeReference else { return false }
        return keyboardModeInForce != keyboardMode
    }

    /// The keyboard's arrival or departure, after the layout followed it: a
    /// ``DrawerKeyboardRule/moveTo(_:)`` takes the drawer to its detent on arrival and back on
    /// departure while it is still there (``DrawerKeyboardRules``). A drag in progress is left alone.
    mutating func followKeyboard(from before: CGFloat, animated: Bool) {
        let after = keyboardLength
        if case .dragging = phase {
            if after == 0 { keyboardReturn = nil }
            return
        }
        if before == 0, after > 0 {
            let from = keyboardReference
            guard case .moveTo(let target) = configuration.keyboard.rule(for: from), target != from,
                let fromStop = stops.stop(for: from), !fromStop.isClosed,
                let targetStop = stops.stop(for: target), !targetStop.isClosed
            else { return }
            keyboardReturn = DrawerKeyboardReturn(from: from, to: target)
            move(to: target, animated: animated, time: now)
        } else if before > 0, after == 0 {
            defer { keyboardReturn = nil }
            guard let back = keyboardReturn, keyboardReference == back.to, stops.stop(for: back.from) != nil else { return }
            move(to: back.from, animated: animated, time: now)
        }
    }
}
