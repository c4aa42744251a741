#!/bin/sh
# Test fixture for test/compose only: what the postgres image's entrypoint does that the stack
# relies on. As root it hands the data folder to postgres (uid 999) and runs again as that user;
# an empty folder becomes a cluster with POSTGRES_USER, POSTGRES_PASSWORD and POSTGRES_DB.
set -eu
if [ "$(id -u)" = 0 ]; then
  mkdir -p "$PGDATA"
  chown postgres:postgres /var/lib/postgresql /var/lib/postgresql/18 "$PGDATA"
  chmod 700 "$PGDATA"
  exec setpriv --reuid=postgres --regid=postgres --init-groups "$0" "$@"
fi
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  : "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD is required}"
  user=${POSTGRES_USER:-postgres}
  db=${POSTGRES_DB:-$user}
  password_file=$(mktemp)
  printf '%s' "$POSTGRES_PASSWORD" >"$password_file"
  initdb -D "$PGDATA" --username="$user" --pwfile="$password_file" --encoding=UTF8 \
    --locale-provider=libc --locale=C.UTF-8 --auth-local=trust --auth-host=scram-sha-256
  rm -f "$password_file"
  echo 'host all all all scram-sha-256' >>"$PGDATA/pg_hba.conf"
  echo "listen_addresses = '*'" >>"$PGDATA/postgresql.conf"
  if [ "$db" != postgres ]; then
    echo "CREATE DATABASE \"$db\";" | postgres --single -D "$PGDATA" postgres >/dev/null
  fi
fi
exec "$@"
