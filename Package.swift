// swift-tools-version: 6.1
import PackageDescription

// One settings list for every target: Swift 6 language mode with strict concurrency.
let settings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
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
        // The demo bank app's script, a product only so that the inspector's demo in the nested
        // Tools package can play it; it depends on Waypoint, and on WaypointTesting for the flow
        // tooling its flow-engine scene shows (a flow checked and drawn as a graph).
        .library(name: "BankDemo", targets: ["BankDemo"]),
        .executable(name: "waypoint-demo", targets: ["waypoint-demo"]),
    ],
    // An app resolves only the dependencies of the products it uses: xctest-dynamic-overlay, for
    // WaypointTesting. The tools (the `waypoint` CLI, the inspector, the fuzzers) live in the
    // nested package Tools/ with their own dependencies; .ci/steps/45-consumer-graph.sh checks.
    dependencies: [
        // Only the test targets use it, so SwiftPM never resolves it for an app.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
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
        .target(name: "WaypointUIKit", dependencies: ["Waypoint"], swiftSettings: settings),
        .target(name: "WaypointSwiftUI", dependencies: ["Waypoint"], swiftSettings: settings),
        // The demo bank app on the in-memory host (`swift run waypoint-demo`); its script is a
        // library so tests compare its transcript with the golden file (and Tools/ plays it
        // behind the inspector: `swift run --package-path Tools waypoint-demo-inspector`).
        .target(name: "BankDemo", dependencies: ["Waypoint", "WaypointTesting"], swiftSettings: settings),
        .executableTarget(name: "waypoint-demo", dependencies: ["BankDemo"], swiftSettings: settings),

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
            name: "WaypointNavigationTests",
            dependencies: [
                "WaypointNavigation", "WaypointTesting", "WaypointTestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: settings
        ),
        .testTarget(
            name: "WaypointTestingTests",
            dependencies: ["WaypointTesting", "Waypoint"],
            swiftSettings: settings
        ),
        .testTarget(name: "BankDemoTests", dependencies: ["BankDemo", "WaypointTesting"], exclude: ["Golden"], swiftSettings: settings),
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
