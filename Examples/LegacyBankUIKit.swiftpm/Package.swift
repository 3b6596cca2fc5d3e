// swift-tools-version: 6.0

// An App Playground: open this folder in Xcode (File ▸ Open…) and run the LegacyBankUIKit app on an
// iOS simulator. An existing UIKit app (its own tab bar controller, view controllers and
// coordinators) that adopts Waypoint for one tab. Swift 6 language mode (tools version 6.0).

import PackageDescription
import AppleProductTypes

let package = Package(
    name: "LegacyBankUIKit",
    platforms: [
        .iOS("17.0")
    ],
    products: [
        .iOSApplication(
            name: "LegacyBankUIKit",
            targets: ["AppModule"],
            bundleIdentifier: "com.example.waypoint.LegacyBankUIKit",
            teamIdentifier: "",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .coins),
            accentColor: .presetColor(.blue),
            supportedDeviceFamilies: [
                .pad,
                .phone
            ],
            supportedInterfaceOrientations: [
                .portrait,
                .landscapeRight,
                .landscapeLeft,
                .portraitUpsideDown(.when(deviceFamilies: [.pad]))
            ],
            // A single window.
            additionalInfoPlistContentFilePath: "Info.plist"
        )
    ],
    dependencies: [
        // The Waypoint repository this example lives in; `name:` lets the products below find
        // it whatever the checkout's folder is called.
        .package(name: "Waypoint", path: "../.."),
        // The bank's platform-free core, shared with the other example apps: its destinations.
        .package(path: "../BankCore"),
    ],
    targets: [
        .executableTarget(
            name: "AppModule",
            dependencies: [
                .product(name: "Waypoint", package: "Waypoint"),
                .product(name: "WaypointUIKit", package: "Waypoint"),
                .product(name: "BankCore", package: "BankCore"),
            ],
            path: "Sources"
        )
    ]
)
