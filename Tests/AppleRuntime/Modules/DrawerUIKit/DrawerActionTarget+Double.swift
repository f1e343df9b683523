// Stands in for Sources/DrawerUIKit/DrawerActionTarget.swift (excluded from this build): the same
// API without `#selector` or `@objc`, which Linux cannot run. The double sends a target's action by
// calling `perform(_:)` (ObjectiveC stand-in's `SelectorPerforming`), so every recognizer and
// display link of DrawerUIKit is wired exactly as on iOS: same targets, same retention.
import ObjectiveC
import QuartzCore
import UIKit

@MainActor
package final class DrawerActionTarget: NSObject, SelectorPerforming {
    private let action: @MainActor () -> Void
    private static let fire = Selector("fire")

    package init(_ action: @escaping @MainActor () -> Void) {
        self.action = action
    }

    package func perform(_ selector: Selector) { action() }

    package func attach(to recognizer: UIGestureRecognizer) {
        recognizer.addTarget(self, action: Self.fire)
    }

    package func detach(from recognizer: UIGestureRecognizer) {
        recognizer.removeTarget(self, action: Self.fire)
    }

    package func makeDisplayLink() -> CADisplayLink {
        CADisplayLink(target: self, selector: Self.fire)
    }
}
