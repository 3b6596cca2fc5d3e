#!/usr/bin/env bash
# Our users check out on macOS, whose default file system folds letter case: two paths in git
# that differ only by case (files or folders, e.g. `Sources/Waypoint` and `Sources/waypoint`)
# are one folder there, and SwiftPM then mixes the two targets. Fail if such a pair appears.
set -euo pipefail
collisions=$(git ls-files | awk '
  {
    n = split($0, parts, "/")
    path = ""
    for (i = 1; i <= n; i++) {
      path = (i == 1) ? parts[1] : path "/" parts[i]
      if (!(path in seen)) { seen[path] = 1; print path }
    }
  }' | awk '{ key = tolower($0); if (key in first && first[key] != $0) print first[key] "  ~  " $0; else first[key] = $0 }')
if [ -n "$collisions" ]; then
  echo "error: paths that differ only by letter case (one path on macOS):" >&2
  echo "$collisions" >&2
  exit 1
fi
echo "no case-colliding paths in $(git ls-files | wc -l) tracked files"
