#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore

    /// ResizableSheet's state (seed 001) is a detent identifier: `.hidden` (the closed detent),
    /// `.medium`, `.large`, or any other identifier the configuration defines.
    public typealias ResizableSheetState = DrawerDetent.Identifier
#endif
