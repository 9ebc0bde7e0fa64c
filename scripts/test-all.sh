#!/usr/bin/env bash
# Every test, in the order a failure is cheapest to see: lint, types, unit, build, build output, browser.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n=== %s\n' "$*"; }
step "lint + format (Biome)"
npx biome ci .
step "type-check: app (DOM, no Node), then tests, scripts and configs (Node)"
npx tsc -p tsconfig.json
npx tsc -p tsconfig.node.json
step "type-check: the pure rooms (core, check, records, sync, oob) without the DOM lib"
npx tsc -p tsconfig.pure.json
step "unit tests"
npx vitest run
step "production build"
# The runner config loader: the config imports the app's own TypeScript (the practice pack is
# validated at build time), which the default loader warns about on every run.
npx vite build --configLoader runner
step "build-output tests"
npx vitest run --config vitest.build.config.ts
step "browser tests (Playwright, real Chromium)"
bash scripts/ensure-chromium.sh
npx playwright test
step "browser tests in WebKit and Firefox (the engines suite)"
bash scripts/test-engines.sh
