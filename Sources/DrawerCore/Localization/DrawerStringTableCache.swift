import Foundation

/// Tables already read, so asking for a language twice reads its file once.
final class DrawerStringTableCache: @unchecked Sendable {
    static let shared = DrawerStringTableCache()

    private let lock = NSLock()
    // Guarded by `lock`. A language whose table could not be read is kept as `nil` too.
    private var tables: [String: DrawerStringTable?] = [:]

    func table(for localization: String, read: () -> DrawerStringTable?) -> DrawerStringTable? {
        lock.lock()
        defer { lock.unlock() }
        if let known = tables[localization] { return known }
        let table = read()
        tables[localization] = table
        return table
    }
}
