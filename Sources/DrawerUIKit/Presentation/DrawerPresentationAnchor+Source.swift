#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import UIKit

    extension DrawerPresentationAnchor {
        /// The source the drawer grows out of and shrinks back into, in window coordinates (what
        /// SwiftUI's global coordinate space gives), or `nil` for none: handed to the host's model
        /// in the host's coordinates (`DrawerHostView.setSourceRect(_:cornerRadius:for:)`). Set it
        /// before the binding that opens the drawer, in the same update. Before the anchor is in
        /// a window there is no host to give it to, and it is dropped.
        public func setSource(windowRect: CGRect?, cornerRadius: CGFloat = 0) {
            guard let host else { return }
            host.setSourceRect(
                windowRect.map { host.convert($0, from: nil as UIView?) }, cornerRadius: cornerRadius, for: presenter.id)
        }
    }
#endif
