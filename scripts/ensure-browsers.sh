#!/usr/bin/env bash
# The e2e tests drive three engines: Debian's Chromium (its headless shell; the bench uses the browser, see
# test/e2e/chromium.ts), Firefox ESR, and WebKitGTK's MiniBrowser through WebKitWebDriver on a virtual display (Xvfb).
# Installs what is missing in one apt run (needs root, as on CI); quick when all is there. CHROMIUM_PATH set: that one
# binary serves both Chromium uses.
set -euo pipefail
missing=()
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] || { echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable." >&2; exit 1; }
else
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  [ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
fi
[ -x "${FIREFOX_PATH:-/usr/bin/firefox-esr}" ] || missing+=(firefox-esr)
[ -x "${WEBKIT_DRIVER_PATH:-/usr/bin/WebKitWebDriver}" ] || missing+=(webkit2gtk-driver)
command -v Xvfb >/dev/null || missing+=(xvfb)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Missing for the browser tests: ${missing[*]}. Run 'sudo apt-get install -y ${missing[*]}' (Debian)." >&2
  exit 1
fi
echo "Installing Debian's ${missing[*]} (for the browser tests)…"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
