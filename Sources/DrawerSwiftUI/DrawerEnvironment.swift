#if canImport(SwiftUI) && (os(iOS) || os(macOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    /// The content offset the engine wants a ``DrawerScrollView`` to show.
    struct DrawerContentOffsetKey: EnvironmentKey {
        static let defaultValue: CGFloat = 0
    }

    extension EnvironmentValues {
        /// The content offset of the drawer this view is in (0 outside drawers).
        var drawerContentOffset: CGFloat {
            get { self[DrawerContentOffsetKey.self] }
            set { self[DrawerContentOffsetKey.self] = newValue }
        }
    }

    /// Where the coordinated scroll view sits (container coordinates) and how long its content is.
    struct DrawerScrollMetrics: Equatable {
        var frame: CGRect
        var contentLength: CGFloat
    }

    /// Carries ``DrawerScrollMetrics`` from a ``DrawerScrollView`` up to its drawer.
    struct DrawerScrollMetricsKey: PreferenceKey {
        static var defaultValue: DrawerScrollMetrics? { nil }

        static func reduce(value: inout DrawerScrollMetrics?, nextValue: () -> DrawerScrollMetrics?) {
            value = value ?? nextValue()
        }
    }

    /// Carries the content's natural length up to its drawer, for fit-to-content detents.
    struct DrawerFittingLengthKey: PreferenceKey {
        static var defaultValue: CGFloat? { nil }

        static func reduce(value: inout CGFloat?, nextValue: () -> CGFloat?) {
            value = value ?? nextValue()
        }
    }

    /// Carries what the drawers push back (their model's `scaleBack`) up to the view they are
    /// presented over: the modified view of `.drawer(…, placement: .content)`, or the root of a
    /// ``SwiftUI/View/drawerHost()``. Several surfaces (window-level drawers, one model each)
    /// combine bottom to top as DrawerCore says (`DrawerHostScaleBack.combined(withHostAbove:)`).
    struct DrawerScaleBackKey: PreferenceKey {
        static var defaultValue: DrawerHostScaleBack<Int> { DrawerHostScaleBack() }

        static func reduce(value: inout DrawerHostScaleBack<Int>, nextValue: () -> DrawerHostScaleBack<Int>) {
            value = value.combined(withHostAbove: nextValue())
        }
    }

    /// The name of the coordinate space every drawer input is measured in: the surface's own.
    enum DrawerSpace {
        static let name = "DrawerKit.container"
    }
#endif
