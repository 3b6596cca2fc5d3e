#!/usr/bin/env bash
# Apple-only hosts: every file sits inside one #if canImport(...) and parses on any machine (the
# full type-check against an iOS SDK is 07-ios-sdk-typecheck.sh, run where an SDK is at hand).
set -euo pipefail
status=0
for file in $(find Sources/WaypointUIKit Sources/WaypointSwiftUI -name '*.swift' | sort); do
  head -n 1 "$file" | grep -Eq '^#if canImport\((UIKit|SwiftUI)\)' || { echo "error: $file is not wrapped in #if canImport(...)" >&2; status=1; }
  swiftc -parse "$file" || status=1
done
exit $status
