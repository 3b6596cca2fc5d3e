#!/usr/bin/env bash
# The real-SDK check: type-checks every Apple-facing module (the library targets, the UIKit and
# SwiftUI hosts, every example app and the README's UI snippets) against an iOS SDK, with the
# Swift 6 language mode and the compiler's data-race passes (../shared/scripts/ios-typecheck;
# CONTRIBUTING.md says how to get an SDK). CI machines have no SDK: the step runs when
# WAYPOINT_IOS_SDK names an iPhoneOS*.sdk folder and otherwise says why it skipped.
#
# Fails on any error and on any warning in our sources except the one the SDK's older standard
# library causes (ShapeProbe's `nonisolated(unsafe)`, which Swift 6.2 and later need; see there).
set -euo pipefail
sdk="${WAYPOINT_IOS_SDK:-}"
script="${WAYPOINT_IOS_TYPECHECK:-../shared/scripts/ios-typecheck}"
if [ -z "$sdk" ]; then
  echo "skipped: WAYPOINT_IOS_SDK is not set (it names an iPhoneOS*.sdk folder; CI machines have none)"
  exit 0
fi
if [ ! -f "$sdk/SDKSettings.json" ]; then
  echo "error: WAYPOINT_IOS_SDK=$sdk is not an SDK folder (no SDKSettings.json)" >&2
  exit 1
fi
if [ ! -x "$script" ]; then
  echo "error: no type-check script at $script (set WAYPOINT_IOS_TYPECHECK)" >&2
  exit 1
fi

work="${WAYPOINT_IOS_WORK:-.build-ios}"
mkdir -p "$work"
work="$(cd "$work" && pwd)"  # absolute from here on: WAYPOINT_IOS_WORK may be either
# The script reads WaypointTesting's one dependency from a checkout of its own; SwiftPM's copy
# sits under .build/, which the script's source search leaves out, so give it a copy outside.
if [ -z "${XCTEST_DYNAMIC_OVERLAY:-}" ] && [ -d .build/checkouts/xctest-dynamic-overlay ]; then
  rm -rf "$work/xctest-dynamic-overlay"
  cp -R .build/checkouts/xctest-dynamic-overlay "$work/xctest-dynamic-overlay"
  export XCTEST_DYNAMIC_OVERLAY="$work/xctest-dynamic-overlay"
fi

# The script compiles our modules with the upcoming features it knows; give it the package's own
# (Package.swift's `settings`), so that the SDK check sees what Xcode will.
features=$(grep -o 'enableUpcomingFeature("[A-Za-z]*")' Package.swift | sed 's/.*("\(.*\)")/\1/' | sort -u)
flags="-package-name waypoint"
for feature in $features; do flags+=" -enable-upcoming-feature $feature"; done
patched="$work/ios-typecheck"
sed "s/^WAYPOINT=(.*)\$/WAYPOINT=($flags)/" "$script" >"$patched"
chmod +x "$patched"
grep -q "^WAYPOINT=($flags)\$" "$patched" || { echo "error: could not set the package's features in $script" >&2; exit 1; }

# The script lists the example apps it knows; every other Examples/NAME.swiftpm is added beside
# them (its AppModule, against the library modules and BankCore), so a new app is checked too.
for app in Examples/*.swiftpm; do
  name=$(basename "$app" .swiftpm)
  grep -q "^build $name\.swiftpm " "$patched" && continue
  line="build $name.swiftpm AppModule \"\$WORK/apps/$name\" -package-name $(tr '[:upper:]' '[:lower:]' <<<"$name") -- \"\$SRC/Examples/$name.swiftpm/Sources\""
  awk -v line="$line" '/^build BankUIKit\.swiftpm /{print; print line; next} {print}' "$patched" >"$patched.new"
  mv "$patched.new" "$patched"
  chmod +x "$patched"
  grep -q "^build $name\.swiftpm " "$patched" || { echo "error: could not add $app to $script" >&2; exit 1; }
done

status=0
WORK="$work/scratch" "$patched" . "$sdk" || status=$?
log="$work/scratch/run.log"
summary=$(sed -n '/^== summary/,$p' "$log")
if ! grep -q 'WaypointUIKit: [0-9]* files' <<<"$summary"; then
  echo "error: the check did not reach the UIKit host (see $log)" >&2
  exit 1
fi
if grep -q 'skipped' <<<"$summary"; then
  echo "error: a module was skipped (see $log)" >&2
  status=1
fi
unexpected=$(grep -E '^ +[^ ].*:[0-9]+:[0-9]+: warning:' "$log" \
  | grep -v -E 'Sources/WaypointRoutes/Typed/ShapeProbe\.swift:[0-9]+:[0-9]+: warning: .nonisolated\(unsafe\). is unnecessary' \
  | sort -u || true)
if [ -n "$unexpected" ]; then
  echo "error: warnings against $(basename "$sdk"):" >&2
  echo "$unexpected" >&2
  status=1
fi
[ $status -eq 0 ] && echo "the Apple-facing code type-checks against $(basename "$sdk") with no unexpected warning"
exit $status
