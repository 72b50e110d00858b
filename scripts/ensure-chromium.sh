#!/usr/bin/env bash
# The e2e tests drive Debian's Chromium headless shell and the bench its browser (test/e2e/chromium.ts says why);
# install whichever is missing (needs root, as on CI). CHROMIUM_PATH set: that one binary serves both.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] && exit 0
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable." >&2
  exit 1
fi
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing: ${missing[*]}. Run 'sudo apt-get install -y ${missing[*]}' (Debian) or set CHROMIUM_PATH." >&2
  exit 1
fi
echo "Installing Debian's ${missing[*]} (for the browser tests and the bench)…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
