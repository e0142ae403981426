#!/usr/bin/env bash
# The programs `npm test` drives that npm cannot install: Chromium (Playwright, the JS budget),
# Java (the HTML checker), Firefox ESR, WebKitGTK's driver and Xvfb (the cross-engine suite).
# The first step of `npm test`, and of .ci/run before `npm install`. Each one found: nothing to do.
# Some missing, as root on a machine with apt-get: installs Debian's packages. Otherwise: one line
# naming what is missing and the command that installs it, and exit 1, before any test starts.
# CHROMIUM_PATH, FIREFOX_PATH and WEBKIT_DRIVER_PATH point the tests at other binaries.
set -euo pipefail

missing=()
has() { # has <program or absolute path>
  if [[ $1 == /* ]]; then [[ -x $1 ]]; else command -v "$1" >/dev/null 2>&1; fi
}
has "${CHROMIUM_PATH:-/usr/bin/chromium}" || missing+=(chromium)
has java || missing+=(default-jre-headless)
has "${FIREFOX_PATH:-/usr/bin/firefox-esr}" || missing+=(firefox-esr)
has "${WEBKIT_DRIVER_PATH:-WebKitWebDriver}" || missing+=(webkit2gtk-driver)
has Xvfb || missing+=(xvfb)

if [[ ${#missing[@]} -eq 0 ]]; then
  exit 0
fi

if [[ $(id -u) == 0 ]] && has apt-get; then
  echo "setup: installing ${missing[*]} with apt-get (once per machine)…"
  log=$(mktemp)
  if ! { apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y "${missing[@]}"; } >"$log" 2>&1; then
    tail -n 20 "$log" >&2
    echo "setup: apt-get could not install ${missing[*]} (its last lines are above)." >&2
    rm -f "$log"
    exit 1
  fi
  rm -f "$log"
  echo "setup: installed ${missing[*]}."
  exit 0
fi

echo "npm test needs ${missing[*]}, not found on this machine: install them with \`sudo apt-get install -y ${missing[*]}\` (Debian and Ubuntu package names), then run npm test again." >&2
exit 1
