#!/usr/bin/env bash
# Installs Debian's PostgreSQL 15 server binaries when missing: `npm run test:api:pg` runs the API
# suite against a throw-away cluster made with them (scripts/pg-throwaway.mjs). No cluster is kept.
set -euo pipefail
if ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  exit 0
fi
if [ "$(id -u)" != 0 ]; then
  echo "PostgreSQL is not installed and this is not root: install postgresql-15 for the PostgreSQL API run." >&2
  exit 0 # pg-throwaway.mjs fails the run under CI=true
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# Don't let the package create and start its own default cluster: the tests make their own.
mkdir -p /etc/postgresql-common/createcluster.d
echo "create_main_cluster = false" > /etc/postgresql-common/createcluster.d/mathpop.conf
apt-get install -y -qq postgresql-15 || apt-get install -y -qq postgresql
