#!/usr/bin/env bash
# The documented commands must work as written: run every `swift run … waypoint …` line of the
# `sh` blocks of the article *The waypoint tool* (the tool lives in the nested Tools package:
# `swift run --package-path Tools waypoint …`), then check the tool's exit codes on the example
# and broken manifests. WAYPOINT_TOOLS_SCRATCH is the Tools package's build folder (default:
# .build-tools, as .ci/run and 08-tools-tests.sh build it).
set -euo pipefail

scratch=(--scratch-path "${WAYPOINT_TOOLS_SCRATCH:-.build-tools}")

article=Sources/WaypointRoutes/Documentation.docc/Articles/TheWaypointTool.md
commands=$(awk '/^```sh/ { block = 1; next } /^```/ { block = 0 } block && /^swift run ([^ ]+ )*waypoint / { print }' "$article")
if [ -z "$commands" ]; then
  echo "error: no \`swift run … waypoint\` command in $article" >&2
  exit 1
fi
while IFS= read -r command; do
  echo "\$ $command"
  bash -c "${command/swift run /swift run ${scratch[*]} }"
done <<< "$commands"

waypoint="$(swift build --package-path Tools "${scratch[@]}" --show-bin-path)/waypoint"
"$waypoint" routes lint Examples/bank-routes.json
"$waypoint" routes lint Tools/Tests/WaypointCLITests/Fixtures/large-bank-routes.json
if "$waypoint" routes lint Tools/Tests/WaypointCLITests/Fixtures/broken-routes.json > /dev/null; then
  echo "error: lint accepted the broken manifest" >&2
  exit 1
fi
"$waypoint" routes match --json Examples/bank-routes.json "nuapp://accounts/42" | python3 -m json.tool > /dev/null
# `list` lists what loaded, then exits 2 when an entry is not a route (the article's table).
status=0
"$waypoint" routes list Tools/Tests/WaypointCLITests/Fixtures/broken-routes.json > /dev/null 2>&1 || status=$?
if [ "$status" -ne 2 ]; then
  echo "error: list exited $status on the broken manifest; the article says 2" >&2
  exit 1
fi
# A route name that clears the screen and forges an `error:` line is printed escaped.
hostile=$(mktemp)
trap 'rm -f "$hostile"' EXIT
echo '{"configuration": {"schemes": ["nuapp"]}, "routes": [{"name": "x\u001b[2J\r\nerror: forged", "pattern": "home"}]}' > "$hostile"
printed=$("$waypoint" routes list "$hostile")
if grep -q $'[\x01-\x08\x0b-\x1f\x7f]' <<< "$printed" || grep -q '^error: forged' <<< "$printed"; then
  echo "error: list printed a control character or a forged line" >&2
  exit 1
fi
