#if canImport(SwiftUI) && (os(iOS) || os(macOS) || DRAWERKIT_TYPECHECK_STANDINS)
    // DrawerCore's types (detents, configurations, the content context, events) are part of this
    // module's API: every `.drawer` call names some of them. Re-exporting DrawerCore makes
    // `import DrawerSwiftUI` enough for them, as README.md shows; SwiftUI itself stays the app's
    // own import.
    @_exported import DrawerCore
#endif
