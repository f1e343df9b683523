#if canImport(SwiftUI) && (os(iOS) || os(macOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import SwiftUI

    extension View {
        /// Names this view's coordinate space `DrawerSpace.name`, in which the drawer's drag and
        /// the scroll view's frame are measured: `coordinateSpace(_:)` where it exists (iOS 17,
        /// macOS 14), `coordinateSpace(name:)`, which the SDK marks for deprecation, before.
        func drawerCoordinateSpace() -> some View {
            modifier(DrawerCoordinateSpaceModifier())
        }
    }

    /// The availability switch behind `drawerCoordinateSpace()`.
    struct DrawerCoordinateSpaceModifier: ViewModifier {
        func body(content: Content) -> some View {
            if #available(iOS 17.0, macOS 14.0, *) {
                content.coordinateSpace(.named(DrawerSpace.name))
            } else {
                content.coordinateSpace(name: DrawerSpace.name)
            }
        }
    }
#endif
