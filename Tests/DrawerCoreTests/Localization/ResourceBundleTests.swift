import Foundation
import Testing

@testable import DrawerCore

/// Finding DrawerCore's resources without SwiftPM's accessor stopping the process.
@Suite("Resource bundle")
struct ResourceBundleTests {
    @Test("A directory without DrawerCore's resources has none, so labels fall back instead of the process stopping")
    func missingBundleIsNotFound() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("drawerkit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(!DrawerStringTable.hasBundle(nextTo: empty))
        // A plain file of that name is not the bundle either.
        _ = FileManager.default.createFile(
            atPath: empty.appendingPathComponent(DrawerStringTable.bundleFolderName).path, contents: Data())
        #expect(!DrawerStringTable.hasBundle(nextTo: empty))
    }

    @Test("Under swift test the bundle is next to the test executable and is used")
    func bundleNextToTheExecutableIsUsed() throws {
        #expect(DrawerStringTable.hasBundle(nextTo: Bundle.main.bundleURL), "\(Bundle.main.bundleURL.path)")
        let bundle = try #require(DrawerStringTable.resourceBundle)
        #expect(bundle.localizations.contains("de"))
    }
}
