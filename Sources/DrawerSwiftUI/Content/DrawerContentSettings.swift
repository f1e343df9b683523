#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    /// What a drawer's content chose for the drawer that shows it (``SwiftUI/View/drawerDetents(_:selection:)``,
    /// ``SwiftUI/View/drawerBackground(_:)``…): DrawerCore's `DrawerContentPresentation`, plus the
    /// two settings only SwiftUI has, the panel's fill and a selection binding. Which value wins
    /// where a setting is also chosen outside is DrawerCore's rule
    /// (`DrawerContentPresentation.resolve(outside:inside:)`: the content's).
    ///
    /// Values are only made and read on the main actor, in SwiftUI's preference pass; the binding
    /// and shape style they carry are not `Sendable` in every SDK, hence `@unchecked`.
    struct DrawerContentSettings: Equatable, @unchecked Sendable {
        var presentation = DrawerContentPresentation()
        /// The panel's fill, and what it is compared by (its type and description: a shape style
        /// is not `Equatable`).
        var fill: (style: AnyShapeStyle, identity: String)?
        /// Where the selected detent is kept, both ways.
        var selection: Binding<DrawerDetent.Identifier>?
        /// Set by a ``Drawer`` for its own subtree: the settings written around it are its own
        /// (through the environment) and do not go on up to a drawer whose content holds it.
        var isDrawerBoundary = false

        static func == (lhs: DrawerContentSettings, rhs: DrawerContentSettings) -> Bool {
            lhs.presentation == rhs.presentation && lhs.fill?.identity == rhs.fill?.identity
                && lhs.selection?.wrappedValue == rhs.selection?.wrappedValue
                && (lhs.selection == nil) == (rhs.selection == nil) && lhs.isDrawerBoundary == rhs.isDrawerBoundary
        }

        /// These settings with `inner`'s where it chose one (DrawerCore's rule, applied to every
        /// setting): a modifier nearer the content wins.
        func overridden(by inner: DrawerContentSettings) -> DrawerContentSettings {
            var result = inner
            result.presentation = presentation.overridden(by: inner.presentation)
            result.fill = DrawerContentPresentation.resolve(outside: fill, inside: inner.fill)
            result.selection = DrawerContentPresentation.resolve(outside: selection, inside: inner.selection)
            return result
        }

        /// `detents` in one order whatever the set's, so equal sets compare equal.
        static func ordered(_ detents: Set<DrawerDetent>) -> [DrawerDetent] {
            detents.sorted { $0.identifier.rawValue < $1.identifier.rawValue }
        }

        /// A fill and its identity.
        static func fill<S: ShapeStyle>(_ style: S) -> (style: AnyShapeStyle, identity: String) {
            (AnyShapeStyle(style), "\(String(reflecting: S.self)):\(String(describing: style))")
        }
    }

    /// Carries ``DrawerContentSettings`` from inside a drawer's content up to the hosted content's
    /// root, where the drawer reads them (as SwiftUI's presentation modifiers reach their sheet).
    struct DrawerContentSettingsKey: PreferenceKey {
        static var defaultValue: DrawerContentSettings { DrawerContentSettings() }

        /// Siblings combine, the later one winning where both chose; a `Drawer` beside them
        /// keeps its own.
        static func reduce(value: inout DrawerContentSettings, nextValue: () -> DrawerContentSettings) {
            let next = nextValue()
            var combined = value.overridden(by: next)
            combined.isDrawerBoundary = value.isDrawerBoundary && next.isDrawerBoundary
            value = combined
        }
    }

    /// The settings written around a ``Drawer`` (``SwiftUI/View/drawerCornerRadius(_:)`` and the
    /// others applied to it, in any order after its own modifiers).
    struct DrawerSurroundingSettingsKey: EnvironmentKey {
        static var defaultValue: DrawerContentSettings { DrawerContentSettings() }
    }

    extension EnvironmentValues {
        /// The settings written around the drawers below (read by ``Drawer``).
        var drawerSurroundingSettings: DrawerContentSettings {
            get { self[DrawerSurroundingSettingsKey.self] }
            set { self[DrawerSurroundingSettingsKey.self] = newValue }
        }
    }

    /// One of the drawer presentation modifiers: inside a drawer's content it chooses for that
    /// drawer (a preference); around a ``Drawer`` it chooses for that one (the environment).
    struct DrawerSettingModifier: ViewModifier {
        let change: (inout DrawerContentSettings) -> Void
        @Environment(\.drawerSurroundingSettings) private var surrounding

        func body(content: Content) -> some View {
            var around = surrounding
            change(&around)
            let change = change
            return
                content
                .transformPreference(DrawerContentSettingsKey.self) { settings in
                    // Around a `Drawer`: the drawer takes it from the environment below.
                    guard !settings.isDrawerBoundary else { return }
                    change(&settings)
                }
                .environment(\.drawerSurroundingSettings, around)
        }
    }
#endif
