#!/usr/bin/env bash
# `npm test`'s first step (issue 39 §5): what .ci/run installs before the tests, so `npm ci && npm test`
# is the whole set-up on a fresh Debian machine. As root with apt it installs Debian's Chromium and
# PostgreSQL 15 when missing; otherwise it says in one line what to install (a missing Chromium stops
# the run here; a missing PostgreSQL only skips the PostgreSQL API run, as scripts/pg-throwaway.mjs says).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
bash scripts/ensure-postgres.sh
