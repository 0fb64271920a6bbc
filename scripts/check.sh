#!/usr/bin/env bash
# Command 2 of the README (and all of .ci/run): install what is needed, then typecheck,
# lint, unit + API tests on PGlite and PostgreSQL, build, the operations tests on the build
# (docs/operations.md), and the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
started=$SECONDS
step() { printf '\n== %s (%ss)\n' "$1" "$((SECONDS - started))"; }

step "install"
rm -f artifacts/vitest.json artifacts/vitest-ops.json artifacts/playwright.json
mkdir -p artifacts
bash scripts/install.sh
bash scripts/ensure-postgres.sh
# Chromium is only needed by the last step: its apt install (mostly download and unpacking on a
# fresh machine) runs beside the checks and tests below, and is waited for before the browsers.
bash scripts/ensure-chromium.sh > artifacts/ensure-chromium.log 2>&1 &
chromium_install=$!

# Typecheck and lint are one process each: side by side they use both cores. Their output is
# shown after both end, one block each, so it does not interleave.
step "typecheck and lint"
npm run typecheck > artifacts/typecheck.log 2>&1 &
typecheck=$!
lint_status=0
npm run lint > artifacts/lint.log 2>&1 || lint_status=$?
typecheck_status=0
wait "$typecheck" || typecheck_status=$?
cat artifacts/typecheck.log artifacts/lint.log
if [ "$typecheck_status" != 0 ] || [ "$lint_status" != 0 ]; then
  echo "typecheck exit $typecheck_status, lint exit $lint_status" >&2
  exit 1
fi
step "unit and API tests (PGlite and PostgreSQL)"
npm test
step "build"
npm run build
step "operations tests (database restart, graceful shutdown; production build)"
npm run test:ops
step "browser tests (Chromium)"
chromium_status=0
wait "$chromium_install" || chromium_status=$?
cat artifacts/ensure-chromium.log
if [ "$chromium_status" != 0 ]; then
  echo "Installing Chromium failed (exit $chromium_status)" >&2
  exit 1
fi
npm run test:e2e
step "done"
node scripts/summarize-tests.mjs
