#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import SwiftUI

    extension View {
        /// Returns this view unchanged: window-level drawers already share their window's one
        /// DrawerUIKit host, wherever their modifier is attached.
        ///
        /// It gathered the window's drawers at the root for the SwiftUI-drawn macOS drawer, which
        /// is withdrawn (DrawerSwiftUI claims iOS and Mac Catalyst, where the UIKit host does
        /// this); it is kept so code written for it still compiles.
        @available(*, deprecated, message: "Window-level drawers share the window's host without it; remove the call.")
        public func drawerHost() -> some View {
            self
        }
    }
#endif
