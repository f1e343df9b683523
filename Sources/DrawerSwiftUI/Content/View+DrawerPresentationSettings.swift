#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    /// The drawer's presentation settings, chosen from inside its content as a sheet's content
    /// chooses its own: each is SwiftUI's `presentation…` modifier with `drawer` in its name, so
    /// it never clashes with SwiftUI's, and works for a presented drawer (`.drawer(isPresented:)`,
    /// `.drawer(item:)`) and for ``Drawer``.
    ///
    /// Inside a drawer's content, a setting reaches the drawer that shows the content (a
    /// preference its host reads). Applied to a ``Drawer`` itself, in any order after its own
    /// modifiers, it sets that drawer's value (through the environment, so it reaches every
    /// `Drawer` below). Where a setting is chosen both outside (the presenting modifier's
    /// parameters and configuration, a `Drawer`'s modifiers) and inside the content, **the
    /// content's choice wins**, and a setting it leaves unset keeps the outside value: DrawerCore's
    /// `DrawerContentPresentation.resolve(outside:inside:)`.
    ///
    /// ```swift
    /// .drawer(isPresented: $showsSettings) {
    ///     SettingsForm()
    ///         .drawerDetents([.medium, .large])
    ///         .drawerDragIndicator(.visible)
    ///         .drawerBackground(.regularMaterial)
    ///         .interactiveDrawerDismissDisabled(hasChanges)
    /// }
    /// ```
    extension View {
        /// The detents of the drawer that shows this view, SwiftUI's `presentationDetents(_:)`.
        ///
        /// They replace the outside detents (a presented drawer keeps its closed detent, so it can
        /// still be dismissed). A detent is named by what it is: `.medium`, `.large`,
        /// `.fraction(0.3)`, `.height(240)`, `.fitToContent()`.
        public func drawerDetents(_ detents: Set<DrawerDetent>) -> some View {
            let ordered = DrawerContentSettings.ordered(detents)
            return modifier(DrawerSettingModifier { $0.presentation.detents = ordered })
        }

        /// The detents of the drawer that shows this view, and the one it rests at, kept in step
        /// both ways with `selection`: SwiftUI's `presentationDetents(_:selection:)`. The
        /// selection replaces the presenting modifier's `detent:` binding.
        public func drawerDetents(_ detents: Set<DrawerDetent>, selection: Binding<DrawerDetent.Identifier>) -> some View {
            let ordered = DrawerContentSettings.ordered(detents)
            return modifier(
                DrawerSettingModifier {
                    $0.presentation.detents = ordered
                    $0.selection = selection
                })
        }

        /// Whether the drawer draws its drag indicator (the handle's capsule), SwiftUI's
        /// `presentationDragIndicator(_:)`. `.automatic` keeps the outside choice (shown). Hidden,
        /// the handle's strip still drags the drawer and keeps the content clear of it.
        public func drawerDragIndicator(_ visibility: Visibility) -> some View {
            let shows: Bool? =
                switch visibility {
                case .visible: true
                case .hidden: false
                default: nil
                }
            return modifier(DrawerSettingModifier { $0.presentation.showsDragIndicator = shows })
        }

        /// The fill of the drawer's panel (a colour, a material, a gradient), SwiftUI's
        /// `presentationBackground(_:)`; by default `.regularMaterial`. What is drawn *outside* the
        /// panel is the drawer's backdrop (``DrawerBackdrop``).
        public func drawerBackground<S: ShapeStyle>(_ style: S) -> some View {
            let fill = DrawerContentSettings.fill(style)
            return modifier(DrawerSettingModifier { $0.fill = fill })
        }

        /// The panel's corner radius in points, SwiftUI's `presentationCornerRadius(_:)`; `nil`
        /// keeps the outside choice.
        public func drawerCornerRadius(_ cornerRadius: CGFloat?) -> some View {
            modifier(DrawerSettingModifier { $0.presentation.cornerRadius = cornerRadius })
        }

        /// Whether what lies behind the drawer takes touches, and up through which detent:
        /// SwiftUI's `presentationBackgroundInteraction(_:)`. Where it does, the drawer does not dim.
        public func drawerBackgroundInteraction(_ interaction: DrawerBackgroundInteraction) -> some View {
            modifier(DrawerSettingModifier { $0.presentation.backgroundInteraction = interaction })
        }

        /// Whether an opening drag on a scroll view in the drawer first resizes the drawer or
        /// scrolls, at every detent: SwiftUI's `presentationContentInteraction(_:)`. (``Drawer``
        /// can also choose per detent: ``Drawer/contentInteraction(_:at:)``.)
        public func drawerContentInteraction(_ interaction: DrawerContentInteraction) -> some View {
            modifier(DrawerSettingModifier { $0.presentation.contentInteraction = interaction })
        }

        /// Refuses a person's dismissal of the drawer (a swipe, a tap outside, the escape
        /// gesture) while `isDisabled`: SwiftUI's `interactiveDismissDisabled(_:)`. The drawer
        /// stays and reports the attempt (`onDismissAttempt`); the app's own closing (its binding,
        /// ``SwiftUI/EnvironmentValues/drawerDismiss``) still works. The configuration's
        /// `gesture.isDismissible` is its inverse.
        public func interactiveDrawerDismissDisabled(_ isDisabled: Bool = true) -> some View {
            modifier(DrawerSettingModifier { $0.presentation.interactiveDismissDisabled = isDisabled })
        }

        /// What the drawer does at every detent when the keyboard comes up (stay, lift, move to a
        /// detent, shrink the content); ``Drawer/keyboardRule(_:at:)`` chooses per detent.
        public func drawerKeyboardRule(_ rule: DrawerKeyboardRule) -> some View {
            modifier(DrawerSettingModifier { $0.presentation.keyboardRule = rule })
        }
    }
#endif
