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
bash scripts/install.sh
bash scripts/ensure-postgres.sh
bash scripts/ensure-chromium.sh

step "typecheck"
npm run typecheck
step "lint"
npm run lint
step "unit and API tests (PGlite and PostgreSQL)"
npm test
step "build"
npm run build
step "operations tests (database restart, graceful shutdown; production build)"
npm run test:ops
step "browser tests (Chromium)"
npm run test:e2e
step "done"
node scripts/summarize-tests.mjs
