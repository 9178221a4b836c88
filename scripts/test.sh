#!/usr/bin/env bash
# The whole test suite: the build, then every test level (unit, int, e2e, browser) with the static checks (lint,
# type checks, dependency rules) running beside them. Fails if any test or check failed.
set -euo pipefail
cd "$(dirname "$0")/.."

logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
declare -A pids

# Runs `npm run <step>` in the background into its own log; `start_step <step> idle` runs it at the lowest CPU
# priority, so it takes only the CPU the tests leave.
start_step() {
  if [ "${2:-}" = idle ]; then
    nice -n 19 npm run --silent "$1" >"$logs/$1.log" 2>&1 &
  else
    npm run --silent "$1" >"$logs/$1.log" 2>&1 &
  fi
  pids[$1]=$!
}

# Waits for the given background steps; shows each one's status (and its log if it failed); gives their count of
# failures as its status.
finish_steps() {
  local failed=0 step status
  for step in "$@"; do
    if wait "${pids[$step]}"; then status=ok; else status=FAILED; failed=$((failed + 1)); fi
    echo "── npm run $step: $status"
    if [ "$status" = FAILED ] || [ -n "${VERBOSE:-}" ]; then cat "$logs/$step.log"; fi
  done
  return "$failed"
}

# The browser tests serve the build and drive Debian's Chromium: both are ready before any test starts. The
# Chromium check (an install, on a new machine) waits on the network more than on the CPU, so it runs beside
# the build.
bash scripts/ensure-chromium.sh &
chromium=$!
start_step build
wait "$chromium"
if ! finish_steps build; then
  echo "The build failed" >&2
  exit 1
fi

# The type checks keep a core busy for most of a minute, and the tests leave part of the machine idle while
# they wait on what they started (a paced campaign, a page's answer): the checks run beside the tests rather
# than before them, at the lowest priority, so they fill that idle time instead of slowing the tests.
checks=(lint typecheck:server typecheck:ui depcruise)
for step in "${checks[@]}"; do start_step "$step" idle; done
# Three test files at a time (test/support/test-workers.ts).
tests=0
TEST_WORKERS="${TEST_WORKERS:-3}" npx vitest run "$@" || tests=$?
checks_failed=0
finish_steps "${checks[@]}" || checks_failed=$?
if [ "$checks_failed" -gt 0 ]; then
  echo "Static checks failed: $checks_failed (above)" >&2
  exit 1
fi
exit "$tests"
