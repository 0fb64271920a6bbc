#!/usr/bin/env bash
# The API suite runs against the local PostgreSQL too: start it (or install it) when it is not up.
set -euo pipefail
URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
ready() { pg_isready -q -d "$URL" 2>/dev/null; }
if command -v pg_isready >/dev/null && ready; then exit 0; fi
SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
if ! command -v pg_ctlcluster >/dev/null; then
  echo "Installing PostgreSQL for the API tests…"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null
fi
for version in $(ls /etc/postgresql); do
  $SUDO pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
done
for _ in $(seq 1 30); do ready && exit 0; sleep 1; done
# A fresh Debian cluster only trusts local socket peers: let the tests' role in over loopback.
for hba in /etc/postgresql/*/main/pg_hba.conf; do
  grep -q "larkspur-tests" "$hba" || printf 'host all postgres 127.0.0.1/32 trust # larkspur-tests\n' | $SUDO tee -a "$hba" >/dev/null
done
for version in $(ls /etc/postgresql); do $SUDO pg_ctlcluster --skip-systemctl-redirect "$version" main reload || true; done
for _ in $(seq 1 30); do ready && exit 0; sleep 1; done
echo "PostgreSQL did not start at $URL" >&2
exit 1
