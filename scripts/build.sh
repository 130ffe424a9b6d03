#!/usr/bin/env bash
# Builds the web app and/or the server into DIR (default dist/): `bash scripts/build.sh [DIR] [all|web|server]`.
# A second directory lets parallel work build and run end-to-end tests without replacing files under a running
# server (E2E_DIST=DIR npx playwright test).
set -euo pipefail
out="${1:-dist}"
what="${2:-all}"
if [[ "$what" == all || "$what" == web ]]; then
  npx vite build --outDir "$(pwd)/$out/web" --emptyOutDir
fi
if [[ "$what" == all || "$what" == server ]]; then
  npx tsc -p tsconfig.server.json --outDir "$out/node"
  # tsc does not copy SQL: the built server applies the same migrations as the source tree.
  mkdir -p "$out/node/server/platform/db"
  rm -rf "$out/node/server/platform/db/migrations"
  cp -r src/server/platform/db/migrations "$out/node/server/platform/db/migrations"
fi
