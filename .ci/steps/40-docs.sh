#!/usr/bin/env bash
# DocC for every documented library, warning-free, with the toolchain's own tools only (no
# documentation plugin in Package.swift): build the libraries emitting symbol graphs, then run
# `docc convert --warnings-as-errors` on each catalog with that module's graphs alone.
# Broken ``symbol`` or <doc:article> links in catalogs and `///` comments fail the step.
set -euo pipefail

modules=(WaypointRoutes WaypointNavigation Waypoint WaypointTesting WaypointInspector)
scratch="${WAYPOINT_DOCS_SCRATCH:-.build-docs}"
# Kept inside the scratch path: a module the incremental build skips keeps its graph, and the
# same flag value every run keeps the build incremental.
graphs="$scratch/symbol-graphs"
# The inspector lives in the nested Tools package, built in a scratch folder of its own.
tools_scratch="$scratch-tools"
tools_graphs="$tools_scratch/symbol-graphs"

swift_bin=$(dirname "$(readlink -f "$(command -v swift)")")
docc="${DOCC:-$swift_bin/docc}"
[ -x "$docc" ] || docc=$(command -v docc) || { echo "error: docc not found next to swift nor on PATH" >&2; exit 1; }

out=$(mktemp -d "${TMPDIR:-/tmp}/waypoint-docs.XXXXXX")
trap 'rm -rf "$out"' EXIT

mkdir -p "$graphs" "$tools_graphs"
symbol_flags=(-Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc)
# WaypointTesting builds Waypoint, which builds WaypointRoutes and WaypointNavigation.
swift build --scratch-path "$scratch" --target WaypointTesting "${symbol_flags[@]}" "$PWD/$graphs"
swift build --package-path Tools --scratch-path "$tools_scratch" --target WaypointInspector \
  "${symbol_flags[@]}" "$PWD/$tools_graphs"

status=0
for module in "${modules[@]}"; do
  catalog="Sources/$module/Documentation.docc"
  from="$graphs"
  if [ "$module" = WaypointInspector ]; then catalog="Tools/$catalog"; from="$tools_graphs"; fi
  [ -d "$catalog" ] || { echo "error: $module has no DocC catalog at $catalog" >&2; status=1; continue; }
  [ -f "$from/$module.symbols.json" ] || { echo "error: no symbol graph for $module in $from" >&2; status=1; continue; }
  mkdir -p "$out/graphs/$module"
  if [ "$module" = WaypointTesting ]; then
    # WaypointTesting re-exports Waypoint (a test needs one import), so its graph holds all of
    # Waypoint too: its catalog documents only what WaypointTesting adds.
    python3 - "$from/Waypoint.symbols.json" "$from/$module.symbols.json" "$out/graphs/$module/$module.symbols.json" <<'PY'
import json, sys
reexported, graph = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))
inherited = {symbol["identifier"]["precise"] for symbol in reexported["symbols"]}
def own_symbol(symbol):
    uri = symbol.get("location", {}).get("uri", "")
    return symbol["identifier"]["precise"] not in inherited and (not uri or "/Sources/WaypointTesting/" in uri)
graph["symbols"] = [symbol for symbol in graph["symbols"] if own_symbol(symbol)]
own = {symbol["identifier"]["precise"] for symbol in graph["symbols"]}
graph["relationships"] = [relation for relation in graph["relationships"] if relation["source"] in own]
json.dump(graph, open(sys.argv[3], "w"))
PY
  else
    cp "$from/$module.symbols.json" "$out/graphs/$module/"
  fi
  cp "$from/$module"@*.symbols.json "$out/graphs/$module/" 2>/dev/null || true
  echo "docc: $module"
  "$docc" convert "$catalog" \
    --additional-symbol-graph-dir "$out/graphs/$module" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.waypoint.$module" \
    --warnings-as-errors \
    --output-path "$out/$module.doccarchive" || status=1
done

[ "$status" -eq 0 ] && echo "docs: ${modules[*]} build without warnings"
exit "$status"
