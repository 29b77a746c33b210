import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// graphql 16 has no "exports" map: Node loads its CommonJS build for Pothos and Yoga, so tests must use the same one.
const graphqlCjs = createRequire(import.meta.url).resolve('graphql');

export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlCjs }] },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          // The files share one module graph: the schema, the server and Prisma's clients load once per run instead of
          // once per file (the run takes a third of the time). Every file still builds its own app and database.
          isolate: false,
        },
      },
      {
        extends: true,
        // Several built server processes, nginx and PostgreSQL: `npm run test:cluster` (scripts/test-cluster.sh).
        test: {
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        // A generated bad-input corpus, kill -9 in a checkout loop, SIGTERM under load: `npm run test:reliability`.
        test: {
          name: 'reliability',
          include: ['tests/reliability/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
