#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    /// A ``DrawerScrollView`` whose `additional` section is shown only while the drawer belongs
    /// to its largest detent (seed 001's `ResizableScrollView`): the main section sets the medium
    /// size when the medium detent fits the content, the rest appears when the sheet is expanded.
    ///
    /// ```swift
    /// ResizableScrollView(context: context) {
    ///     ForEach(0..<5) { Text("\($0)") }
    /// } additional: {
    ///     ForEach(5..<100) { Text("\($0)") }
    /// }
    /// ```
    public struct ResizableScrollView<Main: View, Additional: View>: View {
        let context: DrawerContentContext
        let main: Main
        let additional: Additional

        /// Creates the scroll view for the content `context` belongs to.
        public init(
            context: DrawerContentContext, @ViewBuilder main: () -> Main, @ViewBuilder additional: () -> Additional
        ) {
            self.context = context
            self.main = main()
            self.additional = additional()
        }

        /// The main section, and the additional one at the largest detent.
        ///
        /// The main section measures itself and reports its length to the drawer
        /// (`DrawerReportedFittingLengthKey`): the drawer measures its whole content, which at
        /// the largest detent includes the additional section, and ResizableSheet fits medium to
        /// the main section alone (issue 22, finding 8).
        public var body: some View {
            DrawerScrollView {
                VStack(spacing: 0) { main }
                    .background {
                        GeometryReader { measured in
                            Color.clear.preference(key: DrawerReportedFittingLengthKey.self, value: measured.size.height)
                        }
                    }
                if context.isAtLargestDetent { additional }
            }
        }
    }

    extension ResizableScrollView where Additional == EmptyView {
        /// Creates the scroll view with a main section only.
        public init(context: DrawerContentContext, @ViewBuilder main: () -> Main) {
            self.init(context: context, main: main, additional: { EmptyView() })
        }
    }
#endif
