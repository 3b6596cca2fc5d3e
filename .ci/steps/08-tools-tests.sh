#!/usr/bin/env bash
# The tests of the nested Tools package (the `waypoint` CLI, the inspector and the demo behind it,
# the fuzzers' replay), which the root's `swift test` does not run: once as they are, once under
# the thread sanitizer, as .ci/run does for the root package. The later steps that run a tool
# build it in the same scratch folder.
# WAYPOINT_TOOLS_SCRATCH overrides the build folder (default: .build-tools; the sanitizer's is
# the same name with -tsan).
set -euo pipefail
scratch="${WAYPOINT_TOOLS_SCRATCH:-.build-tools}"
swift test --package-path Tools --scratch-path "$scratch"
# Under the sanitizer every instruction is several times slower: the socket tests' wall-clock
# bounds are stretched (Tools/Tests/WaypointInspectorTests/Support/TimeBound.swift), still far
# below what a quadratic reader or a stuck server would take.
WAYPOINT_TEST_TIME_SCALE="${WAYPOINT_TEST_TIME_SCALE:-4}" \
  swift test --package-path Tools --sanitize=thread --scratch-path "$scratch-tsan"
