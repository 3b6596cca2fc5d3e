#!/usr/bin/env bash
# Model-checks the navigator's protocol with spin (Models/README.md): no deadlock, no
# gesture lost, settled means shown, every settle() answered. About a minute on 2 cores.
set -euo pipefail
command -v spin > /dev/null || (apt-get update && apt-get install -y spin)
Models/verify.sh
