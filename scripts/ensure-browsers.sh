#!/usr/bin/env bash
# The e2e tests drive three engines: Debian's Chromium, Firefox ESR, and WebKitGTK's MiniBrowser through WebKitWebDriver
# on a virtual display (Xvfb). Installs what is missing in one apt run (needs root, as on CI); quick when all is there.
set -euo pipefail
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
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
