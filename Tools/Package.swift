// swift-tools-version: 6.1
import PackageDescription

// A nested package for the tools an app never links — the `waypoint` command-line tool, the live
// inspector, the demo behind it and the fuzzers — so that an app that depends on Waypoint never
// resolves their dependencies (swift-argument-parser, FlyingFox). From the repository root:
// `swift run --package-path Tools waypoint routes list Examples/bank-routes.json`,
// `swift test --package-path Tools --scratch-path .build-tools`.
let settings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "WaypointTools",
    platforms: [.macOS(.v14), .iOS(.v17)],
    products: [
        .library(name: "WaypointInspector", targets: ["WaypointInspector"]),
        .executable(name: "waypoint", targets: ["WaypointCLI"]),
        .executable(name: "waypoint-demo-inspector", targets: ["waypoint-demo-inspector"]),
    ],
    dependencies: [
        .package(name: "Waypoint", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        // Only the inspector uses its socket layer, FlyingSocks (epoll/kqueue, runs on iOS); the
        // inspector reads HTTP itself, within limits (see InspectorServer).
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // The live inspector: a loopback HTTP server showing state, routes, flows and events. Its
        // flow diagrams are drawn from the flow tooling (`FlowGraph`), which lives in
        // WaypointTesting so that an app's own binary never carries it.
        .target(
            name: "WaypointInspector",
            dependencies: [
                .product(name: "Waypoint", package: "Waypoint"),
                .product(name: "WaypointTesting", package: "Waypoint"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ],
            swiftSettings: settings
        ),
        // The demo bank app behind the inspector: its page's "Next step" plays the script.
        .executableTarget(
            name: "waypoint-demo-inspector",
            dependencies: [
                "WaypointInspector",
                .product(name: "BankDemo", package: "Waypoint"),
                .product(name: "Waypoint", package: "Waypoint"),
                .product(name: "WaypointTesting", package: "Waypoint"),
            ],
            swiftSettings: settings
        ),

        // Route manifests (JSON) shared by the `waypoint` command-line tool (lint, list, match,
        // explain) and the libFuzzer targets (see "Fuzzing" in CONTRIBUTING.md).
        .target(
            name: "WaypointManifest",
            dependencies: [.product(name: "WaypointRoutes", package: "Waypoint")],
            swiftSettings: settings
        ),
        .executableTarget(
            name: "WaypointCLI",
            dependencies: [
                "WaypointManifest",
                .product(name: "WaypointRoutes", package: "Waypoint"),
                .product(name: "Waypoint", package: "Waypoint"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: settings
        ),
        // libFuzzer targets: URL matching, and the two JSON parsers (route manifests and backend
        // override manifests).
        .executableTarget(
            name: "WaypointRoutesFuzz",
            dependencies: ["WaypointManifest", .product(name: "WaypointRoutes", package: "Waypoint")],
            exclude: ["Seeds"],
            swiftSettings: settings
        ),
        .executableTarget(
            name: "WaypointManifestFuzz",
            dependencies: ["WaypointManifest", .product(name: "WaypointRoutes", package: "Waypoint")],
            exclude: ["Seeds", "manifest.dict"],
            swiftSettings: settings
        ),
        .executableTarget(
            name: "WaypointOverridesFuzz",
            dependencies: ["WaypointManifest", .product(name: "Waypoint", package: "Waypoint")],
            exclude: ["Seeds", "overrides.dict"],
            swiftSettings: settings
        ),

        .testTarget(
            name: "WaypointCLITests",
            dependencies: ["WaypointCLI", "WaypointManifest", .product(name: "WaypointRoutes", package: "Waypoint")],
            exclude: ["Fixtures", "Golden"],
            swiftSettings: settings
        ),
        .testTarget(
            name: "WaypointInspectorTests",
            dependencies: [
                "WaypointInspector", .product(name: "Waypoint", package: "Waypoint"),
                .product(name: "WaypointTesting", package: "Waypoint"),
            ],
            swiftSettings: settings
        ),
    ]
)
