#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import UIKit

    extension DrawerSheetView {
        /// Whether the sheet pushes back ``DrawerHostView/scaledBackView`` as it opens (the iOS
        /// page sheet's scale-back; the geometry and its direction are the host model's).
        ///
        /// ```swift
        /// sheet.scaledBackView = mapView
        /// sheet.scalesBackBehind = true
        /// ```
        public var scalesBackBehind: Bool {
            get { model.drawerOptions(of: Self.drawerID)?.scalesBackBehind ?? false }
            set { setScalesBackBehind(newValue, for: Self.drawerID) }
        }
    }

    extension DrawerViewController {
        /// The view behind the drawer that it pushes back as it opens when ``scalesBackBehind``
        /// is set: usually the parent's main content, a sibling of this controller's view (not
        /// the parent's root view, which contains the drawer). Held weakly.
        public var scaledBackView: UIView? {
            get { sheetView.scaledBackView }
            set { sheetView.scaledBackView = newValue }
        }

        /// Whether the drawer pushes back ``scaledBackView`` as it opens (the iOS page sheet's
        /// scale-back).
        public var scalesBackBehind: Bool {
            get { sheetView.scalesBackBehind }
            set { sheetView.scalesBackBehind = newValue }
        }
    }
#endif
