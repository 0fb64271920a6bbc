#!/bin/sh
# The password comes from the environment, so the userlist is written at start, readable by PgBouncer only.
set -eu
: "${PGBOUNCER_USER:?PGBOUNCER_USER must be set}"
: "${PGBOUNCER_PASSWORD:?PGBOUNCER_PASSWORD must be set}"
umask 077
printf '"%s" "%s"\n' "$PGBOUNCER_USER" "$PGBOUNCER_PASSWORD" >/run/pgbouncer/userlist.txt
exec pgbouncer /etc/pgbouncer/pgbouncer.ini
