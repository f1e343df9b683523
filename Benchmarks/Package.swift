// swift-tools-version: 6.1
import PackageDescription

// Engine micro-benchmarks (time and mallocs per step) with ordo-one/benchmark.
//
// A package of its own so that `make test` never builds the benchmark tool chain. Run from this
// folder: `swift package --disable-sandbox benchmark` (or `make bench` at the root).
let package = Package(
    name: "DrawerKitBenchmarks",
    defaultLocalization: "en",
    platforms: [.macOS(.v13)],
    // DrawerCore is built here from its own sources (Modules/DrawerCore links Sources/DrawerCore), as
    // Tests/AppleRuntime does, so the benchmarks share its package and reach the host model, the
    // stack and the trackers, which are `package` declarations apps do not see.
    dependencies: [
        // The MallocInterposer trait provides the malloc counters; naming the trait explicitly
        // also leaves the Linux runtime interposer (a default trait) out.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .target(name: "DrawerCore", path: "Modules/DrawerCore", resources: [.process("Resources")]),
        .executableTarget(
            name: "DrawerEngineBenchmarks",
            dependencies: [
                "DrawerCore",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/DrawerEngineBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark")
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
