#!/usr/bin/env bash
# `npm test`: every check and test, bringing what a fresh machine lacks (Chromium, nginx, a throwaway PostgreSQL).
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n\033[1m▶ %s\033[0m\n' "$*"; }

step "Generate Prisma clients, Pothos types and GraphQL client types"
node scripts/generate.mjs
step "GraphQL schema is up to date"
npx tsx schema/print.ts --check
step "Type-check"
npx tsc -p tsconfig.json
step "Lint"
npx biome check .
step "No circular imports"
node scripts/check-cycles.mjs
step "Unit tests"
npx vitest run --project unit
step "API tests on SQLite"
npx vitest run --project api
step "API tests on PostgreSQL"
bash scripts/with-postgres.sh npx vitest run --project api
step "Build the server and the storefront"
node scripts/build.mjs --no-generate
step "The built server runs on production dependencies alone"
bash scripts/production-smoke.sh
step "Several nodes on one PostgreSQL behind nginx"
bash scripts/test-cluster.sh
step "Reliability: generated bad inputs, kill -9 in a checkout loop, SIGTERM under load"
bash scripts/test-reliability.sh
step "Browser tests in Chromium"
bash scripts/ensure-chromium.sh
npx playwright test -c tests/e2e/playwright.config.ts
