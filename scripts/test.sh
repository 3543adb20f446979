#!/usr/bin/env bash
# Every test, as `npm test` and CI run it: the Debian packages the e2e tests drive, then the few
# end-to-end tests that time real audio, then the others with real browsers and servers, with the
# unit tests, the typecheck and the linter beside them. Ends with
# one line `N passed, N failed` (all vitest tests; a failed typecheck or lint counts as one failure
# each) and exits non-zero when anything failed.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-deps.sh
[[ -d node_modules ]] || npm install

# The tests' temp files (station builds, browser profiles, the package's installs) in memory
# where the machine has a tmpfs with room for them (issue 28): on this machine's disk an `npm
# install` of the package spent 8.0 CPU s in the kernel against 2.5 on /dev/shm, and the
# package file 66 → 59 CPU s. TMPDIR set by the caller is kept.
memory_tmp=''
if [[ -z "${TMPDIR:-}" && "$(stat -f -c %T /dev/shm 2>/dev/null)" == tmpfs ]] &&
  (($(df --output=avail -B1G /dev/shm 2>/dev/null | tail -1) >= 4)); then
  memory_tmp="$(mktemp -d /dev/shm/radio-embed-tests-XXXXXX)"
  # Open to every user, as /tmp is: Icecast, which refuses root, runs as another user in a folder
  # of its own under it.
  chmod 1777 "$memory_tmp"
  export TMPDIR="$memory_tmp"
  echo "== temp files in memory: $TMPDIR"
fi

results="$(mktemp -d)"
trap 'rm -rf "$results" ${memory_tmp:+"$memory_tmp"}' EXIT
failed_steps=()

# The static checks. The typecheck: the build half, the browser half (each may import only itself
# and contract/), then the tests that see both; every config is checked even after one fails. The
# lint: oxlint, with the import boundaries between cli/, runtime/, contract/ and the UI
# (.oxlintrc.json). Exits with 1 for a failed typecheck, 2 for a failed lint, 3 for both.
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

# A project's run, with its JSON report for the sums below; more vitest options after the name.
run_project() {
  local project="$1"
  shift
  npx vitest run --project "$project" --passWithNoTests \
    --reporter=default --reporter=json --outputFile.json="$results/$project.json" "$@"
}

# The order fills both cores from start to end (README, Testing, has the figures). The serial
# group (e2e-serial: the few files that time real audio, two at a time) goes first: it waits on
# streams playing in real time and keeps a quarter of the CPU busy, so the unit tests run beside
# it (one worker) and the static checks take what is left (nice 19: they yield to the timed
# files). Then the parallel e2e group, which keeps both cores busy, while the unit tests finish.
# Not the unit tests at a lower priority: a few time real processes (two builds' lock in
# dist-concurrent, doctor's start in preview-badges) and failed when browsers starved them at
# nice 19. The unit tests' and static checks' output is held until the e2e files are done, so
# that the outputs do not interleave.
echo "== unit tests and static checks, beside the e2e tests (their output follows the e2e tests')"
run_project unit --maxWorkers=50% >"$results/unit.log" 2>&1 &
unit_pid=$!
nice -n 19 bash -c "$(declare -f static_checks); static_checks" >"$results/static.log" 2>&1 &
static_pid=$!
# Both e2e groups in one vitest run, the serial group first (sequence.groupOrder), so that the
# e2e global setup (the CLI's bundle, the build service, the tones, Firefox's profile) runs once
# and the parallel group starts as soon as the serial one ends: run one after the other, 18 s
# passed between the last serial file's end and the first parallel file's start. Its report is
# split per group for the sums below (scripts/split-e2e-report.js prints the groups that failed).
echo "== e2e tests: the serial group (beside the unit tests), then the parallel group"
e2e_status=0
npx vitest run --project e2e-serial --project e2e --passWithNoTests \
  --reporter=default --reporter=json --outputFile.json="$results/e2e-all.json" || e2e_status=$?
e2e_failed="$(node scripts/split-e2e-report.js "$results/e2e-all.json" 2>&1)" || e2e_failed=e2e
if ((e2e_status != 0)); then
  # A run that failed with no failed test (it crashed, a file did not load) is the e2e step's.
  [[ -n "$e2e_failed" ]] || e2e_failed=e2e
  mapfile -t e2e_groups <<<"$e2e_failed"
  failed_steps+=("${e2e_groups[@]}")
fi
rm -f "$results/e2e-all.json"
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

# The ten slowest files, so the next slowdown is seen where it happens. The reports are kept in
# test-results/reports/ (`npm run test:durations` reads the e2e files' times from them).
node scripts/slowest-files.js "$results"/{unit,e2e,e2e-serial}.json || true
mkdir -p test-results/reports && cp "$results"/*.json test-results/reports/ 2>/dev/null || true

# What failed, and the closing line `N passed, N failed` (scripts/run-summary.js).
node scripts/run-summary.js "$results" "${failed_steps[@]}"

((${#failed_steps[@]} == 0))
