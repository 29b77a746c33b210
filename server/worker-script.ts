// Where a worker thread's script is, the same way for each of them: the build bundles every worker as an entry of its
// own, dist/server/<name>.js (WORKER_ENTRIES, read by scripts/build.mjs), beside the chunk this code lands in; from the
// sources (tests, `tsx`) the worker's .ts file is started through tsx's loader (worker-bootstrap.mjs).
import { existsSync } from 'node:fs';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { WORKER_ENTRIES } from './worker-entries.mjs';

export type WorkerName = keyof typeof WORKER_ENTRIES;

/** The script a worker thread of `name` starts from, and the arguments it takes there. */
export function workerScript(name: WorkerName): { file: URL; argv: string[] } {
  const built = new URL(`./${name}.js`, import.meta.url);
  if (existsSync(built)) return { file: built, argv: [] };
  const source = new URL(`../${WORKER_ENTRIES[name]}`, import.meta.url);
  return { file: new URL('./worker-bootstrap.mjs', import.meta.url), argv: [source.href] };
}

/** A worker thread of `name`, with these options (its `workerData`, `resourceLimits` …). */
export function startWorker(name: WorkerName, options: WorkerOptions = {}): Worker {
  const { file, argv } = workerScript(name);
  return new Worker(file, { ...options, argv: [...argv, ...(options.argv ?? [])] });
}
