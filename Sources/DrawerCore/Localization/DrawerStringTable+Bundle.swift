import Foundation

extension DrawerStringTable {
    /// DrawerCore's resource bundle. SwiftPM generates `Bundle.module` only when it builds the
    /// package; DrawerCore's sources compiled on their own (the fuzzer, the Apple type-check)
    /// have no resources, and every label then falls back as documented on
    /// ``DrawerAccessibilityLabels``.
    static var resourceBundle: Bundle? {
        #if SWIFT_PACKAGE
            Bundle.module
        #else
            nil
        #endif
    }
}
