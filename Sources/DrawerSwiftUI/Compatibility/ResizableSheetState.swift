#if canImport(SwiftUI) && (os(iOS) || os(macOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore

    /// ResizableSheet's state (seed 001) is a detent identifier: `.hidden` (the closed detent),
    /// `.medium`, `.large`, or any other identifier the configuration defines.
    public typealias ResizableSheetState = DrawerDetent.Identifier

    extension DrawerDetent.Identifier {
        /// Whether a sheet in this state is shown, as a `Bool` binding can project it: reading
        /// gives `false` for the closed (hidden) state; writing `false` hides the sheet, writing
        /// `true` leaves the state as it is (the state itself says which detent to show).
        var isShown: Bool {
            get { self != .closed }
            set { if !newValue { self = .closed } }
        }
    }
#endif
