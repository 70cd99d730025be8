#!/usr/bin/env bash
# Makes sure the PostgreSQL server binaries are installed: the tests start a throw-away cluster
# from them (test/setup/postgres.ts). Runs as `pretest`.
set -euo pipefail

if [ -n "${TEST_DATABASE_URL:-}" ] || compgen -G '/usr/lib/postgresql/*/bin/initdb' > /dev/null; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  # The PostgreSQL tests will fail and say the same; the others still run.
  echo "ensure-postgres: PostgreSQL is not installed; as root run: apt-get install -y postgresql" >&2
  exit 0
fi

apt-get update
DEBIAN_FRONTEND=noninteractive apt-get install -y postgresql

# Where nothing forbids it (no policy-rc.d), the package starts its default cluster; the tests
# bring their own, so stop it rather than leave a service running.
pg_lsclusters --no-header | while read -r version cluster _port status _rest; do
  if [ "$status" = online ]; then pg_ctlcluster "$version" "$cluster" stop; fi
done
