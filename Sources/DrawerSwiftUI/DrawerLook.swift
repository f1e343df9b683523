#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import SwiftUI

    /// What the engine does not know about a drawer's looks: the panel's fill, the background and
    /// the handle's spoken label.
    struct DrawerLook {
        var panelStyle = AnyShapeStyle(Material.regularMaterial)
        /// Whether the handle draws its drag indicator (``SwiftUI/View/drawerDragIndicator(_:)``).
        var showsDragIndicator = true
        var backdrop = DrawerBackdrop.dimmed()
        /// `nil`: the configuration's ``DrawerCore/DrawerPhrase/drawer`` ("Drawer", localised).
        var accessibilityLabel: String? = nil
        /// The compact bar a bottom-bar sheet shows at its bar stop, and its height.
        var bottomBar: DrawerBottomBarLook? = nil
    }

    /// A bottom-bar sheet's bar: the app's view and its height above the safe area.
    struct DrawerBottomBarLook {
        let height: CGFloat
        let view: AnyView
    }
#endif
