#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    // DrawerCore's types (detents, configurations, events) are part of this module's API: a
    // `DrawerSheetConfiguration` is built from `DrawerDetent`s. Re-exporting DrawerCore makes
    // `import DrawerUIKit` enough for them; UIKit itself stays the app's own import.
    @_exported import DrawerCore
#endif
