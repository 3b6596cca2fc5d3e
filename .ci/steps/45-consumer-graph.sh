#!/usr/bin/env bash
# An app's dependency graph holds only what it uses: a consumer package, made here in a temporary
# folder, depends on this checkout by path and uses the products an app adds (`Waypoint`,
# `WaypointUIKit`, `WaypointSwiftUI` in a library target, `WaypointTesting` in its test target).
# `swift package resolve` must pin no package but xctest-dynamic-overlay (WaypointTesting's one
# dependency) and check out nothing else; the library target must build. The tools (the CLI, the
# inspector, the fuzzers) live in the nested package Tools/, whose dependencies SwiftPM never
# resolves for a consumer; the root's test-only dependencies are not resolved for one either.
# WAYPOINT_CONSUMER_SCRATCH keeps the consumer's build folder (default: a temporary one).
set -euo pipefail

allowed=(xctest-dynamic-overlay)
checkout=$PWD
work=$(mktemp -d "${TMPDIR:-/tmp}/waypoint-consumer.XXXXXX")
trap 'rm -rf "$work"' EXIT
consumer="$work/ConsumerApp"
scratch="${WAYPOINT_CONSUMER_SCRATCH:-$work/build}"
mkdir -p "$consumer/Sources/ConsumerApp" "$consumer/Tests/ConsumerAppTests"

cat > "$consumer/Package.swift" <<EOF
// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "ConsumerApp",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        .package(name: "Waypoint", path: "$checkout"),
    ],
    targets: [
        .target(
            name: "ConsumerApp",
            dependencies: [
                .product(name: "Waypoint", package: "Waypoint"),
                .product(name: "WaypointUIKit", package: "Waypoint"),
                .product(name: "WaypointSwiftUI", package: "Waypoint"),
            ]
        ),
        .testTarget(
            name: "ConsumerAppTests",
            dependencies: ["ConsumerApp", .product(name: "WaypointTesting", package: "Waypoint")]
        ),
    ]
)
EOF
cat > "$consumer/Sources/ConsumerApp/App.swift" <<'EOF'
public import Waypoint
import WaypointSwiftUI
import WaypointUIKit

/// The app's one navigator, on the in-memory host where UIKit and SwiftUI are missing.
@MainActor public func makeNavigator() -> Navigator {
    Navigator(host: InMemoryHost())
}
EOF
cat > "$consumer/Tests/ConsumerAppTests/AppTests.swift" <<'EOF'
import ConsumerApp
import Testing
import WaypointTesting

@Test @MainActor func theAppMakesANavigator() {
    _ = makeNavigator()
}
EOF

swift package resolve --package-path "$consumer" --scratch-path "$scratch"
resolved="$consumer/Package.resolved"
echo "--- the consumer's Package.resolved"
if [ -f "$resolved" ]; then cat "$resolved"; else echo "(none: no package pinned)"; fi

status=0
pins=$([ -f "$resolved" ] && python3 -c '
import json, sys
print("\n".join(pin["identity"] for pin in json.load(open(sys.argv[1])).get("pins", [])))' "$resolved" || true)
checkouts=$(ls "$scratch/checkouts" 2>/dev/null || true)
for name in $pins; do
  if [[ ! " ${allowed[*]} " == *" $name "* ]]; then
    echo "error: a consumer of Waypoint pins $name in its Package.resolved (only ${allowed[*]} is allowed)" >&2
    status=1
  fi
done
for name in $checkouts; do
  if [[ ! " ${allowed[*]} " == *" $name "* ]]; then
    echo "error: a consumer of Waypoint checks out $name (only ${allowed[*]} is allowed)" >&2
    status=1
  fi
done
[ $status -eq 0 ] || exit $status

swift build --package-path "$consumer" --scratch-path "$scratch" --target ConsumerApp
echo "a consumer of Waypoint, WaypointUIKit, WaypointSwiftUI and WaypointTesting resolves only: ${pins:-nothing}"
