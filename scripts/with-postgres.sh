#!/usr/bin/env bash
# Usage: scripts/with-postgres.sh CMD [ARGS...]
# Runs CMD with TEST_DATABASE_URL pointing at a throwaway PostgreSQL 15 server: a new cluster in a temporary
# directory, on a free loopback port, durability off (it is thrown away). The server is stopped and the directory
# removed however CMD ends; the exit status is CMD's.
set -euo pipefail

PG_BIN="${PG_BIN:-/usr/lib/postgresql/15/bin}"

if (($# == 0)); then
  echo "usage: $0 CMD [ARGS...]   (runs CMD with TEST_DATABASE_URL set to a throwaway PostgreSQL server)" >&2
  exit 2
fi
if [[ ! -x "$PG_BIN/initdb" || ! -x "$PG_BIN/pg_ctl" ]]; then
  echo "with-postgres: PostgreSQL 15 is not installed ($PG_BIN/initdb missing): run  bash scripts/install-test-deps.sh" >&2
  exit 127
fi

# initdb refuses to run as root: the cluster belongs to the postgres user then.
if [[ "$(id -u)" == 0 ]]; then
  id postgres >/dev/null 2>&1 || { echo "with-postgres: running as root but there is no postgres user" >&2; exit 1; }
  as_pg=(runuser -u postgres --)
else
  as_pg=()
fi

dir="$(mktemp -d "${TMPDIR:-/tmp}/notulen-pg.XXXXXX")"
data="$dir/data"
sock="$dir/sock"
log="$dir/server.log"
mkdir -p "$sock"
if ((${#as_pg[@]})); then chown -R postgres:postgres "$dir"; fi
chmod 700 "$dir"

started=0
# shellcheck disable=SC2317  # called by the EXIT trap
cleanup() {
  if ((started)); then
    "${as_pg[@]}" "$PG_BIN/pg_ctl" -D "$data" -m immediate -w -t 30 stop >/dev/null 2>&1 || true
  fi
  rm -rf "$dir"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

if ! "${as_pg[@]}" "$PG_BIN/initdb" -D "$data" -A trust -U postgres -E UTF8 --locale=C.UTF-8 --no-sync >"$dir/initdb.log" 2>&1; then
  echo "with-postgres: initdb failed:" >&2
  cat "$dir/initdb.log" >&2
  exit 1
fi

# The port is free when chosen but another process may take it before the server binds: try a few.
for attempt in 1 2 3; do
  port="$(free_port)"
  opts="-p $port -k $sock -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off"
  opts+=" -c full_page_writes=off -c max_connections=200"
  if "${as_pg[@]}" "$PG_BIN/pg_ctl" -D "$data" -l "$log" -w -t 60 -o "$opts" start >/dev/null 2>&1; then
    started=1
    break
  fi
  echo "with-postgres: server did not start on port $port (attempt $attempt)" >&2
done
if ((!started)); then
  echo "with-postgres: could not start PostgreSQL; its log:" >&2
  cat "$log" >&2 || true
  exit 1
fi

for _ in $(seq 1 100); do
  "$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$port" -U postgres && break
  sleep 0.1
done
"$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$port" -U postgres || {
  echo "with-postgres: server not ready on port $port; its log:" >&2
  cat "$log" >&2
  exit 1
}

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "with-postgres: PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') at $TEST_DATABASE_URL"

status=0
"$@" || status=$?
exit "$status"
