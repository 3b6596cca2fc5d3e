#!/usr/bin/env bash
# The example apps (Examples/*.swiftpm, App Playgrounds with an `.iOSApplication` product) build
# only against an iOS SDK. Here: every Swift file in them parses, Package.swift included; each
# declares an iOS app; their platform-free core (Sources/Bank/, identical in every example that
# has one) type-checks in the Swift 6 language mode, warnings as errors, against this package's
# modules; and no target of this package reaches into Examples/.
set -euo pipefail
shopt -s nullglob
apps=(Examples/*.swiftpm)
if [ ${#apps[@]} -lt 2 ]; then
  echo "error: expected at least two example apps in Examples/*.swiftpm, found ${#apps[@]}" >&2
  exit 1
fi

status=0
count=0
while IFS= read -r file; do
  swiftc -parse "$file" || { echo "error: $file does not parse" >&2; status=1; }
  count=$((count + 1))
done < <(find "${apps[@]}" -name '*.swift' -not -path '*/.build/*' -not -path '*/.swiftpm/*' | sort)
echo "parsed $count Swift files in ${#apps[@]} example apps"

for app in "${apps[@]}"; do
  manifest="$app/Package.swift"
  grep -q '^import AppleProductTypes' "$manifest" && grep -q '\.iOSApplication(' "$manifest" \
    || { echo "error: $manifest declares no .iOSApplication product (import AppleProductTypes)" >&2; status=1; }
done

cores=()
for app in "${apps[@]}"; do [ -d "$app/Sources/Bank" ] && cores+=("$app/Sources/Bank"); done
for core in "${cores[@]:1}"; do
  diff -r "${cores[0]}" "$core" \
    || { echo "error: $core differs from ${cores[0]}; the shared core must stay identical" >&2; status=1; }
done
if [ ${#cores[@]} -gt 0 ]; then
  swift build --target Waypoint 2>&1 | tail -n 1
  modules="$(swift build --show-bin-path)/Modules"
  for core in "${cores[@]}"; do
    files=()
    while IFS= read -r file; do files+=("$file"); done < <(find "$core" -name '*.swift' | sort)
    swiftc -typecheck -swift-version 6 -parse-as-library -warnings-as-errors -I "$modules" "${files[@]}" \
      || { echo "error: $core does not type-check against Waypoint" >&2; status=1; }
  done
  echo "type-checked ${#cores[@]} platform-free cores against Waypoint"
fi

inside=$(swift package describe --type json | python3 -c '
import json, sys
print("\n".join(t["path"] for t in json.load(sys.stdin)["targets"] if t["path"].startswith("Examples")))')
if [ -n "$inside" ]; then
  echo "error: targets of Package.swift inside Examples/: $inside" >&2
  status=1
fi
exit $status
