#!/usr/bin/env bash
# Runs a command against a throwaway local PostgreSQL 15 (initdb in a temp dir, a free port, stopped afterwards),
# with TEST_DATABASE_URL pointing at it. Installs Debian's postgresql package when the machine lacks it.
set -euo pipefail
PGBIN=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$PGBIN" ]; then
  echo "Installing Debian's postgresql for the PostgreSQL test run…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql > /dev/null
  PGBIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
fi
DIR=$(mktemp -d /tmp/shopwright-pg.XXXXXX)
PORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
RUN_AS=()
if [ "$(id -u)" -eq 0 ]; then chown postgres "$DIR"; RUN_AS=(su postgres -s /bin/sh -c); else RUN_AS=(sh -c); fi
"${RUN_AS[@]}" "$PGBIN/initdb -D $DIR/data -A trust -U postgres --no-sync > $DIR/initdb.log 2>&1"
START="$PGBIN/pg_ctl -D $DIR/data -o '-p $PORT -k $DIR -c fsync=off -c listen_addresses=127.0.0.1' -l $DIR/server.log -w start > /dev/null"
"${RUN_AS[@]}" "$START"
# The multi-node suite stops and starts this server under load (tests/cluster).
printf '%s\n' "#!/bin/sh" "$(printf '%q ' "${RUN_AS[@]}") $(printf '%q' "$START")" > "$DIR/start.sh"
printf '%s\n' "#!/bin/sh" "$(printf '%q ' "${RUN_AS[@]}") $(printf '%q' "$PGBIN/pg_ctl -D $DIR/data -m fast -w stop > /dev/null")" > "$DIR/stop.sh"
chmod +x "$DIR/start.sh" "$DIR/stop.sh"
export TEST_PG_START="$DIR/start.sh" TEST_PG_STOP="$DIR/stop.sh"
cleanup() { "${RUN_AS[@]}" "$PGBIN/pg_ctl -D $DIR/data -m immediate stop > /dev/null 2>&1" || true; rm -rf "$DIR"; }
trap cleanup EXIT
"${RUN_AS[@]}" "$PGBIN/createdb -h 127.0.0.1 -p $PORT -U postgres shopwright_test"
export TEST_DATABASE_URL="postgresql://postgres@127.0.0.1:$PORT/shopwright_test"
"$@"
