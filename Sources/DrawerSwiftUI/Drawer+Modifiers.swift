#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    extension Drawer {
        /// The panel's fill: a colour, a material, a gradient (seed 000's name;
        /// ``SwiftUI/View/drawerBackground(_:)`` sets the same from anywhere around the drawer or
        /// inside its content).
        public func panelStyle<S: ShapeStyle>(_ style: S) -> Drawer {
            var copy = self
            copy.look.panelStyle = AnyShapeStyle(style)
            return copy
        }

        /// The edge the drawer is attached to (seed 000's placement).
        public func edge(_ edge: DrawerEdge) -> Drawer {
            var copy = self
            copy.configuration.edge = edge
            return copy
        }

        /// All detents: drags snap to all of them unless ``dragDetents(_:)`` narrows them.
        public func detents(_ detents: [DrawerDetent]) -> Drawer {
            var copy = self
            copy.configuration.detents = detents
            return copy
        }

        /// The detents at which the content takes touches (seed 000's `interactiveDetents`); at
        /// the others the whole panel is a drag surface. Where the content takes touches only the
        /// handle drags, as in seed 000. Drags still snap to every detent.
        public func interactiveDetents(_ detents: Set<DrawerDetent.Identifier>) -> Drawer {
            var copy = self
            copy.options.contentInteractiveDetents = detents
            return copy
        }

        /// The detents a drag may rest at; the others are programmatic-only (reachable from code
        /// and accessibility, never a drag stop): DrawerKit's own notion, which seed 000 lacks.
        public func dragDetents(_ detents: Set<DrawerDetent.Identifier>) -> Drawer {
            var copy = self
            copy.configuration.dragDetents = detents
            return copy
        }

        /// What is drawn outside the panel: a dimming colour, nothing, or a view of yours.
        public func drawerBackdrop(_ backdrop: DrawerBackdrop) -> Drawer {
            var copy = self
            copy.look.backdrop = backdrop
            return copy
        }

        /// Replaces every engine setting at once (spring, gesture, scroll, snap policy…).
        public func configuration(_ configuration: DrawerConfiguration) -> Drawer {
            var copy = self
            copy.configuration = configuration
            return copy
        }
    }
#endif
