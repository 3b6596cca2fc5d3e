#!/usr/bin/env bash
# The core targets build in release with zero warnings, and their machine code is printed
# (scripts/code-size: the `.text` sum behind issue 22's 1.0 MB budget, not yet enforced).
# A release build's optimiser runs its own region analysis: it once refused code (a non-Sendable
# value captured in an autoclosure) that every debug build and the SDK check accepted.
set -euo pipefail
scratch="${WAYPOINT_RELEASE_SCRATCH:-.build-release}"
log=$(mktemp)
swift build -c release --scratch-path "$scratch" --target Waypoint 2>&1 | tee "$log"
if grep -E '/Sources/[^:]*:[0-9]+:[0-9]+: warning:' "$log"; then
  echo "error: warnings in a release build of the core targets" >&2
  exit 1
fi
rm -f "$log"
WAYPOINT_RELEASE_SCRATCH="$scratch" scripts/code-size
