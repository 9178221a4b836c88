#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; install it when it is missing.
set -euo pipefail
if command -v chromium >/dev/null 2>&1 || [ -n "${CHROMIUM_PATH:-}" ]; then
  exit 0
fi
echo "Installing Chromium from Debian's packages for the browser tests..."
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
