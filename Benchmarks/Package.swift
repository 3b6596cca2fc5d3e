// swift-tools-version: 6.1
import PackageDescription

// A nested package, so that users of Waypoint never resolve the benchmarks' dependencies.
let settings: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
]

let package = Package(
    name: "WaypointBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Waypoint", path: ".."),
        .package(url: "https://github.com/vapor/routing-kit", from: "4.9.3"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // glibc's mallinfo2, which Swift's Glibc module does not export: bytes in use, for memory per route.
        .target(name: "MallocCounters"),
        .executableTarget(
            name: "waypoint-benchmarks",
            dependencies: [
                "MallocCounters",
                .product(name: "WaypointRoutes", package: "Waypoint"),
                .product(name: "WaypointNavigation", package: "Waypoint"),
                .product(name: "Waypoint", package: "Waypoint"),
                .product(name: "RoutingKit", package: "routing-kit"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: settings
        ),
    ]
)
