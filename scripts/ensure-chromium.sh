#!/usr/bin/env bash
# Makes sure a Chromium for the browser tests exists, or says how to get one.
set -euo pipefail
if [ -n "${CHROME_PATH:-}" ] && [ -x "${CHROME_PATH}" ]; then exit 0; fi
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "ensure-chromium: installing Debian's chromium package (about a minute)…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  [ -x /usr/bin/chromium ] && exit 0
fi
if npx --no-install playwright install chromium >/dev/null 2>&1; then exit 0; fi
cat >&2 <<'MSG'
ensure-chromium: no Chromium found for the browser tests.
  Debian/Ubuntu (as root):  apt-get install -y chromium
  Elsewhere:                npx playwright install chromium
  Or point CHROME_PATH at a Chromium or Chrome binary.
MSG
exit 1
