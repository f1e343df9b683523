#if canImport(SwiftUI) && (os(iOS) || os(macOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import SwiftUI

    extension GeometryProxy {
        /// This view's frame in the drawer's coordinate space (`DrawerSpace.name`).
        ///
        /// The `CoordinateSpaceProtocol` overload where it exists (iOS 17, macOS 14); the SDK marks
        /// the older `CoordinateSpace` one for deprecation and disfavours it, so it is named
        /// explicitly below those versions.
        func frameInDrawerSpace() -> CGRect {
            if #available(iOS 17.0, macOS 14.0, *) {
                frame(in: NamedCoordinateSpace.named(DrawerSpace.name))
            } else {
                frame(in: CoordinateSpace.named(DrawerSpace.name))
            }
        }
    }

    extension DragGesture {
        /// A drag reported in the drawer's coordinate space, through the iOS 17 / macOS 14
        /// initialiser (`some CoordinateSpaceProtocol`) where it exists and the older
        /// `CoordinateSpace` one before, each named explicitly so the choice never depends on
        /// overload ranking.
        @MainActor
        static func inDrawerSpace(minimumDistance: CGFloat) -> DragGesture {
            if #available(iOS 17.0, macOS 14.0, *) {
                DragGesture(minimumDistance: minimumDistance, coordinateSpace: NamedCoordinateSpace.named(DrawerSpace.name))
            } else {
                DragGesture(minimumDistance: minimumDistance, coordinateSpace: CoordinateSpace.named(DrawerSpace.name))
            }
        }
    }
#endif
