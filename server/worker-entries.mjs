// The worker threads' sources, by the name of their built entry (dist/server/<name>.js): scripts/build.mjs bundles
// each, and server/worker-script.ts starts each from its build or its source. Plain JavaScript, so that both read it.
export const WORKER_ENTRIES = {
  'template-worker': 'server/services/templates/render-worker.ts',
  'sqlite-writer': 'server/db/sqlite-writer-thread.ts',
};
