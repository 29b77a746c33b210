// The template worker's thread (render-pool.ts): loads the engine and its CLDR data once, says it is ready, then
// answers each job { id, job } with { id, result }. A job that throws answers a runtime problem; the pool ends the
// thread from outside when a job runs past its hard stop or the thread runs out of memory.
import { parentPort } from 'node:worker_threads';
import { runTemplateJob, type TemplateJob } from './visitor-render.ts';

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread (render-pool.ts)');

port.on('message', ({ id, job }: { id: number; job: TemplateJob }) => {
  try {
    port.postMessage({ id, result: runTemplateJob(job) });
  } catch (e) {
    const message = `RuntimeError: ${e instanceof Error ? e.message : String(e)}`;
    port.postMessage({ id, result: { html: '', errors: [{ line: 0, column: 0, message, kind: 'runtime' }] } });
  }
});
port.postMessage({ ready: true });
