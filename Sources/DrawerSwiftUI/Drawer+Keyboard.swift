#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    extension Drawer {
        /// What the drawer does at `detents` (every detent when `nil`) when the keyboard comes up:
        /// stay under it, lift onto it, move to another detent and back, or shrink the content to
        /// end at it. A form at a small detent and a list over a composer want different answers,
        /// where the system sheet always jumps to its largest detent. Later calls win for the
        /// detents they name.
        ///
        /// ```swift
        /// Drawer { Composer() }
        ///     .detents([.closed, .points(140, identifier: "peek"), .medium, .large])
        ///     .keyboardRule(.moveTo(.medium), at: ["peek"])
        ///     .keyboardRule(.shrinkContent, at: [.large])
        /// ```
        public func keyboardRule(_ rule: DrawerKeyboardRule, at detents: Set<DrawerDetent.Identifier>? = nil) -> Drawer {
            var copy = self
            if let detents {
                for detent in detents { copy.configuration.keyboard.byDetent[detent] = rule }
            } else {
                copy.configuration.keyboard.defaultRule = rule
                copy.configuration.keyboard.byDetent = [:]
            }
            return copy
        }

        /// Every detent's keyboard rule at once (`DrawerKeyboardRules`).
        public func keyboardRules(_ rules: DrawerKeyboardRules) -> Drawer {
            var copy = self
            copy.configuration.keyboard = rules
            return copy
        }
    }
#endif
