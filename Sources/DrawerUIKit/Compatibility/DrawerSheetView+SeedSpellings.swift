#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import UIKit

    /// UCSheetView's names (seed 004), for code written against it.
    extension DrawerSheetView {
        /// The sheet's configuration, under the name UCSheetView nests it.
        public typealias Configuration = DrawerSheetConfiguration

        /// Creates a sheet view with UCSheetView's argument label for the configuration.
        public convenience init(frame: CGRect = .zero, contentView: UIView, sheetConfiguration: Configuration) {
            self.init(frame: frame, contentView: contentView, configuration: sheetConfiguration)
        }
    }
#endif
