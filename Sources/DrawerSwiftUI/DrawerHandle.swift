#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    /// The default handle: a small capsule centred on the panel's free edge, turned to run along
    /// it for side drawers.
    public struct DrawerHandle: View {
        /// The edge the drawer is attached to.
        public let edge: DrawerEdge

        /// Creates the default handle for a drawer on `edge`.
        public init(edge: DrawerEdge) {
            self.edge = edge
        }

        /// The handle's thickness along the drawer's axis, padding included: the strip the
        /// hosting model hit-tests as the handle.
        static let length: CGFloat = 21

        /// The capsule.
        public var body: some View {
            Capsule()
                .fill(Color.secondary)
                .frame(width: edge.isVertical ? 36 : 5, height: edge.isVertical ? 5 : 36)
                .padding(8)
        }
    }
#endif
