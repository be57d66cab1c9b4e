#!/usr/bin/env bash
# Runs the server test suites against a throwaway PostgreSQL 15 (initdb + pg_ctl on a free port), then removes it.
set -euo pipefail

for tool in initdb pg_ctl; do
  command -v "$tool" >/dev/null || { echo "PostgreSQL binary $tool not found" >&2; exit 1; }
done

workdir=$(mktemp -d /tmp/pg-test.XXXXXX)
run_pg() {
  # PostgreSQL refuses to run as root.
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
[ "$(id -u)" = "0" ] && chown postgres "$workdir"

port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
# The default collation is Turkish (ICU), as on a server in Türkiye: locale-dependent SQL (lower(), ILIKE) shows up here.
run_pg initdb -D "$workdir/data" -A trust -U postgres -E UTF8 --locale=C --locale-provider=icu --icu-locale=tr-TR >/dev/null
cleanup() {
  run_pg pg_ctl -D "$workdir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$workdir"
}
trap cleanup EXIT
run_pg pg_ctl -D "$workdir/data" -l "$workdir/server.log" -w \
  -o "-p $port -k $workdir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null

echo "PostgreSQL test server on port $port"
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" npx vitest run "${@:-server/}"
