#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    /// Ex.Drawer's modifier names (seed 000), for code written against it.
    extension Drawer {
        /// The panel's corner radius in points, under seed 000's name. Write it straight after
        /// `Drawer { … }` or another of `Drawer`'s own modifiers: after any other modifier the
        /// name is SwiftUI's `View.cornerRadius(_:antialiased:)`, which clips the view instead.
        /// ``SwiftUI/View/drawerCornerRadius(_:)`` means the drawer's radius in any order.
        public func cornerRadius(_ radius: CGFloat) -> Drawer {
            var copy = self
            copy.configuration.style.cornerRadius = radius
            return copy
        }

        /// The edge the drawer is attached to, under seed 000's name; the same as ``edge(_:)``.
        public func placement(_ edge: DrawerEdge) -> Drawer {
            self.edge(edge)
        }

        /// The detents a drag may rest at, given as detents rather than identifiers, so float
        /// literals work as in seed 000: `.interactiveDetents([0.25, .large])`. A literal names
        /// the detent it makes, which is the identifier the same literal gets in ``detents(_:)``;
        /// at a named detent's value it is that detent (`1.0` is `.large`, DrawerCore's fraction
        /// identity rule), so `.detents([.large])` with `.interactiveDetents([1.0])` agree. A
        /// detent not among ``detents(_:)`` is ignored.
        @_disfavoredOverload
        public func interactiveDetents(_ detents: [DrawerDetent]) -> Drawer {
            interactiveDetents(Set(detents.map(\.identifier)))
        }
    }
#endif
