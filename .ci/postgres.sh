#!/usr/bin/env bash
# Starts a throwaway PostgreSQL 15 on a free loopback port and prints its URL.
# Usage: source .ci/postgres.sh  (sets PG_DIR, DATABASE_URL; call pg_stop to stop and remove it)
# Strict while starting, then the caller's own shell options again: a sourcing shell that does not use -e
# must not exit before its pg_stop runs, and one that does (.ci/run) keeps it. Read from $- in this shell: a
# command substitution would not see -e.
_pg_flags=$-
_pg_pipefail=
[[ -o pipefail ]] && _pg_pipefail=1
set -euo pipefail
PG_BIN=/usr/lib/postgresql/15/bin
PG_DIR=$(mktemp -d /tmp/colorly-pg.XXXXXX)
chown postgres:postgres "$PG_DIR"
PG_PORT=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()')
runuser -u postgres -- "$PG_BIN/initdb" -D "$PG_DIR/data" -U postgres --auth=trust -E UTF8 >/dev/null
runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w \
  -o "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
export PG_DIR PG_PORT
export DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
set +euo pipefail
[[ $_pg_flags == *e* ]] && set -e
[[ $_pg_flags == *u* ]] && set -u
[[ -n $_pg_pipefail ]] && set -o pipefail
unset _pg_flags _pg_pipefail
pg_stop() {
  runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$PG_DIR"
}
