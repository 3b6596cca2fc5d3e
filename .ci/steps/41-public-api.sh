#!/usr/bin/env bash
# The public API is a checked artefact: API/<Module>.txt lists each library product's public
# declarations, and this step fails when the code's differ (scripts/public-api rewrites them).
# Runs after the DocC step, whose build with symbol graphs it reuses.
set -euo pipefail
scripts/public-api --check
