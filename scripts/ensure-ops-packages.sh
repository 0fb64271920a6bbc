#!/usr/bin/env bash
# The ops tests' own Debian packages (PgBouncer for tests/ops/pgbouncer.test.ts), installed when
# missing. Each test starts its own copy as a child process; the packaged service is not used.
set -euo pipefail
packages=("$@")
[ ${#packages[@]} -gt 0 ] || packages=(pgbouncer)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
echo "Installing ${missing[*]} for the ops tests…"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
# The package starts its own service on install; the tests run their own copy on a free port.
if [[ " ${missing[*]} " == *" pgbouncer "* ]] && command -v service >/dev/null; then
  $SUDO service pgbouncer stop >/dev/null 2>&1 || true
fi
if [[ " ${missing[*]} " == *" nginx "* ]] && command -v service >/dev/null; then
  $SUDO service nginx stop >/dev/null 2>&1 || true
fi
