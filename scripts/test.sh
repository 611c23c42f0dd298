#!/usr/bin/env bash
# `npm test`: every test of Ribh, ending with one line `N passed, N failed[, N skipped]`.
#
# Suites: the client build and server bundle first; then, side by side, Playwright end-to-end against the built
# server, typecheck and lint (each counts as one test) a little below it in priority, and at a lower priority Vitest
# unit + API on PGlite and the API tests again on a throwaway PostgreSQL 15, both at once (decision 0036).
# Knobs: SKIP_PG=1 skips the PostgreSQL run, SKIP_E2E=1 skips Playwright.
# Exit code: 0 only when every suite ran and nothing failed.
set -uo pipefail # no -e: a failing suite is counted, and the others still run

cd "$(dirname "$0")/.."
root=$(pwd)

run_dir="$root/.tmp/test-run-$$"
rm -rf "$run_dir"
mkdir -p "$run_dir"
tally="$run_dir/tally.jsonl"
e2e_data_dir="$root/.tmp/e2e-data-$(date +%s)-$$"

cleanup() {
  local code=$?
  # An interrupted run stops what it started in the background.
  for pid in ${typecheck_pid:-} ${lint_pid:-} ${postgres_pid:-}; do
    pkill -TERM -P "$pid" 2>/dev/null
    kill -TERM "$pid" 2>/dev/null
  done
  if [ -n "${e2e_pid:-}" ]; then
    pkill -TERM -P "$e2e_pid" 2>/dev/null
    wait "$e2e_pid" 2>/dev/null
  fi
  rm -rf "$run_dir" "$e2e_data_dir"
  exit "$code"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

tally() { node scripts/test-lib/tally.mjs "$tally" "$@"; }
started_at=$(date +%s)
section() { printf '\n==> [%3ss] %s\n' "$(($(date +%s) - started_at))" "$*"; }

section "System packages"
# The headless shell serves the journeys and the bundle-budget test (a Vitest file), so it is needed without them too.
needed=(poppler-utils chromium-headless-shell)
[ "${SKIP_E2E:-}" = 1 ] || needed+=(fonts-noto-color-emoji)
[ "${SKIP_PG:-}" = 1 ] || needed+=(postgresql-15)
if ! bash scripts/test-lib/ensure-system-deps.sh "${needed[@]}"; then
  echo "Could not install ${needed[*]}; suites that need them will fail."
fi

# Typecheck and lint need nothing built and nothing needs them: they start first and run beside the build and the
# test suites instead of before them, below the build and Playwright in priority and above the Vitest passes.
section "Typecheck (TypeScript's native tsc --noEmit) and lint (eslint: the import rooms, import loops, React's hooks rules, process.env, TypeScript's recommended rules): in the background"
# One thread: beside the other suites every core is busy, and the checker's threads only add their overhead (7 CPU-s
# against 15; decision 0036).
nice -n 5 npm run --silent typecheck -- --singleThreaded >"$run_dir/typecheck.log" 2>&1 &
typecheck_pid=$!
nice -n 5 npm run --silent lint >"$run_dir/lint.log" 2>&1 &
lint_pid=$!

# The client and server builds come before the tests that read them: the end-to-end server and the bundle budget.
section "Client build (vite build) and server bundle"
if (npx vite build --logLevel warn && node scripts/server-build.mjs) >"$run_dir/build.log" 2>&1; then client_built=1; else client_built=0; fi
cat "$run_dir/build.log"

# Playwright waits on the browser and the server about half of its time; the Vitest passes never wait. So the
# end-to-end run starts first, in the background, and the Vitest passes run beside it at a lower priority: they
# use the cores Playwright leaves idle, and a journey's steps are not slowed by them (decision 0036).
e2e_pid=
if [ "${SKIP_E2E:-}" = 1 ]; then
  section "End-to-end: skipped (SKIP_E2E=1)"
elif [ "$client_built" = 1 ]; then
  section "Playwright end-to-end: started in the background; its report follows the Vitest passes"
  # A port reserved against every other test process of the machine (the server binds it only after its migrations),
  # so two runs, the suites' own servers or a running `npm start` never collide.
  e2e_port=$(node scripts/test-lib/free-port.mjs)
  # The screen tour, tap targets and first paint walk the day's pairings of language and size (decision 0075).
  e2e_turn=${E2E_TURN:-$(($(date -u +%s) / 86400))}
  echo "Screen checks: the pairings of language and size of turn $e2e_turn (E2E_TURN=$e2e_turn npm test repeats them)."
  # DATABASE_URL is dropped so the e2e server always uses its own embedded database.
  (
    env -u DATABASE_URL E2E_TURN=$e2e_turn E2E_PORT=$e2e_port E2E_DATA_DIR=$e2e_data_dir PLAYWRIGHT_JSON_OUTPUT_FILE="$run_dir/playwright.json" \
      npx playwright test --reporter=list,json >"$run_dir/playwright.log" 2>&1
    echo $? >"$run_dir/playwright.code"
  ) &
  e2e_pid=$!
else
  tally record 'playwright e2e' 0 1 0 'client build failed, end-to-end tests could not run'
fi

# The PostgreSQL pass starts first, in the background, and the PGlite pass beside it: each pass has files that wait
# (on a server process, a timer, a stalled socket) and a start of its own (a cluster, a template), so one after the
# other left a core idle a tenth of the time once Playwright had finished; side by side each fills the other's gaps.
# The naughty strings and the hostile input (thousands of requests on every API operation) split the operations
# between the two database passes, each pass one half, the halves swapping daily (decision 0074). Run alone, a pass
# takes every operation; TEST_OPERATION_HALF=0 (or 1) in front of `npm test` pins the PGlite pass's half.
if [ "${SKIP_PG:-}" = 1 ]; then
  pglite_half=
else
  pglite_half=${TEST_OPERATION_HALF:-$(($(date -u +%s) / 86400 % 2))}
  postgres_half=$((1 - pglite_half))
  echo "Naughty strings and hostile input: operations of half $pglite_half on PGlite, half $postgres_half on PostgreSQL (TEST_OPERATION_HALF=$pglite_half npm test repeats this run's split)."
fi

postgres_pid=
if [ "${SKIP_PG:-}" = 1 ]; then
  section "API tests on PostgreSQL: skipped (SKIP_PG=1)"
else
  section "Vitest: API tests (src/server) on a throwaway PostgreSQL 15: started in the background; its report follows the PGlite pass"
  mapfile -t database_test_files < <(node scripts/test-lib/database-test-files.mjs)
  echo "${#database_test_files[@]} test files use the run's database."
  (
    TEST_OPERATION_HALF=$postgres_half nice -n 10 bash scripts/pg-throwaway.sh npx vitest run "${database_test_files[@]}" \
      --reporter=default --reporter=json --outputFile.json="$run_dir/vitest-postgres.json" >"$run_dir/vitest-postgres.log" 2>&1
    echo $? >"$run_dir/vitest-postgres.code"
  ) &
  postgres_pid=$!
fi

section "Vitest: unit + API on PGlite"
TEST_OPERATION_HALF=$pglite_half nice -n 10 npx vitest run --reporter=default --reporter=json --outputFile.json="$run_dir/vitest-pglite.json"
tally vitest 'vitest (PGlite)' "$run_dir/vitest-pglite.json" $?

if [ -n "$postgres_pid" ]; then
  wait "$postgres_pid"
  section "Vitest: API tests on PostgreSQL (ran beside the PGlite pass)"
  cat "$run_dir/vitest-postgres.log"
  tally vitest 'vitest API (PostgreSQL)' "$run_dir/vitest-postgres.json" "$(cat "$run_dir/vitest-postgres.code" 2>/dev/null || echo 1)"
fi

section "Typecheck and lint (ran beside the tests)"
if wait "$typecheck_pid"; then
  tally record typecheck 1 0
else
  cat "$run_dir/typecheck.log"
  tally record typecheck 0 1 0 'tsc reported errors'
fi
if wait "$lint_pid"; then
  tally record lint 1 0
else
  cat "$run_dir/lint.log"
  tally record lint 0 1 0 'eslint reported problems'
fi

if [ -n "$e2e_pid" ]; then
  wait "$e2e_pid"
  section "Playwright end-to-end (ran beside the Vitest passes)"
  cat "$run_dir/playwright.log"
  tally playwright 'playwright e2e' "$run_dir/playwright.json" "$(cat "$run_dir/playwright.code" 2>/dev/null || echo 1)"
fi

echo
echo "Took $(($(date +%s) - started_at)) s."
tally summary
