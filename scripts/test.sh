#!/usr/bin/env bash
# Every test, as `npm test` and CI run it: the Debian packages the e2e tests drive, then the
# typecheck, the linter and the unit tests beside the end-to-end tests with real browsers and
# servers, then the few end-to-end tests that must run alone. Ends with
# one line `N passed, N failed` (all vitest tests; a failed typecheck or lint counts as one failure
# each) and exits non-zero when anything failed.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-deps.sh
[[ -d node_modules ]] || npm install

results="$(mktemp -d)"
trap 'rm -rf "$results"' EXIT
failed_steps=()

# The static checks, beside the tests (their output is printed after the e2e tests'): the e2e
# group's first minute, its global setup and first browser starts, leaves part of the CPU idle.
# The typecheck: the build half, the browser half (each may import only itself and contract/),
# then the tests that see both; every config is checked even after one fails. The lint: oxlint,
# with the import boundaries between cli/, runtime/, contract/ and the UI (.oxlintrc.json). Exits
# with 1 for a failed typecheck, 2 for a failed lint, 3 for both.
static_checks() {
  local status=0
  echo "== typecheck"
  for config in tsconfig.cli.json tsconfig.runtime.json tsconfig.json; do
    echo "-- $config"
    npx tsc -p "$config" || status=1
  done
  echo "== lint"
  npx oxlint || status=$((status | 2))
  return "$status"
}
static_checks >"$results/static.log" 2>&1 &
static_pid=$!

# A project's run, with its JSON report for the sums below; more vitest options after the name.
run_project() {
  local project="$1"
  shift
  npx vitest run --project "$project" --passWithNoTests \
    --reporter=default --reporter=json --outputFile.json="$results/$project.json" "$@"
}

# The unit tests run beside the e2e parallel group, which spends much of its time waiting on streams
# playing in real time and leaves part of the CPU idle (README, Testing, has the figures): half
# the cores at most (1 of 2). Not at a lower priority: a few unit files time real processes (two
# builds' lock in dist-concurrent, doctor's start in preview-badges) and failed when the browsers
# starved them at nice 19. Their output is held until the e2e files are done, so that the two do
# not interleave.
echo "== unit tests, beside the e2e tests (their output follows the e2e tests')"
run_project unit --maxWorkers=50% >"$results/unit.log" 2>&1 &
unit_pid=$!
echo "== e2e tests"
run_project e2e || failed_steps+=(e2e)
unit_ok=1
wait "$unit_pid" || unit_ok=0
echo "== unit tests (they ran beside the e2e tests)"
cat "$results/unit.log"
((unit_ok)) || failed_steps+=(unit)
static_status=0
wait "$static_pid" || static_status=$?
echo "== typecheck and lint (they ran beside the tests)"
cat "$results/static.log"
if ((static_status & 1)); then failed_steps+=(typecheck); fi
if ((static_status & 2)); then failed_steps+=(lint); fi

# e2e-serial: the few e2e files that time real audio, two at a time once everything else is done
# (vitest.config.ts).
echo "== e2e-serial tests"
run_project e2e-serial || failed_steps+=(e2e-serial)

# The ten slowest files, so the next slowdown is seen where it happens. The reports are kept in
# test-results/reports/ (`npm run test:durations` reads the e2e files' times from them).
node scripts/slowest-files.js "$results"/{unit,e2e,e2e-serial}.json || true
mkdir -p test-results/reports && cp "$results"/*.json test-results/reports/ 2>/dev/null || true

# What failed, and the closing line `N passed, N failed` (scripts/run-summary.js).
node scripts/run-summary.js "$results" "${failed_steps[@]}"

((${#failed_steps[@]} == 0))
