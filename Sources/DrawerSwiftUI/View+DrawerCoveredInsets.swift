#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import DrawerUIKit
    import SwiftUI
    import UIKit

    extension View {
        /// Calls `action` with how far in from each side of the window the drawers cover it: when
        /// this view appears in a window, then on every change, live through drags and springs.
        ///
        /// Use it for what must stay clear of a sheet — a map's padding, a button that rides above
        /// the sheet:
        ///
        /// ```swift
        /// MapView(padding: mapPadding)
        ///     .onDrawerCoveredInsetsChange { covered in mapPadding = covered.bottom }
        /// ```
        ///
        /// The insets are the window-level host's (every `.drawer` on iOS presents there by
        /// default), the union over its stack, on physical sides: in right-to-left a leading
        /// drawer covers the right (`DrawerHostModel.coveredInsets()` decides them). Drawers placed
        /// with `DrawerPresentationScope.content` have their own hosts and are not included. iOS only.
        public func onDrawerCoveredInsetsChange(perform action: @escaping @MainActor (DrawerInsets) -> Void) -> some View {
            background { DrawerCoveredInsetsReader(action: action) }
        }
    }

    /// A ``DrawerCoveredInsetsObserver`` in SwiftUI's tree, its callback the latest update's.
    struct DrawerCoveredInsetsReader: UIViewRepresentable {
        let action: @MainActor (DrawerInsets) -> Void

        func makeUIView(context: Context) -> DrawerCoveredInsetsObserver {
            DrawerCoveredInsetsObserver()
        }

        func updateUIView(_ observer: DrawerCoveredInsetsObserver, context: Context) {
            let action = action
            // Reports can come from inside a SwiftUI update (the view joining its window):
            // delivered on the next main-actor turn so the app may set its state then.
            observer.onChange = { insets in
                let covered = DrawerInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
                Task { @MainActor in action(covered) }
            }
        }
    }
#endif
