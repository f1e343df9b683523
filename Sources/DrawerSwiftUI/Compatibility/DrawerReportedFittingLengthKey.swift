#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import SwiftUI

    /// Carries the length of the content that counts for a fit-to-content detent up to its
    /// drawer, when the content knows better than a measurement of the whole of it: a
    /// ``ResizableScrollView``'s main section, without the `additional:` section shown at the
    /// largest detent. The drawer hands it to DrawerCore's host model
    /// (`DrawerHostModel.setReportedFittingLength`), which prefers it to the measurement; `nil`
    /// (no such content) leaves the measurement in force.
    struct DrawerReportedFittingLengthKey: PreferenceKey {
        static var defaultValue: CGFloat? { nil }

        /// The first report wins: one `ResizableScrollView` per drawer, as in ResizableSheet.
        static func reduce(value: inout CGFloat?, nextValue: () -> CGFloat?) {
            value = value ?? nextValue()
        }
    }
#endif
