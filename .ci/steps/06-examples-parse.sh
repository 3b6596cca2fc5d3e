#!/usr/bin/env bash
# The example apps (Examples/*.swiftpm, App Playgrounds with an `.iOSApplication` product) build
# only against an iOS SDK. Here: every Swift file under Examples/ parses, manifests included; each
# app declares an iOS app; the bank's platform-free core they share (the local package
# Examples/BankCore, which imports only Waypoint) builds in the Swift 6 language mode with its
# warnings as errors, and its tests (the modules' routes and screens, restoration) pass; and no
# target of this package reaches into Examples/.
set -euo pipefail
shopt -s nullglob
apps=(Examples/*.swiftpm)
if [ ${#apps[@]} -lt 2 ]; then
  echo "error: expected at least two example apps in Examples/*.swiftpm, found ${#apps[@]}" >&2
  exit 1
fi
core=Examples/BankCore
scratch="${WAYPOINT_EXAMPLES_SCRATCH:-.build-examples}"

status=0
count=0
while IFS= read -r file; do
  swiftc -parse "$file" || { echo "error: $file does not parse" >&2; status=1; }
  count=$((count + 1))
done < <(find Examples -name '*.swift' -not -path '*/.build*' -not -path '*/.swiftpm/*' | sort)
echo "parsed $count Swift files under Examples/ (${#apps[@]} example apps and $core)"

for app in "${apps[@]}"; do
  manifest="$app/Package.swift"
  grep -q '^import AppleProductTypes' "$manifest" && grep -q '\.iOSApplication(' "$manifest" \
    || { echo "error: $manifest declares no .iOSApplication product (import AppleProductTypes)" >&2; status=1; }
  grep -q '\.package(path: "\.\./BankCore")' "$manifest" \
    || { echo "error: $manifest does not depend on ../BankCore" >&2; status=1; }
  if [ -d "$app/Sources/Bank" ]; then
    echo "error: $app/Sources/Bank is back; the shared core lives in $core" >&2
    status=1
  fi
done

# SwiftPM names a path dependency after its folder: a checkout folder called BankCore would
# collide with the example package.
if [ "$(basename "$PWD" | tr '[:upper:]' '[:lower:]')" = bankcore ]; then
  echo "error: the checkout's folder is named $(basename "$PWD"), as $core; rename it to build $core" >&2
  exit 1
fi
# BANKCORE_WARNINGS_AS_ERRORS=1: the manifest adds -warnings-as-errors to the BankCore target only.
started=$SECONDS
log=$(mktemp)
if BANKCORE_WARNINGS_AS_ERRORS=1 swift build --build-tests --package-path "$core" --scratch-path "$scratch" >"$log" 2>&1; then
  tail -n 1 "$log"
else
  cat "$log" >&2
  echo "error: $core does not build (Swift 6, warnings as errors)" >&2
  status=1
fi
if grep -E "$core/.*(warning|error):" "$log" >&2; then
  echo "error: $core has warnings or errors (above)" >&2
  status=1
fi
rm -f "$log"
echo "built $core against Waypoint in $((SECONDS - started))s (scratch $scratch)"
if [ $status -eq 0 ]; then
  tests=$(mktemp)
  if BANKCORE_WARNINGS_AS_ERRORS=1 swift test --skip-build --package-path "$core" --scratch-path "$scratch" >"$tests" 2>&1; then
    grep -E '^✔ Test run' "$tests" || tail -n 1 "$tests"
  else
    cat "$tests" >&2
    echo "error: the tests of $core fail" >&2
    status=1
  fi
  rm -f "$tests"
fi

inside=$(swift package describe --type json | python3 -c '
import json, sys
print("\n".join(t["path"] for t in json.load(sys.stdin)["targets"] if t["path"].startswith("Examples")))')
if [ -n "$inside" ]; then
  echo "error: targets of Package.swift inside Examples/: $inside" >&2
  status=1
fi
exit $status
