#!/usr/bin/env bash
# Command 1 of the README: install, build, and start the app on the embedded database
# (PGlite in .data/, created, migrated and seeded with the demo brand on first start).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install.sh
npm run build
export PORT="${PORT:-3000}" DATA_DIR="${DATA_DIR:-.data}"
# E-mailed links (receipts, password resets in the outbox) point at the printed URL.
export PUBLIC_URL="${PUBLIC_URL:-http://localhost:$PORT}"
exec npm start
