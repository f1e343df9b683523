#if canImport(SwiftUI) && (os(iOS) || os(macOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    /// One drawer drawn by a ``SwiftUI/View/drawerHost()``, in presentation order.
    struct DrawerHostEntry {
        let id: AnyHashable
        let view: AnyView

        /// The entries keyed by id and occurrence (DrawerCore's ``DrawerOccurrenceKey`` rule), so
        /// drawers handed over under one id are drawn side by side rather than as one.
        static func keyed(_ entries: [DrawerHostEntry]) -> [DrawerHostKeyedEntry] {
            zip(DrawerOccurrenceKey.keys(for: entries.map(\.id)), entries).map {
                DrawerHostKeyedEntry(id: $0, view: $1.view)
            }
        }
    }

    /// A ``DrawerHostEntry`` under its unique key, as the host's `ForEach` draws it.
    struct DrawerHostKeyedEntry: Identifiable {
        let id: DrawerOccurrenceKey<AnyHashable>
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
