// The libFuzzer entry point of both fuzzers, built by Fuzz/build.sh together with Sources/DrawerCore
// and the shared decoders/checkers in Tests/DrawerCoreTests/Fuzz/: the engine fuzzer by default,
// the host-model fuzzer with -D DRAWER_HOST_FUZZER (`Fuzz/build.sh host`).
#if canImport(Glibc)
import Glibc
#endif

#if DRAWER_HOST_FUZZER
    /// The host fuzzer: bytes decode into a DrawerHostModel program (Host/HostFuzzInput.swift).
    typealias TargetChecker = HostFuzzChecker
    let targetName = "DrawerHostModel"
#else
    /// The engine fuzzer: bytes decode into a DrawerEngine or DrawerStack program (FuzzInput.swift).
    typealias TargetChecker = FuzzChecker
    let targetName = "DrawerCore"
#endif

/// Decodes the bytes into a program, runs it and traps on the first broken invariant, printing
/// every violation and the decoded program.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let result = TargetChecker.run(bytes)
    if !result.violations.isEmpty {
        let traced = TargetChecker.run(bytes, trace: true)
        for line in traced.trace ?? [] { print(line) }
        for violation in result.violations { print("VIOLATION: \(violation)") }
        fflush(nil)
        fatalError("\(targetName) invariant broken: \(result.violations[0])")
    }
    return 0
}
