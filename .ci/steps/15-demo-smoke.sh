#!/usr/bin/env bash
# The README's first command: the demo bank app runs to the end and leaves only the main flow alive.
set -euo pipefail
out=$(swift run waypoint-demo)
echo "$out" | tail -n 5
echo "$out" | tail -n 1 | grep -qx 'flows in memory: main'
