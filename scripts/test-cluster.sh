#!/usr/bin/env bash
# `npm run test:cluster`: the multi-node suite (tests/cluster) — the built server on three loopback ports, nginx in
# front, one throwaway PostgreSQL. Builds the server first when it is not built.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f dist/server/main.js ] || [ ! -f client/dist/index.html ]; then node scripts/build.mjs; fi
bash scripts/ensure-nginx.sh
bash scripts/with-postgres.sh npx vitest run --project cluster "$@"
