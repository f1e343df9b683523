#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    /// What a drawer draws outside its panel (seed 001's "outside", FloatingPanel's backdrop): a
    /// dimming colour that follows the engine's dimming curve, nothing at all, or a view of your
    /// own. It was called `DrawerBackground`; SwiftUI's `presentationBackground` is the panel's
    /// own fill, which DrawerKit calls the drawer's background
    /// (``SwiftUI/View/drawerBackground(_:)``).
    ///
    /// With ``none`` nothing is drawn and touches outside the panel reach the views behind, so the
    /// content behind a drawer stays usable (seed 001's empty background).
    ///
    /// ```swift
    /// .drawer(isPresented: $showsSheet, backdrop: .none) { Controls() }
    /// ```
    public struct DrawerBackdrop {
        enum Kind {
            case dimmed(Color, closesOnTap: Bool)
            case none
            case custom(@MainActor (DrawerContentContext, CGFloat) -> AnyView)
        }

        let kind: Kind

        /// Whether a tap on it closes the drawer (the model's `closesOnDimmingTap`).
        var closesOnTap: Bool {
            if case .dimmed(_, let closes) = kind { return closes }
            return false
        }

        /// A colour whose opacity follows the engine's dimming; a tap on it closes a dismissible
        /// drawer. Where the dimming is zero, touches pass through.
        public static func dimmed(_ color: Color = .black, closesOnTap: Bool = true) -> DrawerBackdrop {
            DrawerBackdrop(kind: .dimmed(color, closesOnTap: closesOnTap))
        }

        /// Nothing outside the panel; touches there reach the content behind.
        public static var none: DrawerBackdrop { DrawerBackdrop(kind: .none) }

        /// A view of your own, given the content context and the engine's dimming alpha (0…1).
        public static func custom<V: View>(
            @ViewBuilder _ view: @escaping @MainActor (DrawerContentContext, CGFloat) -> V
        ) -> DrawerBackdrop {
            DrawerBackdrop(kind: .custom { AnyView(view($0, $1)) })
        }
    }
#endif
