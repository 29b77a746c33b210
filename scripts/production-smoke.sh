#!/usr/bin/env bash
# The built server needs only the production dependencies: a copy of the built tree whose node_modules is pruned as
# `npm ci --omit=dev` would leave it (hard links, so nothing is downloaded) starts with NODE_ENV=production, migrates
# and seeds a new database, answers a page, GraphQL and the storefront (rendered on the server), refuses GraphiQL, and
# stops on SIGTERM. It runs the command `npm run serve` runs, flags included.
set -euo pipefail
cd "$(dirname "$0")/.."
TREE=$(mktemp -d /tmp/shopwright-production.XXXXXX)
SERVER=
trap 'if [ -n "$SERVER" ]; then kill "$SERVER" 2>/dev/null || true; fi; rm -rf "$TREE"' EXIT
mkdir -p "$TREE/scripts" "$TREE/prisma" "$TREE/client"
cp -r dist "$TREE/dist"
cp -r client/dist "$TREE/client/dist"
cp -r prisma/migrations "$TREE/prisma/migrations"
cp package.json package-lock.json "$TREE/"
cp scripts/serve.mjs "$TREE/scripts/"
cp -al node_modules "$TREE/node_modules"
(cd "$TREE" && npm prune --omit=dev --ignore-scripts --no-audit --no-fund > /dev/null 2>&1)
for gone in vite tsx esbuild @vitejs/plugin-react @graphql-codegen/cli autocannon vitest; do
  if [ -e "$TREE/node_modules/$gone" ]; then echo "The production install still has $gone"; exit 1; fi
done
# The template thread's script (render-pool.ts) loads on production dependencies and renders.
(cd "$TREE" && node --input-type=module -e "
  import { Worker } from 'node:worker_threads';
  const w = new Worker('./dist/server/template-worker.js', { execArgv: [] });
  w.on('message', (m) => {
    if (m.ready) return w.postMessage({ id: 1, job: { mode: 'visitors', text: '<p>{t|json}</p>', data: { t: 'ok' }, locale: 'en-US' } });
    if (m.result?.html !== '<p>\"ok\"</p>') { console.error('The template thread answered', JSON.stringify(m)); process.exit(1); }
    void w.terminate();
  });
  w.on('error', (e) => { console.error('The template thread failed:', e); process.exit(1); });
")
# The SQLite writer's thread, from its built entry too: a batch written to a file of its own.
(cd "$TREE" && node --input-type=module -e "
  import { Worker } from 'node:worker_threads';
  const file = '$TREE/writer.db';
  const w = new Worker('./dist/server/sqlite-writer.js', { execArgv: [], workerData: { file, busyTimeoutMs: 1000 } });
  w.on('message', (m) => {
    if (m.error !== undefined) { console.error('The SQLite writer thread answered', JSON.stringify(m)); process.exit(1); }
    void w.terminate();
  });
  w.on('error', (e) => { console.error('The SQLite writer thread failed:', e); process.exit(1); });
  w.postMessage({ id: 1, statements: [{ sql: 'CREATE TABLE t (at TEXT, flag INTEGER)', parameters: [] },
    { sql: 'INSERT INTO t VALUES (?, ?)', parameters: [new Date(0), true] }] });
")
PORT=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
(cd "$TREE" && NODE_ENV=production PAYMENT_PROVIDER=test ALLOW_TEST_PAYMENTS=true SEED_DEMO=true LOG_LEVEL=warn \
  DATABASE_URL="file:$TREE/data/shop.db" PORT="$PORT" HOST=127.0.0.1 exec $(node -p 'require("./package.json").scripts.serve')) &
SERVER=$!
URL="http://127.0.0.1:$PORT"
for _ in $(seq 1 200); do curl -sf "$URL/readyz" > /dev/null && break; sleep 0.1; done
curl -sf "$URL/readyz" > /dev/null || { echo "The production build did not become ready"; exit 1; }
curl -sf "$URL/shop/classic-tee?format=json" | grep -q '"title":"Classic Tee"'
curl -sf "$URL/graphql" -H 'content-type: application/json' -d '{"query":"{ website { name } }"}' | grep -q 'Shopwright Demo Store'
curl -sf "$URL/shop" | grep -q '<div id="root">'
# The product page arrives rendered: its name in the body, next to the Apollo cache it was rendered from.
PAGE=$(curl -sf "$URL/shop/classic-tee")
echo "$PAGE" | grep -q '<h1[^>]*>Classic Tee</h1>' || { echo "The product page was not rendered on the server"; exit 1; }
echo "$PAGE" | grep -q 'id="apollo-state"' || { echo "The rendered product page has no Apollo cache"; exit 1; }
test "$(curl -s -o /dev/null -w '%{http_code}' -H 'accept: text/html' "$URL/graphql")" != 200
kill -TERM "$SERVER"
wait "$SERVER"
echo "The built server ran on production dependencies alone."
