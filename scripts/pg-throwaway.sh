#!/usr/bin/env bash
# Runs one command against a throwaway PostgreSQL 15 cluster, then stops and deletes that cluster.
#
#   bash scripts/pg-throwaway.sh <command> [args...]
#
# The command sees TEST_DATABASE_URL=postgres://postgres@127.0.0.1:<port>/postgres and its exit code
# is this script's exit code. The cluster lives in a fresh temporary directory owned by the
# `postgres` user (initdb refuses to run as root), listens only on 127.0.0.1 on a free port,
# keeps its socket inside that directory, and is removed by an EXIT trap however the command ends.
# It never touches any other cluster.
set -euo pipefail

PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 2
fi
if [ ! -x "$PG_BIN/initdb" ]; then
  echo "pg-throwaway: $PG_BIN/initdb not found (apt-get install postgresql-15)" >&2
  exit 2
fi

# Commands run as the postgres user when we are root; as ourselves otherwise.
as_pg() {
  if [ "$(id -u)" -eq 0 ]; then
    su postgres -s /bin/sh -c "$1"
  else
    sh -c "$1"
  fi
}

# A port reserved against every other test process of the machine (scripts/test-lib/free-port.mjs).
free_port() {
  node "$(dirname "$0")/test-lib/free-port.mjs"
}

cluster_dir=$(mktemp -d "${TMPDIR:-/tmp}/ribh-pg.XXXXXX")
started=0

cleanup() {
  local code=$?
  # Checked by pid file, not by "started", so a server left behind by a failed start is stopped too.
  if [ -f "$cluster_dir/data/postmaster.pid" ]; then
    as_pg "'$PG_BIN/pg_ctl' -D '$cluster_dir/data' -m fast -w stop" >/dev/null 2>&1 ||
      as_pg "'$PG_BIN/pg_ctl' -D '$cluster_dir/data' -m immediate -w stop" >/dev/null 2>&1 || true
  fi
  rm -rf "$cluster_dir"
  exit "$code"
}
child=
# On a signal, stop the command first (bash would otherwise wait for it before running the trap).
on_signal() {
  [ -n "$child" ] && kill -TERM "$child" 2>/dev/null && wait "$child" 2>/dev/null
  exit "$1"
}
trap cleanup EXIT
trap 'on_signal 130' INT
trap 'on_signal 143' TERM
trap 'on_signal 129' HUP

if [ "$(id -u)" -eq 0 ]; then chown postgres: "$cluster_dir"; fi
chmod 700 "$cluster_dir"

as_pg "'$PG_BIN/initdb' -D '$cluster_dir/data' -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 --no-sync" \
  >"$cluster_dir/initdb.log" 2>&1 || {
  echo "pg-throwaway: initdb failed:" >&2
  cat "$cluster_dir/initdb.log" >&2
  exit 1
}

# A port can be taken between choosing it and binding it; try a few.
for attempt in 1 2 3 4 5; do
  port=$(free_port)
  # fsync off: a throwaway cluster needs speed, not durability.
  if as_pg "'$PG_BIN/pg_ctl' -D '$cluster_dir/data' -l '$cluster_dir/server.log' -w -t 30 \
      -o \"-p $port -k '$cluster_dir' -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off\" start" \
      >/dev/null 2>&1; then
    started=1
    break
  fi
  echo "pg-throwaway: start on port $port failed (attempt $attempt)" >&2
  tail -n 5 "$cluster_dir/server.log" >&2 || true
done
if [ "$started" -ne 1 ]; then
  echo "pg-throwaway: could not start PostgreSQL" >&2
  exit 1
fi

echo "pg-throwaway: PostgreSQL 15 on 127.0.0.1:$port (cluster $cluster_dir)"
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
# In the background and waited for, so a signal reaches our trap at once.
"$@" <&0 &
child=$!
set +e
wait "$child"
status=$?
set -e
child=
exit "$status"
