// swift-tools-version: 6.0

// The example bank's platform-free core, shared by the two App Playgrounds next to it
// (`BankSwiftUI.swiftpm`, `BankUIKit.swiftpm`): it imports only Waypoint, so it also builds on
// Linux. Swift 6 language mode (the default for tools version 6.0).

import PackageDescription

// CI (`.ci/steps/06-examples-parse.sh`) sets BANKCORE_WARNINGS_AS_ERRORS=1 to fail on any warning
// in this target alone; apps that depend on the package never get the flag.
let strict = Context.environment["BANKCORE_WARNINGS_AS_ERRORS"] == "1"

let package = Package(
    name: "BankCore",
    platforms: [
        .iOS("17.0"),
        .macOS("14.0"),
    ],
    products: [
        .library(name: "BankCore", targets: ["BankCore"])
    ],
    dependencies: [
        // The Waypoint repository this example lives in; `name:` lets the product below find it
        // whatever the checkout's folder is called.
        .package(name: "Waypoint", path: "../..")
    ],
    targets: [
        .target(
            name: "BankCore",
            dependencies: [
                .product(name: "Waypoint", package: "Waypoint")
            ],
            swiftSettings: strict ? [.unsafeFlags(["-warnings-as-errors"])] : []
        ),
        // Run on Linux by CI: the modules' routes and screens, with views as strings.
        .testTarget(
            name: "BankCoreTests",
            dependencies: [
                "BankCore",
                .product(name: "Waypoint", package: "Waypoint"),
            ],
            swiftSettings: strict ? [.unsafeFlags(["-warnings-as-errors"])] : []
        ),
    ]
)
