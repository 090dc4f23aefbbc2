#!/usr/bin/env bash
# Installs Debian's PostgreSQL 15 server binaries when missing: `npm run test:api:pg` runs the API
# suite against a throw-away cluster made with them (scripts/pg-throwaway.mjs). No cluster is kept.
set -euo pipefail
if ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  exit 0
fi
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
  echo "PostgreSQL is missing: install Debian's postgresql-15 ('sudo apt-get install -y postgresql-15') for the PostgreSQL API run." >&2
  exit 0 # pg-throwaway.mjs fails the run under CI=true
fi
echo "PostgreSQL is missing: installing Debian's postgresql-15 with apt-get…" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
# Don't let the package create and start its own default cluster: the tests make their own.
mkdir -p /etc/postgresql-common/createcluster.d
echo "create_main_cluster = false" > /etc/postgresql-common/createcluster.d/mathpop.conf
apt-get install -y -qq postgresql-15 || apt-get install -y -qq postgresql
