#if canImport(SwiftUI) && (os(iOS) || os(macOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import SwiftUI

    /// One drawer drawn by a ``SwiftUI/View/drawerHost()``, in presentation order.
    struct DrawerHostEntry: Identifiable {
        let id: AnyHashable
        let view: AnyView
    }

    /// Collects the window-level drawers below a host, in the order they are declared.
    struct DrawerHostKey: PreferenceKey {
        static var defaultValue: [DrawerHostEntry] { [] }

        static func reduce(value: inout [DrawerHostEntry], nextValue: () -> [DrawerHostEntry]) {
            value.append(contentsOf: nextValue())
        }
    }
#endif
