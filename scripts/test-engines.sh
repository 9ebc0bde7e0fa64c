#!/usr/bin/env bash
# The engines suite: the built app (dist/) in WebKit and Firefox (tests/engines). Expects a build.
# Under CI=true a missing engine fails; on a developer's machine without root it is skipped, saying
# how to install it. ENGINES=webkit or ENGINES=firefox runs one.
set -euo pipefail
cd "$(dirname "$0")/.."
status=0
bash scripts/ensure-engines.sh || status=$?
if [ "$status" = "3" ]; then
  echo "engines suite SKIPPED: WebKit/Firefox missing (see above for the install line)."
  exit 0
fi
[ "$status" = "0" ] || exit "$status"
# MiniBrowser has no headless mode: a virtual display (-a: a free display number).
xvfb-run -a npx vitest run --config vitest.engines.config.ts "$@"
