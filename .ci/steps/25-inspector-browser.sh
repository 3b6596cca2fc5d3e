#!/usr/bin/env bash
# The live inspector in a real browser: `waypoint-demo-inspector --port 0` (the demo behind the
# inspector, in the nested Tools package) serves the page; headless Chromium (Debian's package,
# installed if missing) checks that the tree shows the demo's screens, that the "Next step"
# button changes it, and that a typed URL shows its plan. WAYPOINT_TOOLS_SCRATCH is the Tools
# package's build folder (default: .build-tools).
set -euo pipefail

chromium=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$chromium" ]; then
  timeout 600 apt-get update -qq
  DEBIAN_FRONTEND=noninteractive timeout 900 apt-get install -y -qq chromium >/dev/null
  chromium=$(command -v chromium)
fi

tools=(--package-path Tools --scratch-path "${WAYPOINT_TOOLS_SCRATCH:-.build-tools}")
swift build "${tools[@]}" --product waypoint-demo-inspector
bin="$(swift build "${tools[@]}" --show-bin-path)/waypoint-demo-inspector"
out=$(mktemp)
"$bin" --port 0 >"$out" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; rm -f "$out"' EXIT

for _ in $(seq 1 100); do
  [ -s "$out" ] && break
  sleep 0.1
done
url=$(head -n 1 "$out")
case "$url" in
  http://127.0.0.1:*/\?token=*) echo "inspector at ${url%%\?*}" ;;
  *) echo "error: the first line is not the page's URL: $url" >&2; exit 1 ;;
esac

timeout 120 python3 .ci/browser/inspector_check.py "$chromium" "$url" "${INSPECTOR_SCREENSHOT:-}"
