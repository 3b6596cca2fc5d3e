#!/usr/bin/env bash
# Benchmarks smoke run: build the nested Benchmarks package in release, run every suite once with
# tiny iterations (no timing verdicts), and check that `--json` prints valid JSON.
# WAYPOINT_BENCH_SCRATCH overrides the build folder (default: Benchmarks/.build).
set -euo pipefail

scratch="${WAYPOINT_BENCH_SCRATCH:-Benchmarks/.build}"
swift build -c release --package-path Benchmarks --scratch-path "$scratch"
bin="$(swift build -c release --package-path Benchmarks --scratch-path "$scratch" --show-bin-path)/waypoint-benchmarks"

suites=$("$bin" suites)
for suite in $suites; do
  echo "--- $suite --quick"
  "$bin" "$suite" --quick
  echo "--- $suite --quick --json"
  "$bin" "$suite" --quick --json | python3 -m json.tool > /dev/null
done
