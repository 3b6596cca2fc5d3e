// swift-tools-version: 6.1
import PackageDescription

// A nested package, so that users of Waypoint never resolve the benchmarks' dependencies.
//
// Each suite is one benchmark executable of ordo-one/benchmark (package-benchmark) in a folder
// of its own right here (`Routes/`, `Navigation/`, …: the plugin finds benchmark targets by their
// parent folder being named `Benchmarks`). `swift package benchmark` runs them all;
// `waypoint-benchmark-report` turns one run's export into the rows and goal lines we judge by.
let settings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

/// A suite: a benchmark executable in the folder of the same name.
@MainActor
func suite(_ name: String, _ dependencies: [Target.Dependency]) -> Target {
    .executableTarget(
        name: name,
        dependencies: [.product(name: "Benchmark", package: "benchmark"), "BenchmarkFixtures"] + dependencies,
        path: name,
        swiftSettings: settings,
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}

let package = Package(
    name: "WaypointBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Waypoint", path: ".."),
        .package(url: "https://github.com/vapor/routing-kit", from: "4.9.3"),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // What every suite and the report share: the generated route tables, their workloads,
        // the benchmark names (subject, scenario, n) and the goals.
        .target(
            name: "BenchmarkFixtures",
            dependencies: [.product(name: "WaypointRoutes", package: "Waypoint")],
            swiftSettings: settings
        ),
        suite("Routes", [
            .product(name: "WaypointRoutes", package: "Waypoint"),
            .product(name: "RoutingKit", package: "routing-kit"),
        ]),
        suite("Navigation", [.product(name: "WaypointNavigation", package: "Waypoint")]),
        suite("DeepLinks", [.product(name: "Waypoint", package: "Waypoint")]),
        suite("Hub", [.product(name: "Waypoint", package: "Waypoint")]),
        suite("Flows", [.product(name: "Waypoint", package: "Waypoint")]),
        .executableTarget(
            name: "waypoint-benchmark-report",
            dependencies: ["BenchmarkFixtures"],
            swiftSettings: settings
        ),
    ]
)
