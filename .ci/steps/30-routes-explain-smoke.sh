#!/usr/bin/env bash
# `waypoint routes explain` dry-runs the routing hub: a URL that would start exits 0, a refused
# one exits 1, and an override manifest redirects as documented in the article *Routing hub*
# (Sources/Waypoint/Documentation.docc).
# The tool lives in the nested Tools package; WAYPOINT_TOOLS_SCRATCH is its build folder (default:
# .build-tools, as .ci/run and 08-tools-tests.sh build it).
set -euo pipefail

scratch=(--package-path Tools --scratch-path "${WAYPOINT_TOOLS_SCRATCH:-.build-tools}")
swift build "${scratch[@]}" --product waypoint > /dev/null
waypoint="$(swift build "${scratch[@]}" --show-bin-path)/waypoint"

"$waypoint" routes explain Tools/Tests/WaypointCLITests/Fixtures/large-bank-routes.json "nuapp://home" | grep -q "→ start home"
if "$waypoint" routes explain Tools/Tests/WaypointCLITests/Fixtures/large-bank-routes.json "nuapp://home" --source universalLink > /dev/null; then
  echo "error: an in-app-only route was explained as open to a universal link" >&2
  exit 1
fi
overrides=$(mktemp)
trap 'rm -f "$overrides"' EXIT
echo '{"version": 1, "redirects": [{"from": "old/home", "to": "nuapp://home"}]}' > "$overrides"
"$waypoint" routes explain Tools/Tests/WaypointCLITests/Fixtures/large-bank-routes.json "nuapp://old/home" --overrides "$overrides" \
  | grep -q "redirected nuapp://old/home → nuapp://home by overrides"
# A manifest with an entry that is not a route is refused (status 2), never explained without it.
status=0
"$waypoint" routes explain Tools/Tests/WaypointCLITests/Fixtures/broken-routes.json "nuapp://docs/a/more" > /dev/null 2>&1 || status=$?
if [ "$status" -ne 2 ]; then
  echo "error: explain exited $status on a manifest with invalid routes; expected 2" >&2
  exit 1
fi
# Links as a contract: a release that breaks links fails `diff`; the association file written
# from the demo's table passes its own check.
status=0
"$waypoint" routes diff Examples/bank-routes.json Tools/Tests/WaypointCLITests/Fixtures/diff/bank-routes-broken.json > /dev/null || status=$?
if [ "$status" -ne 1 ]; then
  echo "error: diff exited $status on a release that breaks links; expected 1" >&2
  exit 1
fi
aasa=$(mktemp)
"$waypoint" routes aasa Examples/bank-routes.json --app-id ABCDE12345.example.bank > "$aasa"
"$waypoint" routes aasa Examples/bank-routes.json --check "$aasa" --app-id ABCDE12345.example.bank > /dev/null
rm -f "$aasa"
