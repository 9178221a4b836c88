#!/usr/bin/env bash
# The whole test suite: static checks and the build, then every test level (unit, int, e2e, browser).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh

# The type checks and the build each keep one core busy: run the static steps side by side (the server's and the
# UI's type checks apart, so neither waits for the other), each into its own log, then show every log and stop if
# any step failed.
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
declare -A pids
for step in lint typecheck:server typecheck:ui depcruise build; do
  npm run --silent "$step" >"$logs/$step.log" 2>&1 &
  pids[$step]=$!
done
failed=()
for step in lint typecheck:server typecheck:ui depcruise build; do
  if wait "${pids[$step]}"; then status=ok; else status=FAILED; failed+=("$step"); fi
  echo "── npm run $step: $status"
  if [ "$status" = FAILED ] || [ -n "${VERBOSE:-}" ]; then cat "$logs/$step.log"; fi
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "Static checks failed: ${failed[*]}" >&2
  exit 1
fi

npx vitest run "$@"
