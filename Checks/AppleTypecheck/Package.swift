// swift-tools-version: 6.1
import PackageDescription

// The seed ports as a library, so the Apple CI job can build them for the iOS Simulator against
// the real SDK (on Linux, check.sh type-checks the same files against the stand-ins). Not part
// of DrawerKit's products.
let package = Package(
    name: "SeedPorts",
    platforms: [.iOS(.v16), .macOS(.v13)],
    dependencies: [.package(name: "DrawerKit", path: "../..")],
    targets: [
        .target(
            name: "SeedPorts",
            dependencies: [
                .product(name: "DrawerSwiftUI", package: "DrawerKit"),
                .product(name: "DrawerUIKit", package: "DrawerKit"),
            ],
            path: "SeedPorts"
        )
    ],
    swiftLanguageModes: [.v6]
)
