// swift-tools-version: 6.1
import PackageDescription

// One settings list for every target: Swift 6 language mode with strict concurrency.
let settings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "Waypoint",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "Waypoint", targets: ["Waypoint"]),
        .library(name: "WaypointRoutes", targets: ["WaypointRoutes"]),
        .library(name: "WaypointNavigation", targets: ["WaypointNavigation"]),
        .library(name: "WaypointTesting", targets: ["WaypointTesting"]),
        .library(name: "WaypointUIKit", targets: ["WaypointUIKit"]),
        .library(name: "WaypointSwiftUI", targets: ["WaypointSwiftUI"]),
        .library(name: "WaypointInspector", targets: ["WaypointInspector"]),
        .executable(name: "waypoint", targets: ["WaypointCLI"]),
        .executable(name: "waypoint-demo", targets: ["waypoint-demo"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // Only the optional inspector product uses its socket layer, FlyingSocks (epoll/kqueue, runs on iOS);
        // the inspector reads HTTP itself, within limits (see InspectorServer).
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        // Only WaypointTesting uses it: test failures reported to Swift Testing or XCTest.
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    ],
    targets: [
        // Layer 1 — routes: patterns, typed parameters, trie matching, validation, reverse routing.
        .target(name: "WaypointRoutes", swiftSettings: settings),
        // Layer 2 — navigation: state as a value, diff, navigator, host seam, in-memory host.
        .target(name: "WaypointNavigation", swiftSettings: settings),
        // Layers 3–5 — flows, routing hub, deep links; re-exports the layers below.
        .target(name: "Waypoint", dependencies: ["WaypointRoutes", "WaypointNavigation"], swiftSettings: settings),
        // Test support for users' own tests: navigators on in-memory hosts, gestures, tree and
        // session assertions, a test clock. Failures go to Swift Testing or XCTest, whichever runs
        // the test, through IssueReporting (a test-only product: the libraries above stay
        // dependency-free).
        .target(
            name: "WaypointTesting",
            dependencies: ["Waypoint", .product(name: "IssueReporting", package: "xctest-dynamic-overlay")],
            swiftSettings: settings
        ),
        // Layer 6 — Apple-only hosts; each file sits inside one `#if canImport(...)`, type-checked
        // against the iOS SDK by .ci/steps/07-ios-sdk-typecheck.sh (CONTRIBUTING.md).
        .target(name: "WaypointUIKit", dependencies: ["WaypointNavigation"], swiftSettings: settings),
        .target(name: "WaypointSwiftUI", dependencies: ["WaypointNavigation"], swiftSettings: settings),
        // Optional — the live inspector: a loopback HTTP server showing state, routes, flows and events.
        .target(
            name: "WaypointInspector",
            dependencies: ["Waypoint", .product(name: "FlyingSocks", package: "FlyingFox")],
            swiftSettings: settings
        ),

        // Tools — route manifests (JSON) shared by the `waypoint` command-line tool (lint, list,
        // match) and the libFuzzer target for URL matching (see the README's "Fuzzing").
        .target(name: "WaypointManifest", dependencies: ["WaypointRoutes"], swiftSettings: settings),
        .executableTarget(
            name: "WaypointCLI",
            dependencies: [
                "WaypointRoutes", "WaypointManifest", "Waypoint",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: settings
        ),
        // The demo bank app on the in-memory host (`swift run waypoint-demo`); its script is a
        // library so tests compare its transcript with the golden file.
        .target(name: "BankDemo", dependencies: ["Waypoint"], swiftSettings: settings),
        .executableTarget(name: "waypoint-demo", dependencies: ["BankDemo", "WaypointInspector"], swiftSettings: settings),
        .executableTarget(
            name: "WaypointRoutesFuzz",
            dependencies: ["WaypointRoutes", "WaypointManifest"],
            exclude: ["Seeds"],
            swiftSettings: settings
        ),
        // libFuzzer targets for the two JSON parsers: route manifests and backend override manifests.
        .executableTarget(
            name: "WaypointManifestFuzz",
            dependencies: ["WaypointRoutes", "WaypointManifest"],
            exclude: ["Seeds", "manifest.dict"],
            swiftSettings: settings
        ),
        .executableTarget(
            name: "WaypointOverridesFuzz",
            dependencies: ["Waypoint", "WaypointManifest"],
            exclude: ["Seeds", "overrides.dict"],
            swiftSettings: settings
        ),

        // Shared by the test targets, never a product: generators of route tables, URLs,
        // navigation states and command sequences on swift-property-based's `Gen` (a failing case
        // shrinks to a small one), the one seeded generator for soak and stress runs, and
        // `DocumentedExample` for tests that check a document's code.
        .target(
            name: "WaypointTestSupport",
            dependencies: [
                "WaypointRoutes", "WaypointNavigation", .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "Tests/WaypointTestSupport",
            swiftSettings: settings
        ),
        .testTarget(
            name: "WaypointRoutesTests",
            dependencies: [
                "WaypointRoutes", "WaypointTestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: settings
        ),
        .testTarget(
            name: "WaypointCLITests",
            dependencies: ["WaypointCLI", "WaypointManifest", "WaypointRoutes"],
            exclude: ["Fixtures", "Golden"],
            swiftSettings: settings
        ),
        .testTarget(
            name: "WaypointNavigationTests",
            dependencies: [
                "WaypointNavigation", "WaypointTestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: settings
        ),
        .testTarget(
            name: "WaypointTestingTests",
            dependencies: ["WaypointTesting", "Waypoint"],
            swiftSettings: settings
        ),
        .testTarget(name: "BankDemoTests", dependencies: ["BankDemo"], exclude: ["Golden"], swiftSettings: settings),
        .testTarget(
            name: "WaypointInspectorTests",
            dependencies: ["WaypointInspector", "Waypoint"],
            swiftSettings: settings
        ),
        .testTarget(
            name: "WaypointTests",
            dependencies: [
                "Waypoint", "WaypointTesting", "WaypointTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: settings
        ),
    ]
)
