#!/usr/bin/env bash
# The e2e tests and the bench drive Debian's Chromium; install it when it is missing (needs root, as on CI).
set -euo pipefail
if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing: run 'sudo apt-get install -y chromium' (Debian) or set CHROMIUM_PATH." >&2
  exit 1
fi
echo "Installing Debian's chromium (for the browser tests)…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
