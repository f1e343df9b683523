// The libFuzzer entry point for the DrawerCore engine fuzzer. Built by Fuzz/build.sh together
// with Sources/DrawerCore and the shared decoder/checker in Tests/DrawerCoreTests/Fuzz/.
#if canImport(Glibc)
import Glibc
#endif

/// Decodes the bytes into a drawer program (FuzzInput.swift), runs it and traps on the first
/// broken invariant (FuzzChecker.swift), printing every violation and the decoded program.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let result = FuzzChecker.run(bytes)
    if !result.violations.isEmpty {
        let traced = FuzzChecker.run(bytes, trace: true)
        for line in traced.trace ?? [] { print(line) }
        for violation in result.violations { print("VIOLATION: \(violation)") }
        fflush(nil)
        fatalError("DrawerCore invariant broken: \(result.violations[0])")
    }
    return 0
}
