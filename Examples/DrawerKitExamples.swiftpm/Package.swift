// swift-tools-version: 6.0

// DrawerKit's example app: an App Playground, the package shape Xcode's and Swift Playgrounds'
// "App" template writes (`import AppleProductTypes`, one `.iOSApplication` product built from an
// `AppModule` executable target whose sources are this folder). Open this .swiftpm folder in Xcode
// or in Swift Playgrounds on an iPad or a Mac; it builds DrawerKit from the repository around it.
//
// Where the shape comes from (checked 2026-11-27, nothing here is copied from them):
// - AppleProductTypes' manifest API, `Product.iOSApplication(name:targets:bundleIdentifier:
//   teamIdentifier:displayVersion:bundleVersion:…:supportedDeviceFamilies:
//   supportedInterfaceOrientations:…)`, as dumped from Swift Playgrounds 4.1's toolchain:
//   https://gist.github.com/kkebo/4a930605b1f2fb744efdb5abd6908511
// - a generated App Playground inside a package's repository that depends on that package by a
//   relative path, as this one does: noppefoxwolf/SwiftDataUIKit, Playground.swiftpm/Package.swift
//   (`.package(path: "../")`, target "AppModule", `path: "."`)
// - the same for an example app two levels down (`.package(path: "../..")`):
//   https://zenn.dev/kok_i/articles/c97656d4c766e4
//
// Not built on Linux (AppleProductTypes exists only in Xcode and Swift Playgrounds): the sources
// are type-checked by `make check-apple` and their screens run in the behavioural doubles
// (Tests/AppleRuntime, `ExampleApp` scenarios); see the README's "The example app".

import AppleProductTypes
import PackageDescription

let package = Package(
    name: "DrawerKitExamples",
    platforms: [
        .iOS("17.0")
    ],
    products: [
        .iOSApplication(
            name: "DrawerKitExamples",
            targets: ["AppModule"],
            bundleIdentifier: "com.example.DrawerKitExamples",
            teamIdentifier: "",
            displayVersion: "1.0",
            bundleVersion: "1",
            supportedDeviceFamilies: [
                .pad,
                .phone,
            ],
            supportedInterfaceOrientations: [
                .portrait,
                .landscapeRight,
                .landscapeLeft,
                .portraitUpsideDown(.when(deviceFamilies: [.pad])),
            ]
        )
    ],
    dependencies: [
        // DrawerKit itself: the repository two levels up. A path dependency's identity is its
        // folder's name (swiftlang/swift-package-manager#10054), so the products below find it
        // while the clone is named DrawerKit.
        .package(path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "AppModule",
            dependencies: [
                .product(name: "DrawerCore", package: "DrawerKit"),
                .product(name: "DrawerSwiftUI", package: "DrawerKit"),
                .product(name: "DrawerUIKit", package: "DrawerKit"),
            ],
            path: "."
        )
    ]
)
