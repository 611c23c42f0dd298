#!/usr/bin/env bash
# `npm test`: every test of Ribh, ending with one line `N passed, N failed[, N skipped]`.
#
# Suites, in order: typecheck and lint (each counts as one test), Vitest unit + API on PGlite, the API tests again
# on a throwaway PostgreSQL 15, Playwright end-to-end against the built server.
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
needed=(poppler-utils)
[ "${SKIP_E2E:-}" = 1 ] || needed+=(chromium fonts-noto-color-emoji)
[ "${SKIP_PG:-}" = 1 ] || needed+=(postgresql-15)
if ! bash scripts/test-lib/ensure-system-deps.sh "${needed[@]}"; then
  echo "Could not install ${needed[*]}; suites that need them will fail."
fi

section "Typecheck (tsc --noEmit)"
if npx tsc --noEmit -p tsconfig.json; then
  tally record typecheck 1 0
else
  tally record typecheck 0 1 0 'tsc reported errors'
fi

section "Lint (eslint: the import rooms, process.env, TypeScript's recommended rules)"
if npm run --silent lint; then
  tally record lint 1 0
else
  tally record lint 0 1 0 'eslint reported problems'
fi

# Built once, before the tests that read it: the bundle-budget test (Vitest) and the end-to-end server.
section "Client build (vite build)"
if npx vite build --logLevel warn; then client_built=1; else client_built=0; fi

section "Vitest: unit + API on PGlite"
npx vitest run --reporter=default --reporter=json --outputFile.json="$run_dir/vitest-pglite.json"
tally vitest 'vitest (PGlite)' "$run_dir/vitest-pglite.json" $?

if [ "${SKIP_PG:-}" = 1 ]; then
  section "API tests on PostgreSQL: skipped (SKIP_PG=1)"
else
  section "Vitest: API tests (src/server) on a throwaway PostgreSQL 15"
  # The admin CLI tests use an embedded data directory whatever the database: run them once, on PGlite.
  bash scripts/pg-throwaway.sh npx vitest run src/server --exclude "src/server/cli/**" \
    --reporter=default --reporter=json --outputFile.json="$run_dir/vitest-postgres.json"
  tally vitest 'vitest API (PostgreSQL)' "$run_dir/vitest-postgres.json" $?
fi

if [ "${SKIP_E2E:-}" = 1 ]; then
  section "End-to-end: skipped (SKIP_E2E=1)"
elif [ "$client_built" = 1 ]; then
  section "Playwright end-to-end"
  # A free port per run, so two runs (or a running `npm start`) never collide.
  e2e_port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
  # DATABASE_URL is dropped so the e2e server always uses its own embedded database.
  env -u DATABASE_URL E2E_PORT=$e2e_port E2E_DATA_DIR=$e2e_data_dir PLAYWRIGHT_JSON_OUTPUT_FILE="$run_dir/playwright.json" \
    npx playwright test --reporter=list,json
  tally playwright 'playwright e2e' "$run_dir/playwright.json" $?
else
  tally record 'playwright e2e' 0 1 0 'client build failed, end-to-end tests could not run'
fi

echo
echo "Took $(($(date +%s) - started_at)) s."
tally summary
