#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import SwiftUI

    /// A view type that draws nothing whatever its value: `EmptyView`, and what a `@ViewBuilder`
    /// makes of it behind an `if` (an optional) or an `if`/`else` (both branches). Seed 001's
    /// `background { _ in EmptyView() }` means "no background": the sheet then lets touches
    /// outside it reach the views behind (``ResizableSheetBuilder/background(_:)``), also when
    /// the `EmptyView` sits behind a condition.
    protocol DrawerDrawsNothing {}

    extension EmptyView: DrawerDrawsNothing {}

    extension Optional: DrawerDrawsNothing where Wrapped: DrawerDrawsNothing {}

    extension _ConditionalContent: DrawerDrawsNothing
    where TrueContent: DrawerDrawsNothing, FalseContent: DrawerDrawsNothing {}
#endif
