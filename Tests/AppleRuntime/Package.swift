// swift-tools-version: 6.1
import PackageDescription

// DrawerUIKit's real sources, run on Linux against the behavioural UIKit double (make
// test-apple-runtime). The double is the type-check's stand-ins (Doubles, linked
// here under Modules/) with their bodies; DrawerUIKit is Sources/DrawerUIKit with its one selector
// file swapped for Modules/DrawerUIKit/DrawerActionTarget+Double.swift. A package of its own so no
// module named UIKit ever sits beside DrawerKit's products; nothing here ships.
let package = Package(
    name: "DrawerKitAppleRuntime",
    defaultLocalization: "en",
    targets: [
        // DrawerCore's sources as they are (target names must be unique in a package graph, so this
        // package builds its own DrawerCore instead of depending on the root package's).
        .target(name: "DrawerCore", path: "Modules/DrawerCore", resources: [.process("Resources")]),
        .target(name: "ObjectiveC", path: "Modules/ObjectiveC"),
        .target(name: "CoreGraphics", path: "Modules/CoreGraphics"),
        .target(name: "QuartzCore", dependencies: ["ObjectiveC", "CoreGraphics"], path: "Modules/QuartzCore"),
        .target(
            name: "UIKit", dependencies: ["QuartzCore"], path: "Modules/UIKit",
            // The iOS 18.0 SDK's UIKit module version, which the stand-ins follow and the adapters
            // read with `canImport(UIKit, _version:)`: the one in Checks/uikit-module-version, which
            // a manifest cannot read (make check-apple fails when the two differ).
            swiftSettings: [.unsafeFlags(["-user-module-version", "8081.1.108"])]
        ),
        .target(
            name: "DrawerUIKit",
            dependencies: ["UIKit", "DrawerCore"],
            path: "Modules/DrawerUIKit",
            exclude: ["Sources/DrawerActionTarget.swift", "Sources/DrawerUIKit.docc"],
            // The adapters compile where UIKit exists on a platform they claim; this flag claims it,
            // as in the type-check.
            swiftSettings: [.define("DRAWERKIT_TYPECHECK_STANDINS")]
        ),
        // The SwiftUI stand-ins with their bodies (the SwiftUI double) and DrawerSwiftUI's real
        // sources on top of them (make test-swiftui-runtime).
        .target(name: "SwiftUI", dependencies: ["UIKit"], path: "Modules/SwiftUI"),
        .target(
            name: "DrawerSwiftUI",
            dependencies: ["SwiftUI", "UIKit", "DrawerUIKit", "DrawerCore"],
            path: "Modules/DrawerSwiftUI",
            exclude: ["Sources/DrawerSwiftUI.docc"],
            swiftSettings: [.define("DRAWERKIT_TYPECHECK_STANDINS")]
        ),
        // What both scenario targets share: the main package's seeded generator (a link to
        // Tests/DrawerTestSupport) and the finger that every drag and swipe is made of.
        .target(name: "DrawerTestSupport", path: "Modules/DrawerTestSupport"),
        .target(name: "ScenarioSupport", dependencies: ["UIKit"], path: "ScenarioSupport"),
        .testTarget(
            name: "DrawerSwiftUIScenarios",
            dependencies: [
                "DrawerSwiftUI", "SwiftUI", "DrawerUIKit", "UIKit", "DrawerCore", "DrawerTestSupport", "ScenarioSupport",
            ],
            path: "SwiftUIScenarios",
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]
        ),
        .testTarget(
            name: "DrawerUIKitScenarios",
            dependencies: ["DrawerUIKit", "UIKit", "DrawerCore", "DrawerTestSupport", "ScenarioSupport"],
            path: "Scenarios",
            // Swift Testing declares a cross-import overlay for the real CoreGraphics
            // (_Testing_CoreGraphics), which does not exist for the stand-in of that name.
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]
        ),
    ],
    swiftLanguageModes: [.v6]
)
