// swift-tools-version: 6.1
import PackageDescription

// DrawerKit: one platform-neutral drawer engine (DrawerCore) and thin adapters per UI toolkit.
// Toolkit-specific targets are only added where the toolkit exists, so an iOS or macOS user
// never needs GTK, and a Linux user never needs SwiftUI.

var products: [Product] = [
    .library(name: "DrawerCore", targets: ["DrawerCore"]),
    // Apple adapters: every file is wrapped in `#if canImport(…) && os(…)` for the platforms
    // they claim (both: iOS, Mac Catalyst included), so they build to nothing
    // elsewhere, tvOS and watchOS included (type-checked on Linux by Checks/AppleTypecheck/check.sh).
    .library(name: "DrawerSwiftUI", targets: ["DrawerSwiftUI"]),
    .library(name: "DrawerUIKit", targets: ["DrawerUIKit"]),
]

var dependencies: [Package.Dependency] = [
    // Without its default "EnableShrinking" trait (on by default from Swift 6.2): PropertyBased's
    // shrinker has no bound, and shrinking a failing case of a property whose body runs a host
    // model for seconds of simulated time took a DrawerCoreTests run from 10 s to more than ten
    // minutes at 100 % CPU (seen on 2026-11-27: the stack was in `Shrink.Tuple`). A failure now
    // reports its input and seed at once; `.shrinking()` on a test turns the shrinker on for it.
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1", traits: []),
    // `swift package generate-documentation` (make docs); a command plugin, nothing of it is linked.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
]

var targets: [Target] = [
    .target(
        name: "DrawerCore",
        path: "Sources/DrawerCore",
        // Every user-visible and spoken string, one `<language>.lproj/DrawerKit.strings` per
        // language (read with DrawerStringTable).
        resources: [.process("Resources")]
    ),
    .target(
        name: "DrawerSwiftUI",
        // DrawerUIKit for its reading of a `UIScrollView` on iOS (package access only); it
        // builds to nothing where UIKit does not exist.
        dependencies: ["DrawerCore", "DrawerUIKit"],
        path: "Sources/DrawerSwiftUI"
    ),
    .target(
        name: "DrawerUIKit",
        dependencies: ["DrawerCore"],
        path: "Sources/DrawerUIKit"
    ),
    // Test support shared by the test targets (a seeded generator); not a product.
    .target(
        name: "DrawerTestSupport",
        path: "Tests/DrawerTestSupport"
    ),
    .testTarget(
        name: "DrawerCoreTests",
        dependencies: [
            "DrawerCore", "DrawerTestSupport",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ],
        path: "Tests/DrawerCoreTests",
        resources: [.copy("Fixtures")]
    ),
]

#if os(Linux)
// BEGIN GTK targets (owned by the DrawerGTK work; added only on Linux)
// The gallery's command line; only the gallery (Linux) needs it, so Apple users never fetch it.
dependencies += [
    .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2")
]
products += [
    .library(name: "DrawerGTK", targets: ["DrawerGTK"]),
    .executable(name: "drawer-gallery", targets: ["DrawerGallery"]),
]
targets += [
    .systemLibrary(
        name: "CGtk",
        path: "Sources/CGtk",
        pkgConfig: "gtk4",
        providers: [.apt(["libgtk-4-dev"])]
    ),
    .target(
        name: "DrawerGTK",
        dependencies: ["DrawerCore", "CGtk"],
        path: "Sources/DrawerGTK"
    ),
    // Test support, not a product: a tiny diagnostic app (one window, a button, an overlay child,
    // a drag gesture) printing a JSON-lines trace, which the UI-test harness uses to prove itself.
    // Only DrawerGTKTests depends on it, so `swift build --build-tests` builds it (as `GtkProbe`).
    .executableTarget(
        name: "GtkProbe",
        dependencies: ["DrawerGTK", "CGtk"],
        path: "Sources/GtkProbe"
    ),
    // The gallery: every seed's scenario, with --trace (JSON lines) and --tour (screenshots).
    .executableTarget(
        name: "DrawerGallery",
        dependencies: [
            "DrawerGTK", "DrawerCore", "CGtk",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ],
        path: "Sources/DrawerGallery"
    ),
    .testTarget(
        name: "DrawerGTKTests",
        dependencies: [
            "DrawerGTK", "CGtk", "GtkProbe", "DrawerGallery", "DrawerTestSupport",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ],
        path: "Tests/DrawerGTKTests"
    ),
]
// END GTK targets
#endif

let package = Package(
    name: "DrawerKit",
    defaultLocalization: "en",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: products,
    dependencies: dependencies,
    targets: targets,
    swiftLanguageModes: [.v6]
)
