#!/usr/bin/env bash
# `npm test`: lint, typecheck, Vitest on PGlite, Vitest integration tests on PostgreSQL 15, the production build
# and Playwright end to end; then one line `N passed, N failed[, N skipped]`. Exit status 1 if anything failed.
# `scripts/test.sh unit e2e` runs only the named tiers (lint typecheck unit postgres build e2e).
# Needs Chromium and PostgreSQL 15 from Debian: scripts/install-test-deps.sh installs them.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if [[ ! -x node_modules/.bin/vitest || ! -x node_modules/.bin/playwright ]]; then
  echo "test: the npm dependencies are not installed: run  npm ci  first" >&2
  exit 1
fi

exec node --import tsx scripts/test-runner/run.ts "$@"
