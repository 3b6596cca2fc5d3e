// swift-tools-version: 6.0

// An App Playground: open this folder in Xcode (File ▸ Open…) and run the BankSwiftUI app on an iOS
// simulator. Swift 6 language mode (the default for tools version 6.0).

import PackageDescription
import AppleProductTypes

let package = Package(
    name: "BankSwiftUI",
    platforms: [
        .iOS("17.0")
    ],
    products: [
        .iOSApplication(
            name: "BankSwiftUI",
            targets: ["AppModule"],
            bundleIdentifier: "com.example.waypoint.BankSwiftUI",
            teamIdentifier: "",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .coins),
            accentColor: .presetColor(.green),
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
            // Registers the app's URL scheme (bankswiftui://) and a single window.
            additionalInfoPlistContentFilePath: "Info.plist"
        )
    ],
    dependencies: [
        // The Waypoint repository this example lives in; `name:` lets the products below find
        // it whatever the checkout's folder is called.
        .package(name: "Waypoint", path: "../.."),
        // The bank's platform-free core, shared with the other example app.
        .package(path: "../BankCore"),
    ],
    targets: [
        .executableTarget(
            name: "AppModule",
            dependencies: [
                .product(name: "Waypoint", package: "Waypoint"),
                .product(name: "WaypointSwiftUI", package: "Waypoint"),
                .product(name: "BankCore", package: "BankCore"),
            ],
            path: "Sources"
        )
    ]
)
