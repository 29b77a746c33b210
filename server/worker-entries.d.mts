export declare const WORKER_ENTRIES: {
  readonly 'template-worker': 'server/services/templates/render-worker.ts';
  readonly 'sqlite-writer': 'server/db/sqlite-writer-thread.ts';
};
