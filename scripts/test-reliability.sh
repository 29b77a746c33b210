#!/usr/bin/env bash
# `npm run test:reliability`: the reliability suites (tests/reliability) — the generated bad-input corpus on SQLite and
# on a throwaway PostgreSQL, kill -9 in a checkout loop, SIGTERM under load, and hostile inputs (an exponential
# template, deeply nested queries, analytics floods) on the built server. Builds the server first when it is not
# built. About two minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f dist/server/main.js ] || [ ! -f client/dist/index.html ]; then node scripts/build.mjs; fi
npx vitest run --project reliability "$@"
bash scripts/with-postgres.sh npx vitest run --project reliability tests/reliability/bad-inputs.test.ts "$@"
