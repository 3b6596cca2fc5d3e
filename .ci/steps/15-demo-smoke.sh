#!/usr/bin/env bash
# The README's first command: the demo bank app runs to the end and leaves only the main flow alive;
# --help exits 0 and lists every scene, --scene and --quiet work, a bad argument exits 64 (usage).
set -euo pipefail
swift build --product waypoint-demo
demo=$(swift build --product waypoint-demo --show-bin-path)/waypoint-demo

out=$("$demo")
echo "$out" | tail -n 3
echo "$out" | tail -n 1 | grep -qx '⇒ flows in memory: main'

help=$("$demo" --help)
scenes=$(echo "$help" | grep -cE '^ +[0-9]+\. ')
[ "$scenes" -eq "$(echo "$out" | grep -c '^── ')" ] || { echo "--help lists $scenes scenes, the transcript has others"; exit 1; }

one=$("$demo" --scene 9 --quiet)
echo "$one" | grep -q '^set-up: scenes 1–8 played without printing'
echo "$one" | grep -q '^── 9\. '
[ "$(echo "$one" | grep -c '^── ')" -eq 1 ]

status=0
"$demo" --no-such-option 2>/dev/null || status=$?
[ "$status" -eq 64 ] || { echo "a bad argument exited $status, expected 64"; exit 1; }
status=0
"$demo" --scene 99 2>/dev/null || status=$?
[ "$status" -eq 64 ] || { echo "--scene 99 exited $status, expected 64"; exit 1; }
echo "demo smoke: ok ($scenes scenes)"
