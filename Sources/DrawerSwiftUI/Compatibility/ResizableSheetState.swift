#if canImport(SwiftUI) && (os(iOS) || os(macOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore

    /// ResizableSheet's state (seed 001) is a detent identifier: `.hidden` (the closed detent),
    /// `.medium`, `.large`, or any other identifier the configuration defines.
    public typealias ResizableSheetState = DrawerDetent.Identifier
#endif
