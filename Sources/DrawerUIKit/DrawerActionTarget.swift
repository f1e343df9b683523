#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import QuartzCore
    import UIKit

    /// The one place DrawerKit names Objective-C selectors: an object UIKit sends an action to (a
    /// gesture recognizer's target, a display link's target) that calls a closure.
    ///
    /// Keeping every `#selector` here does two things. Linux has no Objective-C runtime, so the
    /// scenario tests that run DrawerUIKit against the behavioural UIKit double
    /// (`Tests/AppleRuntime`) swap this one file for a selector-free twin with the same API; the
    /// rest of DrawerUIKit compiles unchanged. And a display link retains its target until it is
    /// invalidated: with this object as the target, the link holds the closure, not the view that
    /// made it, so a host removed while it animates is released (the closure holds it weakly).
    ///
    /// A gesture recognizer does not retain its targets: keep the object for as long as it is
    /// attached.
    @MainActor
    package final class DrawerActionTarget: NSObject {
        private let action: @MainActor () -> Void

        /// Creates a target that runs `action` each time UIKit sends it its action.
        package init(_ action: @escaping @MainActor () -> Void) {
            self.action = action
        }

        @objc private func fire() { action() }

        /// Adds this object as a target of `recognizer`.
        package func attach(to recognizer: UIGestureRecognizer) {
            recognizer.addTarget(self, action: #selector(fire))
        }

        /// Removes this object from the targets of `recognizer`.
        package func detach(from recognizer: UIGestureRecognizer) {
            recognizer.removeTarget(self, action: #selector(fire))
        }

        /// A display link that calls this object once per frame (not yet added to a run loop).
        package func makeDisplayLink() -> CADisplayLink {
            CADisplayLink(target: self, selector: #selector(fire))
        }
    }
#endif
