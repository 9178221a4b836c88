#!/usr/bin/env bash
# The whole test suite: static checks, then every test level (unit, int, e2e, browser).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
npm run lint
npm run typecheck
npm run depcruise
npm run build
npx vitest run "$@"
