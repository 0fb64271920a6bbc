#!/usr/bin/env bash
# Installs the npm dependencies at the locked versions (skipped when they already match).
# Why not `npm ci`: the registry reachable here lacks some other-platform optional binaries
# (e.g. @rollup/rollup-android-arm64), so npm writes a lock without them and `npm ci` then
# refuses that lock as "Missing … from lock file". `npm install --no-save` installs exactly
# the locked tree and leaves package.json and the lock untouched.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f node_modules/.package-lock.json ] || ! cmp -s package-lock.json node_modules/.installed-lock 2>/dev/null; then
  npm install --no-save --no-audit --no-fund
  cp package-lock.json node_modules/.installed-lock
fi
