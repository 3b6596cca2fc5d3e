#!/usr/bin/env bash
# Apple-only hosts cannot be type-checked on Linux; make sure every file at least parses.
set -euo pipefail
status=0
for file in $(find Sources/WaypointUIKit Sources/WaypointSwiftUI -name '*.swift' | sort); do
  head -n 1 "$file" | grep -Eq '^#if canImport\((UIKit|SwiftUI)\)' || { echo "error: $file is not wrapped in #if canImport(...)" >&2; status=1; }
  swiftc -parse "$file" || status=1
done
exit $status
