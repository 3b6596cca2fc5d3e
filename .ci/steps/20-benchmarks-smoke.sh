#!/usr/bin/env bash
# Benchmarks smoke run: build the nested Benchmarks package (package-benchmark) in release with no
# warnings in our sources, run every suite for a few iterations (WAYPOINT_BENCHMARK_QUICK=1: the
# suites still check their subjects' answers; the figures mean nothing), export the run, and
# check that the report reads it: tables, the goal lines (listed, not judged) and valid JSON.
# WAYPOINT_BENCH_SCRATCH overrides the build folder (default: Benchmarks/.build).
set -euo pipefail

scratch="$(cd Benchmarks && mkdir -p "${WAYPOINT_BENCH_SCRATCH:-.build}" && cd "${WAYPOINT_BENCH_SCRATCH:-.build}" && pwd)"
package=(swift package --package-path Benchmarks --scratch-path "$scratch")

log="$scratch/benchmarks-build.log"
swift build -c release --package-path Benchmarks --scratch-path "$scratch" 2>&1 | tee "$log"
if grep -E '/Benchmarks/(Routes|Navigation|Hub|DeepLinks|Flows|Sources)/[^:]*:[0-9]+:[0-9]+: warning:' "$log"; then
  echo "error: warnings in the benchmarks' sources" >&2
  exit 1
fi

# The first plugin call builds package-benchmark's own tool (about 2 minutes on 2 cores); listing
# the benchmarks also proves every suite registers them.
"${package[@]}" benchmark list

export_dir="$scratch/smoke-export"
rm -rf "$export_dir"
# Bounded: about a minute on 2 cores (five suites, 50 ms or 5 iterations per benchmark).
WAYPOINT_BENCHMARK_QUICK=1 timeout 300 "${package[@]}" --allow-writing-to-package-directory \
  benchmark --format influx --path "$export_dir" --no-progress
export_file="$export_dir/Current_run.influx.csv"
test -s "$export_file"

report="$(swift build -c release --package-path Benchmarks --scratch-path "$scratch" --show-bin-path)/waypoint-benchmark-report"
"$report" "$export_file" --quick
"$report" "$export_file" --json | python3 -c '
import json, sys
rows = json.load(sys.stdin)
suites = {row["suite"] for row in rows}
missing = {"routes", "navigation", "hub", "deeplinks", "flows"} - suites
if missing:
    sys.exit(f"error: no rows for {sorted(missing)}")
print(f"{len(rows)} rows from {len(suites)} suites")
'
