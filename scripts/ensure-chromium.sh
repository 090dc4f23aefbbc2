#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed for the browser tests (never downloads a browser build).
# Run by `npm test` (scripts/ensure-test-tools.sh) and .ci/run: as root with apt it installs it;
# otherwise it says in one line what to install.
set -euo pipefail
CHROME="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$CHROME" ]; then exit 0; fi
if [ "$(id -u)" != "0" ] || ! command -v apt-get >/dev/null; then
  echo "Chromium is missing at $CHROME: install Debian's chromium ('sudo apt-get install -y chromium') or set CHROME_PATH to a Chromium." >&2
  exit 1
fi
echo "Chromium is missing at $CHROME: installing Debian's chromium with apt-get…" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
if [ ! -x "$CHROME" ]; then
  echo "Installed /usr/bin/chromium, but CHROME_PATH names $CHROME, which is missing: unset CHROME_PATH." >&2
  exit 1
fi
