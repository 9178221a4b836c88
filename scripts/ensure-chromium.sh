#!/usr/bin/env bash
# Browser tests drive Debian's Chromium headless shell (benchmarks and the demo video the full Chromium); install
# whichever is missing.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ]; then
  exit 0
fi
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v chromium-headless-shell >/dev/null 2>&1 || missing+=(chromium-headless-shell)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "Installing ${missing[*]} from Debian's packages for the browser tests..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
