import Foundation

extension DrawerStringTable {
    /// DrawerCore's resource bundle, or `nil` when it cannot be found; every label then falls
    /// back as documented on ``DrawerAccessibilityLabels``.
    ///
    /// SwiftPM generates `Bundle.module` only when it builds the package; DrawerCore's sources
    /// compiled on their own (the fuzzer, the Apple type-check) have no resources. On Linux the
    /// generated accessor stops the process (`fatalError`) when the bundle is neither next to
    /// the executable nor in the build directory it was built in — a binary copied to another
    /// machine without its `.resources` folder. So there it is touched only when the bundle sits
    /// next to the executable (as in the build directory itself, and for `swift test`). Looked
    /// up once: labels are made often, and the check reads the file system.
    static let resourceBundle: Bundle? = {
        #if SWIFT_PACKAGE
            #if os(Linux)
                guard hasBundle(nextTo: Bundle.main.bundleURL) else { return nil }
            #endif
            return Bundle.module
        #else
            return nil
        #endif
    }()

    /// The folder SwiftPM copies DrawerCore's resources into, next to the executable.
    static let bundleFolderName = "DrawerKit_DrawerCore.resources"

    /// Whether DrawerCore's resource folder is in `directory`.
    static func hasBundle(nextTo directory: URL) -> Bool {
        // Listing succeeds only for a directory.
        let path = directory.appendingPathComponent(bundleFolderName).path
        return (try? FileManager.default.contentsOfDirectory(atPath: path)) != nil
    }
}
