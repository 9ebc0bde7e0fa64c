#!/usr/bin/env bash
# Makes sure WebKit (WebKitGTK's WebKitWebDriver + MiniBrowser, run under Xvfb) and Firefox ESR exist
# for the engines suite, installing Debian's packages when run as root on Debian, as
# ensure-chromium.sh does for Chromium. Exit 0: ready. Exit 3: missing on a developer's machine
# without root (the caller skips the suite and prints why). Under CI=true a missing engine is exit 1.
set -euo pipefail
WK_DRIVER="${WEBKIT_DRIVER_PATH:-/usr/bin/WebKitWebDriver}"
# Debian's MiniBrowser for this machine's architecture (tests/engines/engines.ts looks the same way).
minibrowser() {
  local found
  for found in /usr/lib/*-linux-gnu/webkit2gtk-4.1/MiniBrowser /usr/lib/*-linux-gnu/webkit2gtk-4.0/MiniBrowser \
    /usr/lib/*-linux-gnu/webkitgtk-6.0/MiniBrowser; do
    [ -x "$found" ] && { echo "$found"; return; }
  done
  echo /usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser
}
WK_BROWSER="${WEBKIT_MINIBROWSER_PATH:-$(minibrowser)}"
FIREFOX="${FIREFOX_PATH:-/usr/bin/firefox-esr}"
INSTALL_LINE='apt-get install -y webkit2gtk-driver xvfb firefox-esr'

missing() {
  local m=()
  [ -x "$WK_DRIVER" ] || m+=("WebKitWebDriver ($WK_DRIVER)")
  WK_BROWSER="${WEBKIT_MINIBROWSER_PATH:-$(minibrowser)}"
  [ -x "$WK_BROWSER" ] || m+=("MiniBrowser ($WK_BROWSER)")
  command -v xvfb-run >/dev/null 2>&1 || m+=("xvfb-run")
  [ -x "$FIREFOX" ] || m+=("Firefox ESR ($FIREFOX)")
  printf '%s\n' "${m[@]}"
}

[ -z "$(missing)" ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure-engines: installing Debian's webkit2gtk-driver, xvfb and firefox-esr (about a minute)…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq webkit2gtk-driver xvfb firefox-esr >/dev/null
  [ -z "$(missing)" ] && exit 0
fi
{
  echo "ensure-engines: the WebKit and Firefox tests need what is missing here:"
  missing | sed 's/^/  - /'
  echo "  Debian/Ubuntu (as root):  $INSTALL_LINE"
  echo "  Elsewhere: point WEBKIT_DRIVER_PATH, WEBKIT_MINIBROWSER_PATH and FIREFOX_PATH at them."
} >&2
if [ "${CI:-}" = "true" ]; then exit 1; fi
exit 3
