// swift-tools-version: 6.1
import PackageDescription

// Engine micro-benchmarks (time and mallocs per step) with ordo-one/benchmark.
//
// A package of its own so that `make test` never builds the benchmark tool chain. Run from this
// folder: `swift package --disable-sandbox benchmark` (or `make bench` at the root).
let package = Package(
    name: "DrawerKitBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "DrawerKit", path: ".."),
        // The MallocInterposer trait provides the malloc counters; naming the trait explicitly
        // also leaves the Linux runtime interposer (a default trait) out.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "DrawerEngineBenchmarks",
            dependencies: [
                .product(name: "DrawerCore", package: "DrawerKit"),
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
